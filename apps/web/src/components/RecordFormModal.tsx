import { Alert, Col, Form, Input, Row, type FormInstance, type FormRule } from 'antd';
import { useState, type ReactElement } from 'react';
import type { z } from 'zod';
import { MSG } from '@madrasah/contract/messages';
import { FormModal } from './FormModal';
import { DOCUMENT_RULE } from './upload/file-to-base64';
import { FileUpload } from './upload/FileUpload';
import { zodFormRules } from '../lib/zod-form';

/** One input of a record form. */
export type RecordField<S extends z.ZodObject> = {
  name: Extract<keyof z.input<S>, string>;
  label: string;
  /** The input; a text box without it. */
  input?: ReactElement;
  /** Spans both columns of the form (a note). */
  wide?: boolean;
};

type Values = Record<string, unknown>;

/** The document counts as given when one is chosen or one is stored (an update keeps it). */
const fileRule = (stored: boolean): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (!value && !stored) throw new Error(MSG.fileRequired);
  },
});

type Props<S extends z.ZodObject> = {
  title: string;
  schema: S;
  fields: RecordField<S>[];
  initialValues?: Values;
  /** The upload's label, for records with a document, and the link to the stored one. */
  file?: { label: string; current?: string };
  saving: boolean;
  onSubmit: (body: z.output<S>, form: FormInstance<Values>) => void;
  onCancel: () => void;
};

/**
 * A record's create or update form in a modal, mounted for one editing session. The contract's
 * rules show under each field and, after a refused submit, in a summary above them.
 */
export function RecordFormModal<S extends z.ZodObject>({ title, schema, fields, initialValues, file, saving, onSubmit, onCancel }: Props<S>) {
  const [form] = Form.useForm<Values>();
  const [rules] = useState(() => zodFormRules(schema));
  const [summary, setSummary] = useState<string[]>([]);
  const labelOf = (name: string) => (name === 'file' ? file?.label : fields.find((f) => f.name === name)?.label) ?? name;
  const summarise = () => setSummary(form.getFieldsError().flatMap(({ name, errors }) => errors.slice(0, 1).map((e) => `${labelOf(String(name[0]))}: ${e}`)));

  return (
    <FormModal title={title} form={form} saving={saving} onCancel={onCancel} width={720}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => {
          setSummary([]);
          onSubmit(schema.parse(values), form);
        }}
        onFinishFailed={summarise}
        onFieldsChange={() => summary.length > 0 && summarise()}
      >
        {summary.length > 0 && (
          <Alert
            type="error"
            showIcon
            className="record-form-summary"
            title={
              <ul aria-label="Isian yang perlu diperbaiki">
                {summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        )}
        <Row gutter={16}>
          {fields.map(({ name, label, input, wide }) => (
            <Col key={name} xs={24} sm={wide ? 24 : 12}>
              <Form.Item<Values> name={name as string} label={label} rules={rules(name)}>
                {input ?? <Input />}
              </Form.Item>
            </Col>
          ))}
          {file && (
            <Col span={24}>
              <Form.Item name="file" label={file.label} rules={[fileRule(file.current !== undefined)]}>
                <FileUpload rule={DOCUMENT_RULE} current={file.current} label={file.label} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </FormModal>
  );
}
