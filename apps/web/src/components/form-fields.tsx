import { Form, Input, type FormRule } from 'antd';
import type { ReactElement } from 'react';
import { Cell } from './FormGrid';

/**
 * A form's field cells from its tables keyed by field name: the label, the contract's rules and,
 * where it is not a plain text box, the input. `field('alamat', true)` spans the row.
 */
export function formFields<N extends string>(labels: Record<N, string>, rules: (name: N) => FormRule[], inputs: Partial<Record<N, ReactElement>>) {
  const field = (name: N, wide?: boolean) => (
    <Cell key={name} wide={wide}>
      <Form.Item name={name as string} label={labels[name]} rules={rules(name)}>
        {inputs[name] ?? <Input />}
      </Form.Item>
    </Cell>
  );
  return { field, fields: (names: N[]) => names.map((name) => field(name)) };
}
