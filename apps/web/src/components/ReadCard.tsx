import { EditOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { cardSize } from './mobile';

type Props = { title: string; onEdit?: () => void; children: ReactNode };

/** A read view's card; its 'Edit' button shows only when the user may change the data. */
export function ReadCard({ title, onEdit, children }: Props) {
  return (
    <Card
      title={title}
      size={cardSize}
      extra={
        onEdit && (
          <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
            Edit
          </Button>
        )
      }
    >
      {children}
    </Card>
  );
}
