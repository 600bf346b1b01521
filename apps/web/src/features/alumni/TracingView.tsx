import { PaperClipOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { AlumniTracing } from '@madrasah/contract/schemas/alumni';
import { ReadCard } from '../../components/ReadCard';
import { LABEL } from './labels';
import { fieldItems, ReadSections, type ReadSection } from '../../components/ReadSections';

/** The stored ijazah opens in a new tab; its link is signed and short-lived, like every file link. */
const ijazahLink = (d: AlumniTracing) =>
  d.file_ijazah && (
    <Typography.Link href={`${d.main_path}${d.file_ijazah}`} target="_blank" rel="noopener noreferrer">
      <PaperClipOutlined /> Lihat ijazah
    </Typography.Link>
  );

const items = fieldItems(LABEL);

function sections(d: AlumniTracing): ReadSection[] {
  return [
    {
      title: 'STATUS KELULUSAN',
      items: [...items(d, ['tahun_masuk', 'tahun_lulus']), { label: LABEL.file_ijazah, value: ijazahLink(d) }],
    },
    { title: 'KONTAK YANG DAPAT DIHUBUNGI', items: items(d, ['no_telp', 'alamat_sekarang']) },
    {
      title: 'TRACING',
      items: items(d, ['kategori', 'pendidikan_terakhir', 'pendidikan_instansi', 'pekerjaan', 'pekerjaan_instansi', 'alamat_instansi']),
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
