import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { RowAction } from './RowActions';

/** The row menu's common entries, each with its label and icon; a deletion is marked as dangerous. */
export const ROW_ACTION = {
  detail: (onClick: () => void): RowAction => ({ key: 'detail', label: 'Detail', icon: <EyeOutlined />, onClick }),
  update: (onClick: () => void): RowAction => ({ key: 'update', label: 'Update', icon: <EditOutlined />, onClick }),
  delete: (onClick: () => void): RowAction => ({ key: 'delete', label: 'Delete', icon: <DeleteOutlined />, danger: true, onClick }),
};

/** The staff pages' edit and delete entries: the staff side labels them in Indonesian. */
export const STAF_ROW_ACTION = {
  ubah: (onClick: () => void): RowAction => ({ key: 'update', label: 'Ubah', icon: <EditOutlined />, onClick }),
  hapus: (onClick: () => void): RowAction => ({ key: 'delete', label: 'Hapus', icon: <DeleteOutlined />, danger: true, onClick }),
};
