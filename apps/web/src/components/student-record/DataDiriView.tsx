import type { DataDiri } from '@madrasah/contract/schemas/data-diri';
import { formatDate } from '../../lib/format';
import { LABEL } from './labels';
import { splitMulti } from './data-diri-values';
import { LocationMap, positionOf } from './LocationMap';
import { ProfilePhoto } from '../ProfilePhoto';
import { ReadCard } from '../ReadCard';
import { fieldItems, ReadSections, type ReadSection } from '../ReadSections';
import { addressItems } from './address-items';

const list = (value: string | null) => splitMulti(value).join(', ');

const items = fieldItems(LABEL);

function sections(d: DataDiri): ReadSection[] {
  const position = positionOf(d.lat, d.long);
  return [
    {
      title: 'Identitas',
      aside: <ProfilePhoto src={d.foto ? `${d.main_path}${d.foto}` : undefined} nama={d.nama} />,
      items: items(d, ['nama', 'nik', 'nisn', 'nis', 'no_kip', 'jenis_kelamin', 'agama', 'kewarganegaraan', 'cita_cita', 'hobi']),
    },
    {
      title: 'Kelahiran & Keluarga',
      items: [
        ...items(d, ['tempat_lahir']),
        { label: LABEL.tgl_lahir, value: formatDate(d.tgl_lahir) },
        ...items(d, ['no_akta_kelahiran', 'no_kk', 'kepala_keluarga', 'jml_saudara', 'anak_ke', 'no_kks', 'no_pkh', 'biaya_dari']),
      ],
    },
    {
      title: 'Kontak',
      items: items(d, ['no_telp', 'email']),
    },
    {
      title: 'Alamat',
      items: [...addressItems(d), ...items(d, ['lat', 'long'])],
      after: position && <LocationMap position={position} />,
    },
    {
      title: 'Tempat Tinggal & Transportasi',
      items: items(d, ['status_tempat_tinggal', 'transportasi', 'jarak_tempuh', 'waktu_tempuh']),
    },
    {
      title: 'Kesehatan',
      items: [
        ...items(d, ['berat_badan', 'tinggi_badan', 'lingkar_kepala', 'kebutuhan_khusus', 'kebutuhan_disabilitas']),
        { label: LABEL.pendidikan_pra_sekolah, value: list(d.pendidikan_pra_sekolah) },
        { label: LABEL.imunisasi, value: list(d.imunisasi) },
      ],
    },
  ];
}

type Props = { data: DataDiri; onEdit?: () => void };

/** The student's personal data, grouped; 'Edit' only for users who may change it. */
export function DataDiriView({ data, onEdit }: Props) {
  return (
    <ReadCard title="Data Diri" onEdit={onEdit}>
      <ReadSections sections={sections(data)} />
    </ReadCard>
  );
}
