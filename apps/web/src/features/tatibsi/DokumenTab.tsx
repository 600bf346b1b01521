import { Card, Skeleton } from 'antd';
import { InlineLoadError } from '../../components/InlineLoadError';
import { PdfView } from '../../components/PdfView';
import { useTatibsiDokumen } from './api';

/** The 'Tata Tertib' tab: the school's active rules PDF. */
export function DokumenTab() {
  const { data, isPending, isError, refetch } = useTatibsiDokumen();
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError) return <InlineLoadError onRetry={() => void refetch()} />;
  return (
    <Card size="small" className="tatibsi-dokumen">
      <PdfView
        src={data.file && `${data.main_path}${data.file}`}
        name={data.nama ?? 'Tata Tertib'}
        emptyText="Mohon maaf, belum ada file tata tertib yang aktif."
      />
    </Card>
  );
}
