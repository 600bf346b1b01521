import { SaveOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import { useRef, useState } from 'react';
import type { OrangTua } from '@madrasah/contract/schemas/orang-tua';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useSaveOrangTua } from './api';
import { PERSON_TITLE } from './labels';
import { PERSONS, followUps, hasName, orangTuaFormValues, personBody, PERSON_OF, type OrangTuaFormValues } from './orang-tua-values';
import { PersonCard } from './PersonCard';
import { regionFormField } from '../../lib/region-values';

type Props = { siswaId: number; records: OrangTua[]; onClose: () => void };

/**
 * The parent form: father, mother and guardian, saved one after the other. Each person with a
 * record is updated, one without is created once a name is given, an empty one is skipped. The
 * first refusal stops the run and shows its messages under that person's fields; when all
 * are saved the read view shows the list fetched again. Leaving with unsaved changes asks first.
 */
export default function OrangTuaForm({ siswaId, records, onClose }: Props) {
  const [form] = Form.useForm<OrangTuaFormValues>();
  const save = useSaveOrangTua(siswaId);
  const unsaved = useUnsavedChanges();
  const [saving, setSaving] = useState(false);
  // Record ids by person, including those created by an earlier, interrupted run of this form:
  // saving again updates them instead of creating them twice.
  const ids = useRef(new Map(records.map((record) => [PERSON_OF[record.tipe], record.id])));

  const submit = async (values: OrangTuaFormValues) => {
    setSaving(true);
    for (const person of PERSONS) {
      const id = ids.current.get(person);
      if (id === undefined && !hasName(values, person)) continue;
      try {
        ids.current.set(person, await save.mutateAsync({ id, body: personBody(values, person) }));
      } catch (err) {
        showServerFieldErrors(form, err, (field) => `${person}_${regionFormField(field)}`);
        setSaving(false);
        return;
      }
    }
    unsaved.markSaved();
    onClose();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={orangTuaFormValues(records)}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<OrangTuaFormValues>, all: OrangTuaFormValues) => {
        unsaved.markChanged();
        const updates = followUps(changed, all);
        if (Object.keys(updates).length > 0) form.setFieldsValue(updates);
      }}
      scrollToFirstError={{ block: 'center' }}
    >
      <Flex vertical gap={16}>
        {PERSONS.map((person) => (
          <PersonCard key={person} person={person} title={PERSON_TITLE[person]} />
        ))}
        <Flex justify="end" gap={8} className="form-actions">
          <Button onClick={() => unsaved.confirmLeave(onClose)} disabled={saving}>
            Batal
          </Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
            Simpan
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
