import { PaperClipOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { AlumniTracing } from '@madrasah/contract/schemas/alumni';
import { ReadCard } from '../../components/ReadCard';
import { LABEL } from './labels';
import { ReadSections, type ReadSection } from './ReadSections';

/** The stored ijazah opens in a new tab; its link is signed and short-lived, like every file link. */
const ijazahLink = (d: AlumniTracing) =>
  d.file_ijazah && (
    <Typography.Link href={`${d.main_path}${d.file_ijazah}`} target="_blank" rel="noopener noreferrer">
      <PaperClipOutlined /> Lihat ijazah
    </Typography.Link>
  );

function sections(d: AlumniTracing): ReadSection[] {
  return [
    {
      title: 'STATUS KELULUSAN',
      items: [
        { label: LABEL.tahun_masuk, value: d.tahun_masuk },
        { label: LABEL.tahun_lulus, value: d.tahun_lulus },
        { label: LABEL.file_ijazah, value: ijazahLink(d) },
      ],
    },
    {
      title: 'KONTAK YANG DAPAT DIHUBUNGI',
      items: [
        { label: LABEL.no_telp, value: d.no_telp },
        { label: LABEL.alamat_sekarang, value: d.alamat_sekarang },
      ],
    },
    {
      title: 'TRACING',
      items: [
        { label: LABEL.kategori, value: d.kategori },
        { label: LABEL.pendidikan_terakhir, value: d.pendidikan_terakhir },
        { label: LABEL.pendidikan_instansi, value: d.pendidikan_instansi },
        { label: LABEL.pekerjaan, value: d.pekerjaan },
        { label: LABEL.pekerjaan_instansi, value: d.pekerjaan_instansi },
        { label: LABEL.alamat_instansi, value: d.alamat_instansi },
      ],
    },
  ];
}

type Props = { data: AlumniTracing; onEdit?: () => void };

/** Where the alumnus stands after graduating; 'Edit' only for users who may change it. */
export function TracingView({ data, onEdit }: Props) {
  return (
    <ReadCard title="Tracing" onEdit={onEdit}>
      <ReadSections sections={sections(data)} />
    </ReadCard>
  );
}
