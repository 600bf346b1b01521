import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Avatar, Button, Modal, Skeleton } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import type { PresensiHariIni } from '@madrasah/contract/schemas/presensi';
import { CardTitle } from '../../components/CardTitle';
import { InlineLoadError } from '../../components/InlineLoadError';
import { PlainCard } from '../../components/PlainCard';
import { formatDate, formatTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { OFFLINE_TEXT, isOffline } from '../../lib/offline';
import { useServerToday } from '../../lib/server-today';
import { usePrivilege } from '../../lib/session';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { usePresensiHariIni } from './api';
import './presensi.css';

// Camera, map and Leaflet load when the dialog first opens, not with the dashboard; the Modal
// itself mounts then too. destroyOnHidden unmounts them after closing, which stops the camera.
const RekamKehadiran = lazy(() => import('./RekamKehadiran'));

type MomentProps = { label: string; waktu: string | undefined; foto: string | null | undefined; mainPath: string | undefined; jadwal: string };

/** One side of the day: the recorded time (or '--:--') with its selfie, and the school's time. */
function Moment({ label, waktu, foto, mainPath, jadwal }: MomentProps) {
  return (
    <div className={waktu ? 'presensi-moment done' : 'presensi-moment'}>
      {foto && mainPath ? (
        <Avatar shape="square" size={48} src={`${mainPath}${foto}`} alt={`Foto ${label.toLowerCase()}`} />
      ) : (
        <Avatar shape="square" size={48} icon={<ClockCircleOutlined />} />
      )}
      <div>
        <div className="presensi-moment-label">{label}</div>
        <div className="presensi-moment-time">{waktu ? formatTime(waktu) : '--:--'}</div>
        <div className="presensi-moment-jadwal">Jadwal {formatTime(jadwal)}</div>
      </div>
    </div>
  );
}

function Times({ record, jamMasuk, jamPulang }: { record: PresensiHariIni | null; jamMasuk: string; jamPulang: string }) {
  return (
    <div className="presensi-times">
      <Moment label="Masuk" waktu={record?.in.waktu} foto={record?.in.foto} mainPath={record?.main_path} jadwal={jamMasuk} />
      <Moment label="Pulang" waktu={record?.out?.waktu} foto={record?.out?.foto} mainPath={record?.main_path} jadwal={jamPulang} />
    </div>
  );
}

/**
 * Today's attendance: 'Presensi Masuk' before clocking in, the entry time and 'Presensi
 * Pulang' after, both times once the day is done. Shown only when presensi.is_allow is true.
 */
export function PresensiCard({ siswaId }: { siswaId: number }) {
  const { presensi } = usePrivilege();
  const today = useServerToday();
  const hariIni = usePresensiHariIni(siswaId, today.data?.date);
  const [open, setOpen] = useState(false);
  const dialogMounted = useOpenedOnce(open);
  const { jam_masuk, jam_pulang } = presensi.setting;

  const openDialog = () => {
    // The server judges a clock-in's time and place: offline there is nothing to record.
    if (isOffline()) return notify.error(OFFLINE_TEXT.title, OFFLINE_TEXT.presensi);
    // A fresh server time for the dialog's clock: the page's monotonic clock may stand still
    // while a phone sleeps.
    void today.refetch();
    setOpen(true);
  };

  // Offline, today's record cannot load: the card says why a clock-in has to wait.
  const failure = isOffline() ? OFFLINE_TEXT.presensi : undefined;
  let body;
  if (today.isError) body = <InlineLoadError text={failure} onRetry={() => void today.refetch()} />;
  else if (hariIni.isError) body = <InlineLoadError text={failure} onRetry={() => void hariIni.refetch()} />;
  else if (hariIni.isPending) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  else {
    const record = hariIni.data;
    const action = record === null ? 'Presensi Masuk' : record.out === null ? 'Presensi Pulang' : undefined;
    body = (
      <>
        <Times record={record} jamMasuk={jam_masuk} jamPulang={jam_pulang} />
        {action ? (
          <Button type="primary" size="large" block icon={<ClockCircleOutlined />} onClick={openDialog}>
            {action}
          </Button>
        ) : (
          <div className="presensi-done" role="status">
            <CheckCircleFilled /> Presensi hari ini sudah lengkap
          </div>
        )}
      </>
    );
  }

  return (
    <PlainCard
      title={<CardTitle icon={<ClockCircleOutlined />}>Presensi Hari Ini</CardTitle>}
      extra={today.data && formatDate(today.data.date, DATE_FORMAT.attendance)}
      className="presensi-card"
    >
      {body}
      {dialogMounted && (
        <Modal
          open={open}
          title="Rekam Kehadiran"
          footer={null}
          onCancel={() => setOpen(false)}
          destroyOnHidden
          width={{ xs: '100%', sm: 560, md: 720, lg: 880 }}
          className="rekam-modal"
        >
          {today.data && hariIni.data !== undefined && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <RekamKehadiran siswaId={siswaId} record={hariIni.data} today={today.data} onClose={() => setOpen(false)} />
            </Suspense>
          )}
        </Modal>
      )}
    </PlainCard>
  );
}
