import { Flex } from 'antd';
import type { ReactNode } from 'react';
import type { DataDiri } from '@madrasah/contract/schemas/data-diri';
import { formatDate } from '../../lib/format';
import { LABEL } from './labels';
import { splitMulti } from './data-diri-values';
import { LocationMap, positionOf } from './LocationMap';
import { mobile } from '../mobile';
import { ProfilePhoto } from '../ProfilePhoto';
import { ReadCard } from '../ReadCard';
import { ReadList, type ReadItem } from '../ReadList';
import { addressItems } from './address-items';

const list = (value: string | null) => splitMulti(value).join(', ');

type Section = {
  title: string;
  items: ReadItem[];
  /** Beside the list on a desktop, above it on a phone. */
  aside?: ReactNode;
  /** Below the list. */
  after?: ReactNode;
};

function sections(d: DataDiri): Section[] {
  const position = positionOf(d.lat, d.long);
  return [
    {
      title: 'Identitas',
      aside: <ProfilePhoto src={d.foto ? `${d.main_path}${d.foto}` : undefined} nama={d.nama} />,
      items: [
        { label: LABEL.nama, value: d.nama },
        { label: LABEL.nik, value: d.nik },
        { label: LABEL.nisn, value: d.nisn },
        { label: LABEL.nis, value: d.nis },
        { label: LABEL.no_kip, value: d.no_kip },
        { label: LABEL.jenis_kelamin, value: d.jenis_kelamin },
        { label: LABEL.agama, value: d.agama },
        { label: LABEL.kewarganegaraan, value: d.kewarganegaraan },
        { label: LABEL.cita_cita, value: d.cita_cita },
        { label: LABEL.hobi, value: d.hobi },
      ],
    },
    {
      title: 'Kelahiran & Keluarga',
      items: [
        { label: LABEL.tempat_lahir, value: d.tempat_lahir },
        { label: LABEL.tgl_lahir, value: formatDate(d.tgl_lahir) },
        { label: LABEL.no_akta_kelahiran, value: d.no_akta_kelahiran },
        { label: LABEL.no_kk, value: d.no_kk },
        { label: LABEL.kepala_keluarga, value: d.kepala_keluarga },
        { label: LABEL.jml_saudara, value: d.jml_saudara },
        { label: LABEL.anak_ke, value: d.anak_ke },
        { label: LABEL.no_kks, value: d.no_kks },
        { label: LABEL.no_pkh, value: d.no_pkh },
        { label: LABEL.biaya_dari, value: d.biaya_dari },
      ],
    },
    {
      title: 'Kontak',
      items: [
        { label: LABEL.no_telp, value: d.no_telp },
        { label: LABEL.email, value: d.email },
      ],
    },
    {
      title: 'Alamat',
      items: [...addressItems(d), { label: LABEL.lat, value: d.lat }, { label: LABEL.long, value: d.long }],
      after: position && <LocationMap position={position} />,
    },
    {
      title: 'Tempat Tinggal & Transportasi',
      items: [
        { label: LABEL.status_tempat_tinggal, value: d.status_tempat_tinggal },
        { label: LABEL.transportasi, value: d.transportasi },
        { label: LABEL.jarak_tempuh, value: d.jarak_tempuh },
        { label: LABEL.waktu_tempuh, value: d.waktu_tempuh },
      ],
    },
    {
      title: 'Kesehatan',
      items: [
        { label: LABEL.berat_badan, value: d.berat_badan },
        { label: LABEL.tinggi_badan, value: d.tinggi_badan },
        { label: LABEL.lingkar_kepala, value: d.lingkar_kepala },
        { label: LABEL.kebutuhan_khusus, value: d.kebutuhan_khusus },
        { label: LABEL.kebutuhan_disabilitas, value: d.kebutuhan_disabilitas },
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
      <Flex vertical gap={24}>
        {sections(data).map(({ title, items, aside, after }) => (
          <section key={title}>
            <Flex vertical={mobile} gap={mobile ? 16 : 24} align={mobile ? 'center' : 'flex-start'}>
              {aside}
              <div className="read-section-body">
                <ReadList title={title} items={items} />
              </div>
            </Flex>
            {after}
          </section>
        ))}
      </Flex>
    </ReadCard>
  );
}
