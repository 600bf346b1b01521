import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { distanceMetres } from '@madrasah/contract/geo';
import { DATE_FORMAT, LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import type { PresensiHariIni } from '@madrasah/contract/schemas/presensi';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { formatClockTime, serverNow } from '../../lib/server-clock';
import type { ServerToday } from '../../lib/server-today';
import { usePrivilege } from '../../lib/session';
import { useRekamPresensi } from './api';
import { ClockDisplay } from './ClockDisplay';
import { LocationPanel } from './LocationPanel';
import './rekam-kehadiran.css';
import { SelfieCamera } from './SelfieCamera';
import { useGeolocation } from './useGeolocation';

type Props = {
  siswaId: number;
  /** Today's record: null clocks in, a record without `out` clocks out. */
  record: PresensiHariIni | null;
  today: ServerToday;
  onClose: () => void;
};

/**
 * The body of the 'Rekam Kehadiran' dialog: selfie, location and the school's clock, then
 * 'Presensi Masuk' or 'Presensi Pulang'. Loaded on demand with Leaflet, off the dashboard's first load.
 */
export default function RekamKehadiran({ siswaId, record, today, onClose }: Props) {
  const { profile_ex, tahun_ajaran, semester, presensi } = usePrivilege();
  const location = useGeolocation();
  const [photo, setPhoto] = useState<string>();
  const rekam = useRekamPresensi(siswaId, today.date);
  const masuk = record === null;

  const submit = () => {
    if (!photo) return notify.warning(MSG.selfieRequired);
    const { position } = location;
    if (!position) return notify.warning(MSG.locationRequired);
    const { setting } = presensi;
    rekam.mutate(
      {
        recordId: record?.id,
        body: {
          tahun_ajaran_id: tahun_ajaran.id,
          semester_id: semester.id,
          siswa_id: siswaId,
          rombel_id: profile_ex.rombel_id ?? undefined,
          tgl: today.date,
          waktu: formatClockTime(serverNow(today.clock), today.clock.timeZone),
          lat: position.lat,
          long: position.long,
          radius: distanceMetres({ lat: setting.lat, long: setting.long }, position),
          foto: photo,
        },
      },
      {
        onSuccess: () => {
          onClose();
          window.setTimeout(() => window.location.reload(), LIMITS.reloadDelayMs);
        },
      },
    );
  };

  return (
    <div className="rekam">
      <div className="rekam-clock">
        <div>
          <Tag color={masuk ? 'green' : 'blue'}>{masuk ? 'Presensi Masuk' : 'Presensi Pulang'}</Tag>
          <div className="rekam-date">
            {today.hari}, {formatDate(today.date, DATE_FORMAT.attendance)}
          </div>
        </div>
        <ClockDisplay clock={today.clock} />
      </div>
      <div className="rekam-grid">
        <section aria-label="Foto selfi">
          <SelfieCamera photo={photo} onPhoto={setPhoto} />
        </section>
        <section aria-label="Lokasi">
          <LocationPanel location={location} setting={presensi.setting} />
        </section>
      </div>
      <div className="rekam-actions">
        <Button onClick={onClose} disabled={rekam.isPending}>
          Batal
        </Button>
        <Button type="primary" icon={<ClockCircleOutlined />} loading={rekam.isPending} onClick={submit}>
          {masuk ? 'Presensi Masuk' : 'Presensi Pulang'}
        </Button>
      </div>
    </div>
  );
}
