import { SaveOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

type Props = { onCancel: () => void; saving: boolean };

/** Batal and Simpan under an edit form; Simpan spins while the save and the reload run. */
export function FormActions({ onCancel, saving }: Props) {
  return (
    <Flex justify="end" gap={8} className="form-actions">
      <Button onClick={onCancel} disabled={saving}>
        Batal
      </Button>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
        Simpan
      </Button>
    </Flex>
  );
}
