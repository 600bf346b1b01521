import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { distanceMetres } from '@madrasah/contract/geo';
import { DATE_FORMAT, LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import type { PresensiHariIni } from '@madrasah/contract/schemas/presensi';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatMeters } from '../../lib/format';
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
  const { setting } = presensi;
  const { position } = location;
  const distance = position && distanceMetres({ lat: setting.lat, long: setting.long }, position);
  // Out of the school's radius, by this device's estimate or by the server's refusal: said at the
  // top of the dialog, where a phone shows it without scrolling and no toast covers the dialog.
  const refusedFar = rekam.error instanceof ApiError && rekam.error.message === MSG.outsideRadius;
  const far = refusedFar || (setting.radius_active === '1' && distance !== undefined && distance > setting.radius);
  const farRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusedFar) farRef.current?.scrollIntoView({ block: 'nearest' });
  }, [refusedFar, rekam.error]);

  const submit = () => {
    if (!photo) return notify.warning(MSG.selfieRequired);
    if (!position || distance === undefined) return notify.warning(MSG.locationRequired);
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
          radius: distance,
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
      {far && (
        <div ref={farRef}>
          <Alert
            type={refusedFar ? 'error' : 'warning'}
            showIcon
            title={MSG.outsideRadius}
            description={distance !== undefined && `Jarak ke madrasah ${formatMeters(distance)}; radius ${setting.radius} m.`}
          />
        </div>
      )}
      <div className="rekam-grid">
        <section aria-label="Foto selfi">
          <SelfieCamera photo={photo} onPhoto={setPhoto} />
        </section>
        <section aria-label="Lokasi">
          <LocationPanel location={location} setting={setting} distance={distance} />
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
