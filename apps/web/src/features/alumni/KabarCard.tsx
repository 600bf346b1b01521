import { CalendarOutlined, NotificationOutlined } from '@ant-design/icons';
import { Skeleton, Typography } from 'antd';
import { isOpenableLink, MEDIA_TIPE_LABEL } from '@madrasah/contract/schemas/bk';
import type { DashboardKabar } from '@madrasah/contract/schemas/dashboard';
import { CardTitle } from '../../components/CardTitle';
import { InlineLoadError } from '../../components/InlineLoadError';
import { PlainCard } from '../../components/PlainCard';
import { formatPeriode } from '../../lib/format';
import { useKabarMadrasah } from './api';
import './kabar.css';

function AgendaList({ agenda }: { agenda: DashboardKabar['agenda'] }) {
  if (agenda.length === 0) return <Typography.Paragraph type="secondary">Belum ada agenda mendatang.</Typography.Paragraph>;
  return (
    <ul className="kabar-list" aria-label="Agenda madrasah">
      {agenda.map((item) => (
        <li key={item.id}>
          <Typography.Text strong>{item.judul}</Typography.Text>
          <Typography.Text type="secondary">
            {formatPeriode(item)} · {item.jenis_agenda}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

function InformasiList({ informasi }: { informasi: DashboardKabar['informasi'] }) {
  if (informasi.length === 0) return <Typography.Paragraph type="secondary">Belum ada informasi.</Typography.Paragraph>;
  return (
    <ul className="kabar-list" aria-label="Informasi terbaru">
      {informasi.map((item) => (
        <li key={item.id}>
          {isOpenableLink(item.link) ? (
            <a href={item.link} target="_blank" rel="noopener noreferrer">
              {item.nama}
            </a>
          ) : (
            <Typography.Text strong>{item.nama}</Typography.Text>
          )}
          <Typography.Text type="secondary">{MEDIA_TIPE_LABEL[item.tipe]}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** The school's news an alumnus came back for (defect 15): its coming calendar and newest information. */
export function KabarCard() {
  const kabar = useKabarMadrasah();
  return (
    <PlainCard title={<CardTitle icon={<NotificationOutlined />}>Kabar Madrasah</CardTitle>} className="kabar-card">
      {kabar.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : kabar.isError ? (
        <InlineLoadError onRetry={() => void kabar.refetch()} />
      ) : (
        <div className="kabar-columns">
          <section>
            <Typography.Title level={5}>
              <CalendarOutlined /> Agenda
            </Typography.Title>
            <AgendaList agenda={kabar.data.agenda} />
          </section>
          <section>
            <Typography.Title level={5}>
              <NotificationOutlined /> Informasi Terbaru
            </Typography.Title>
            <InformasiList informasi={kabar.data.informasi} />
          </section>
        </div>
      )}
    </PlainCard>
  );
}
