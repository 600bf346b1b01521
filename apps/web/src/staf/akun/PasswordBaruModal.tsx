import { PrinterOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { kartuBodySchema, type AkunBaru } from '@madrasah/contract/schemas/staf-akun';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { zodFormRules } from '../../lib/zod-form';
import { downloadPdf } from './kartu-download';

type Props = {
  title: string;
  /** What the cards' file is named after (the class group). */
  judul: string | null;
  akun: AkunBaru[];
  onClose: () => void;
};

const rules = zodFormRules(kartuBodySchema);

const COLUMNS: TableColumnsType<AkunBaru> = [
  { key: 'nama', title: 'Nama', dataIndex: 'nama' },
  { key: 'peran', title: 'Peran', render: (_, a) => [a.peran, a.keterangan].filter(Boolean).join(' - ') },
  { key: 'email', title: 'Email', dataIndex: 'email' },
  {
    key: 'password',
    title: 'Password',
    dataIndex: 'password',
    render: (password: string) => (
      <Typography.Text code copyable>
        {password}
      </Typography.Text>
    ),
  },
];

/**
 * The one view of new first passwords (new accounts, a reset): the cards are printed from this
 * answer, which the page holds only while the dialog is open; closing it asks first, since the
 * passwords cannot be shown again.
 */
export function PasswordBaruModal({ title, judul, akun, onClose }: Props) {
  const { modal } = App.useApp();
  const canCall = useCanCall();
  const [form] = Form.useForm<{ alamat_portal: string }>();
  const print = useMutation({
    mutationFn: async (alamat_portal: string) => {
      const kartu = akun.map(({ nama, peran, keterangan, nisn, email, password }) => ({ nama, peran, keterangan, nisn, email, password }));
      return (await api.call(STAF_AKUN.kartu, { body: { alamat_portal, judul, kartu } })).data;
    },
    onSuccess: (file) => downloadPdf(file.nama_file, file.pdf),
  });
  const close = () =>
    modal.confirm({
      title: 'Tutup daftar password?',
      content: 'Password ini tidak dapat ditampilkan lagi. Pastikan kartunya sudah dicetak atau passwordnya sudah dicatat.',
      okText: 'Tutup',
      cancelText: 'Batal',
      onOk: onClose,
    });

  return (
    <Modal
      open
      title={title}
      width={880}
      onCancel={close}
      mask={{ closable: false }}
      footer={[
        <Button key="tutup" onClick={close}>
          Tutup
        </Button>,
        canCall(STAF_AKUN.kartu) && (
          <Button key="cetak" type="primary" icon={<PrinterOutlined />} loading={print.isPending} onClick={() => form.submit()}>
            Cetak kartu (PDF)
          </Button>
        ),
      ]}
    >
      <Alert type="warning" showIcon title="Password hanya ditampilkan sekali. Cetak kartunya sekarang, lalu bagikan kepada pemilik akun." />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ alamat_portal: window.location.origin }}
        onFinish={(v) => print.mutate(v.alamat_portal)}
        className="akun-alamat"
      >
        <Form.Item name="alamat_portal" label="Alamat portal pada kartu" rules={rules('alamat_portal')}>
          <Input inputMode="url" />
        </Form.Item>
      </Form>
      <Table<AkunBaru> rowKey="id" size="small" columns={COLUMNS} dataSource={akun} pagination={false} scroll={{ x: true, y: 360 }} />
    </Modal>
  );
}
