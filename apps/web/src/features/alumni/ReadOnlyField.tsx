import { Form, Input } from 'antd';
import { useId } from 'react';

/** A value the form shows but never sends (no_kta and email: the school's, not the alumni's). */
export function ReadOnlyField({ label, value }: { label: string; value: string | null }) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input id={id} value={value ?? ''} placeholder="-" disabled />
    </Form.Item>
  );
}
