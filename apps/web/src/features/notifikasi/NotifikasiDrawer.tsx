import { Button, Drawer, Empty, List, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { NotifikasiRow } from '@madrasah/contract/schemas/notifikasi';
import { formatDate } from '../../lib/format';
import { useInbox, useTandaiDibaca, useTandaiSemuaDibaca } from '../../lib/notifikasi';

type Props = { open: boolean; onClose: () => void; belumDibaca: number };

/** The inbox: newest first, unread ones marked; opening one marks it read and goes to its page. */
export default function NotifikasiDrawer({ open, onClose, belumDibaca }: Props) {
  const inbox = useInbox(open);
  const tandai = useTandaiDibaca();
  const tandaiSemua = useTandaiSemuaDibaca();
  const navigate = useNavigate();
  const list = inbox.data?.pages.flatMap((p) => p.list) ?? [];

  const buka = (n: NotifikasiRow) => {
    if (!n.dibaca) tandai.mutate(n.id);
    onClose();
    void navigate(n.tautan);
  };

  return (
    <Drawer
      title="Notifikasi"
      placement="right"
      open={open}
      onClose={onClose}
      size={380}
      extra={
        <Button size="small" onClick={() => tandaiSemua.mutate()} disabled={belumDibaca === 0} loading={tandaiSemua.isPending}>
          Tandai semua dibaca
        </Button>
      }
      styles={{ body: { padding: 0 } }}
    >
      {inbox.isPending ? (
        <div className="notifikasi-loading">
          <Spin />
        </div>
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Belum ada notifikasi" />
      ) : (
        <>
          <List
            className="notifikasi-list"
            dataSource={list}
            renderItem={(n) => (
              <List.Item className={n.dibaca ? 'notifikasi-item' : 'notifikasi-item "notifikasi-baru'}>
                <button type="button" className="notifikasi-buka" onClick={() => buka(n)} aria-label={`${n.judul}${n.dibaca ? '' : ' (belum dibaca)'}`}>
                  <Typography.Text strong={!n.dibaca}>{n.judul}</Typography.Text>
                  <Typography.Text>{n.isi}</Typography.Text>
                  <Typography.Text type="secondary">{formatDate(n.created_at, 'DD-MM-YYYY HH:mm')}</Typography.Text>
                </button>
              </List.Item>
            )}
          />
          {inbox.hasNextPage && (
            <div className="notifikasi-lagi">
              <Button onClick={() => void inbox.fetchNextPage()} loading={inbox.isFetchingNextPage}>
                Muat lagi
              </Button>
            </div>
          )}
        </>
      )}
    </Drawer>
  );
}
