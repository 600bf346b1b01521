import { Card, Form, type FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import type { RegionOption, Village } from '@madrasah/contract/schemas/region';
import { Cell } from '../FormGrid';
import { cardSize } from '../mobile';
import { PHOTO_RULE } from '../upload/file-to-base64';
import { FileUpload } from '../upload/FileUpload';
import { LABEL } from './labels';

type RegionValues = { region: RegionOption | null; kelurahan: Village | null };

type Props<V extends RegionValues> = {
  form: FormInstance<V>;
  initialValues: V;
  onFinish: (values: V) => void;
  /** The user changed a field (the unsaved-changes guard starts asking). */
  onEdited: () => void;
  children: ReactNode;
};

/**
 * The frame of a personal-data form, a student's or an alumnus's: a card holding the form,
 * which empties the village when another kecamatan is chosen and scrolls the first error into
 * view.
 */
export function DataDiriFormCard<V extends RegionValues>({ form, initialValues, onFinish, onEdited, children }: Props<V>) {
  // V holds the village (RegionValues); antd's field paths cannot see it through the generic.
  const village = 'kelurahan' as NamePath<V>;
  return (
    <Card title="Edit Data Diri" size={cardSize}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        // Another kecamatan has other villages.
        onValuesChange={(changed: Partial<V>) => {
          onEdited();
          if ('region' in changed) form.setFieldValue(village, null);
        }}
        scrollToFirstError={{ block: 'center' }}
      >
        {children}
      </Form>
    </Card>
  );
}

/** The photo of a personal-data form, checked and shrunk in the browser before it is sent. */
export function PhotoField({ current }: { current: string | undefined }) {
  return (
    <Cell wide>
      <Form.Item name="foto" label={LABEL.foto}>
        <FileUpload rule={PHOTO_RULE} current={current} label={LABEL.foto} />
      </Form.Item>
    </Cell>
  );
}
