import { Form, Modal, Typography } from 'antd';
import { LIMITS } from '@madrasah/contract/limits';
import { tagihanEksporSchema } from '@madrasah/contract/schemas/keuangan';
import { zodFormRules } from '../../lib/zod-form';
import { TahunAjaranSelect } from '../../components/filter/TahunAjaranSelect';
import { useExportTagihan } from './api';

const rules = zodFormRules(tagihanEksporSchema);

type Props = { siswaId: number; tahunAjaran: number; onClose: () => void };

/**
 * 'Export data tagihan siswa': a school year (the one shown), then the file downloads from the
 * link the server answers, after the spec's second (spec 02 section 4). No export log is kept.
 */
export function TagihanExportModal({ siswaId, tahunAjaran, onClose }: Props) {
  const [form] = Form.useForm<{ tahun_ajaran: number }>();
  const exporting = useExportTagihan();
  const start = async () => {
    const { tahun_ajaran } = await form.validateFields();
    exporting.mutate(
      { siswa_id: siswaId, tahun_ajaran },
      {
        onSuccess: ({ link }) => {
          onClose();
          window.setTimeout(() => window.location.assign(link), LIMITS.redirectDelayMs);
        },
      },
    );
  };
  return (
    <Modal
      open
      title="Export data tagihan siswa"
      okText="Export"
      cancelText="Batal"
      confirmLoading={exporting.isPending}
      onOk={() => void start().catch(() => undefined)}
      onCancel={onClose}
      maskClosable={false}
    >
      <Form form={form} name="tagihan-ekspor" layout="vertical" initialValues={{ tahun_ajaran: tahunAjaran }}>
        <Form.Item name="tahun_ajaran" label="Tahun Ajaran" rules={rules('tahun_ajaran')}>
          <TahunAjaranSelect placeholder="Pilih tahun ajaran" />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" className="tagihan-export-note">
        File export langsung diunduh tanpa dicatat di Log Export.
      </Typography.Paragraph>
    </Modal>
  );
}
