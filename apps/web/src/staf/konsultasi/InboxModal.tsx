import { CheckOutlined, SendOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Flex, Form, Input, Modal, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { tanggapanBodySchema, type StafKonsultasiDetail, type TanggapanBody } from '@madrasah/contract/schemas/staf-konsultasi';
import { InlineLoadError } from '../../components/InlineLoadError';
import { mobile } from '../../components/mobile';
import { KonsultasiStatusTag } from '../../features/konsultasi/KonsultasiStatusTag';
import { formatDate } from '../../lib/format';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { useBaca, useInboxItem, useSelesai, useTanggapan } from './api';
import { inboxActions, marksRead } from './inbox-actions';

const rules = zodFormRules(tanggapanBodySchema);
const labelWidth = mobile ? '38%' : '30%';

function items(k: StafKonsultasiDetail): { label: string; value: ReactNode }[] {
  const text = (value: string | null) => value && <span className="konsultasi-detail-text">{value}</span>;
  return [
    { label: 'Nama Siswa', value: k.siswa_nama },
    { label: 'NISN', value: k.nisn },
    { label: 'Rombel', value: k.rombel_nama },
    { label: 'Tanggal Konsultasi', value: formatDate(k.tgl) },
    { label: 'Topik Konseling', value: `${k.topik_nama} (${k.bidang})` },
    { label: 'Uraian', value: text(k.uraian) },
    { label: 'Status', value: <KonsultasiStatusTag status={k.status} /> },
    { label: 'Dikirim kepada', value: k.guru_bk },
    { label: 'Dikirim pada', value: k.terkirim_at && formatDate(k.terkirim_at, 'DD-MM-YYYY HH:mm') },
    { label: 'Tanggal Tanggapan', value: k.tgl_tanggapan && formatDate(k.tgl_tanggapan) },
    { label: 'Tanggapan', value: text(k.tanggapan) },
  ];
}

type Props = { id: number; dibaca: boolean; canUpdate: boolean; onChanged: () => void; onClose: () => void };

/**
 * An opened consultation: its details, and for a counsellor the reply form, the close and the
 * WhatsApp forward. Opening an unread one marks it read.
 */
export function InboxModal({ id, dibaca, canUpdate, onChanged, onClose }: Props) {
  const { modal } = App.useApp();
  const item = useInboxItem(id);
  const baca = useBaca();
  const tanggapan = useTanggapan();
  const selesai = useSelesai();
  const [form] = Form.useForm<TanggapanBody>();

  const { mutate: markRead } = baca;
  useEffect(() => {
    if (marksRead({ dibaca }, canUpdate)) markRead(id, { onSuccess: onChanged });
    // Once per opened consultation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  let content: ReactNode;
  if (item.isPending) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (item.isError) content = <InlineLoadError onRetry={() => void item.refetch()} />;
  else {
    const k = item.data;
    const actions = inboxActions(k.status, canUpdate);
    const after = () => {
      void item.refetch();
      onChanged();
    };
    const reply = (body: TanggapanBody) =>
      tanggapan.mutate({ id, body }, { onSuccess: after, onError: (err) => (showServerFieldErrors(form, err).length === 0 ? after() : undefined) });
    const close = () =>
      modal.confirm({
        title: 'Tandai konsultasi ini selesai?',
        content: 'Konsultasi yang sudah selesai tidak dapat ditanggapi lagi.',
        okText: 'Selesai',
        cancelText: 'Batal',
        onOk: () => selesai.mutateAsync(id).then(after, after),
      });
    content = (
      <Flex vertical gap={16}>
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: labelWidth } }}
          items={items(k).map(({ label, value }) => ({ key: label, label, children: value || '-' }))}
        />
        {actions.includes('balas') && (
          <Form form={form} layout="vertical" name="tanggapan" initialValues={{ tanggapan: k.tanggapan ?? '' }} onFinish={reply}>
            <Form.Item name="tanggapan" label="Tanggapan" rules={rules('tanggapan')} extra="Siswa membaca tanggapan ini di Detail Konseling.">
              <Input.TextArea rows={4} maxLength={2000} showCount />
            </Form.Item>
          </Form>
        )}
        <Flex gap={8} wrap>
          {actions.includes('balas') && (
            <Button type="primary" icon={<SendOutlined />} loading={tanggapan.isPending} onClick={() => form.submit()}>
              Kirim Tanggapan
            </Button>
          )}
          {actions.includes('selesai') && (
            <Button icon={<CheckOutlined />} onClick={close}>
              Tandai Selesai
            </Button>
          )}
          <Button icon={<WhatsAppOutlined />} href={k.wa_link} target="_blank" rel="noopener noreferrer">
            Teruskan via WhatsApp
          </Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <Modal open title="Detail Konseling" onCancel={onClose} footer={<Button onClick={onClose}>Tutup</Button>} width={680}>
      {content}
    </Modal>
  );
}
