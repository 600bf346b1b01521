import { useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Table, Tag, Typography } from 'antd';
import { STAF_AUDIT } from '@madrasah/contract/endpoints/staf-audit';
import type { AuditPerubahan } from '@madrasah/contract/schemas/staf-audit';
import { InlineLoadError } from '../../components/InlineLoadError';
import { mobile } from '../../components/mobile';
import { ReadList } from '../../components/ReadList';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { AUDIT_TIME, actionLabel, dataOf, pelaku, valueText } from './audit-values';
import './audit.css';

/** One entry of the log: who, when and what, and the record compared field by field. */
export function AuditDetailDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const entry = useQuery({
    queryKey: ['staf', 'audit', 'detail', id],
    queryFn: async ({ signal }) => (await api.call(STAF_AUDIT.detail, { params: { id: id! } }, { signal })).data,
    enabled: id !== undefined,
  });
  const data = entry.data;

  return (
    <Drawer
      title="Detail Log Audit"
      open={id !== undefined}
      onClose={onClose}
      size={mobile ? '100%' : 720}
      placement={mobile ? 'bottom' : 'right'}
      loading={entry.isLoading}
    >
      {entry.isError && <InlineLoadError onRetry={() => void entry.refetch()} />}
      {data && (
        <Flex vertical gap={16}>
          <ReadList
            title={null}
            columns={1}
            items={[
              { label: 'Waktu', value: formatDate(data.created_at, AUDIT_TIME) },
              { label: 'Akun', value: data.user_email ? `${pelaku(data)} (${data.user_email})` : pelaku(data) },
              { label: 'Aksi', value: actionLabel(data.action) },
              { label: 'Data', value: dataOf(data) },
              { label: 'Alamat IP', value: data.ip },
            ]}
          />
          {data.perubahan.length > 0 && (
            <Table<AuditPerubahan>
              rowKey="kolom"
              size="small"
              pagination={false}
              scroll={{ x: true }}
              rowClassName={(row) => (row.berubah ? 'audit-berubah' : '')}
              dataSource={data.perubahan}
              columns={[
                { key: 'kolom', title: 'Kolom', render: (_v, row) => (row.berubah ? <Typography.Text strong>{row.kolom}</Typography.Text> : row.kolom) },
                { key: 'sebelum', title: 'Sebelum', render: (_v, row) => <span className="audit-nilai">{valueText(row.sebelum)}</span> },
                { key: 'sesudah', title: 'Sesudah', render: (_v, row) => <span className="audit-nilai">{valueText(row.sesudah)}</span> },
                { key: 'berubah', title: '', width: 80, render: (_v, row) => row.berubah && <Tag color="gold">Berubah</Tag> },
              ]}
            />
          )}
          {data.keterangan && (
            <ReadList title="Keterangan" columns={1} items={Object.entries(data.keterangan).map(([label, value]) => ({ label, value: valueText(value) }))} />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
