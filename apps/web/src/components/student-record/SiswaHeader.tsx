import { Avatar, Card, Skeleton } from 'antd';
import defaultAvatar from '../../assets/avatar-default.svg';
import { useDataDiri } from './api';
import { LABEL } from './labels';
import { cardSize, mobile } from '../mobile';

const IDS = ['nisn', 'nis', 'no_kip', 'nik'] as const;

/** Who the page is about when that is not the student record itself: an alumnus keeps their own name, NIK and photo. */
export type HeaderPerson = { nama: string; nik: string | null; foto: string | undefined };

/**
 * The student's photo (a default image when none), name and NISN, NIS, No. KIP and NIK, each '-'
 * when empty; `person`, when given, supplies the name, NIK and photo.
 */
export function SiswaHeader({ siswaId, person }: { siswaId: number; person?: HeaderPerson }) {
  const { data: record, isPending } = useDataDiri(siswaId);
  const data = record && person ? { ...record, nama: person.nama, nik: person.nik } : record;
  const photo = person ? person.foto : data?.foto ? `${data.main_path}${data.foto}` : undefined;
  const photoSize = mobile ? 64 : 88;
  return (
    <Card size={cardSize} className="siswa-header">
      {isPending ? (
        <Skeleton active avatar={{ shape: 'square', size: photoSize }} paragraph={{ rows: 1 }} />
      ) : (
        <div className="siswa-header-body">
          <Avatar
            className="siswa-header-photo"
            shape="square"
            size={photoSize}
            src={photo ?? defaultAvatar}
            alt={data ? `Pas foto ${data.nama}` : 'Pas foto'}
          />
          <div className="siswa-header-text">
            {data && <h2 className="siswa-header-name">{data.nama}</h2>}
            <dl className="siswa-header-ids">
              {IDS.map((id) => (
                <div key={id}>
                  <dt>{LABEL[id]}</dt>
                  <dd>{data?.[id] || '-'}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      )}
    </Card>
  );
}
