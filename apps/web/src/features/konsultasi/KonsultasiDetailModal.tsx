import { Button, Descriptions, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { KonsultasiDetail } from '@madrasah/contract/schemas/konsultasi';
import { InlineLoadError } from '../../components/InlineLoadError';
import { mobile } from '../../components/mobile';
import { formatDate } from '../../lib/format';
import { useKonsultasiItem } from './api';
import { KonsultasiStatusTag } from './KonsultasiStatusTag';

// A phone's narrow modal gives the labels a larger share.
const labelWidth = mobile ? '38%' : '32%';

function items(konsultasi: KonsultasiDetail): { label: string; value: ReactNode }[] {
  const text = (value: string | null) => value && <span className="konsultasi-detail-text">{value}</span>;
  return [
    { label: 'Tanggal Konsultasi', value: formatDate(konsultasi.tgl) },
    { label: 'Topik Konseling', value: konsultasi.topik_nama },
    { label: 'Uraian', value: text(konsultasi.uraian) },
    { label: 'Status', value: <KonsultasiStatusTag status={konsultasi.status} /> },
    { label: 'Guru BK', value: konsultasi.guru_bk },
    { label: 'Tanggal Tanggapan', value: konsultasi.tgl_tanggapan && formatDate(konsultasi.tgl_tanggapan) },
    { label: 'Tanggapan', value: text(konsultasi.tanggapan) },
    { label: 'Tanggal Pembuatan', value: formatDate(konsultasi.created_at, 'DD-MM-YYYY HH:mm') },
  ];
}

/** 'Detail Konseling': the consultation's title/description pairs, the counsellor's response among them. */
export function KonsultasiDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending, isError, refetch } = useKonsultasiItem(id);
  let content: ReactNode;
  if (isPending) content = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (isError) content = <InlineLoadError onRetry={() => void refetch()} />;
  else
    content = (
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: labelWidth } }}
        items={items(data).map(({ label, value }) => ({ key: label, label, children: value || '-' }))}
      />
    );
  return (
    <Modal open title="Detail Konseling" onCancel={onClose} footer={<Button onClick={onClose}>Tutup</Button>} width={640}>
      {content}
    </Modal>
  );
}
