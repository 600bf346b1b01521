import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Modal } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  /** How many filters are set, on the button's badge. */
  count: number;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onReset: () => void;
  onApply: () => void;
  /** The filter form. */
  children: ReactNode;
};

/** A list's 'Filter' button with its badge, and the modal it opens with 'Reset' and 'Terapkan'. */
export function FilterModal({ count, open, onOpen, onClose, onReset, onApply, children }: Props) {
  return (
    <>
      <Badge count={count} size="small">
        <Button icon={<FilterOutlined />} onClick={onOpen}>
          Filter
        </Button>
      </Badge>
      <Modal
        title="Filter"
        open={open}
        forceRender
        onCancel={onClose}
        footer={[
          <Button key="reset" onClick={onReset}>
            Reset
          </Button>,
          <Button key="apply" type="primary" onClick={onApply}>
            Terapkan
          </Button>,
        ]}
      >
        {children}
      </Modal>
    </>
  );
}
