import { useMutation } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { showServerFieldErrors } from '../lib/form-errors';
import { zodFormRules } from '../lib/zod-form';
import { FormModal } from './FormModal';

type Body = { alasan: string };

type Props = {
  title: string;
  okText: string;
  /** What the action does, said above the reason. */
  children: ReactNode;
  /** The write's own body schema: the reason's rules (required, length) come from it. */
  schema: z.ZodType<Body, { alasan: unknown }>;
  label?: string;
  submit: (body: Body) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
  /**
   * A refusal that names no field (the record was decided or cancelled meanwhile, 409) closes
   * the modal too, so the list read again shows what is now true.
   */
  closeOnRefusal?: boolean;
};

/**
 * An action that needs a written reason kept beside the record (cancel, refuse, suspend): what
 * it does, the reason, and the confirming button; the server's field messages under the field.
 */
export function AlasanModal({ title, okText, children, schema, label = 'Alasan', submit, onDone, onCancel, closeOnRefusal = false }: Props) {
  const [form] = Form.useForm<Body>();
  const rules = zodFormRules(schema);
  const save = useMutation({
    mutationFn: submit,
    onSuccess: onDone,
    onError: (err) => {
      if (showServerFieldErrors(form, err).length === 0 && closeOnRefusal) onDone();
    },
  });
  return (
    <FormModal title={title} form={form} saving={save.isPending} onCancel={onCancel} okText={okText} danger>
      <Typography.Paragraph>{children}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item name="alasan" label={label} rules={rules('alasan')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
