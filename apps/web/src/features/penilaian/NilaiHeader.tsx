import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';

type Props = { title?: string; fields: { label: string; value: ReactNode }[]; children?: ReactNode };

/** The card above a grades table: labelled values ('-' when unknown), side by side where the screen allows. */
export function NilaiHeader({ title, fields, children }: Props) {
  return (
    <Card title={title} className="nilai-header">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={fields.map(({ label, value }) => ({ key: label, label, children: value || '-' }))} />
      {children}
    </Card>
  );
}
