import { Card, Checkbox, Form, Input, Typography } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { ayahIbuSchema, waliSchema } from '@madrasah/contract/schemas/orang-tua';
import { zodFormRules } from '../../lib/zod-form';
import { Cell, FormSection } from '../FormGrid';
import { IsoDatePicker } from '../IsoDatePicker';
import { LABEL } from './labels';
import { cardSize } from '../mobile';
import { OptionSelect } from '../OptionSelect';
import { ABROAD_FIELDS, COPIED_FIELDS, addressSource, isAbroad, rulesApply, type OrangTuaFormValues, type Person } from './orang-tua-values';
import { RegionFormItems } from '../RegionFormItems';
import { SameAddressChoice } from './SameAddressChoice';

const RULES = {
  ayah: zodFormRules(ayahIbuSchema, { prefix: 'ayah_', when: (values) => rulesApply(values, 'ayah') }),
  ibu: zodFormRules(ayahIbuSchema, { prefix: 'ibu_', when: (values) => rulesApply(values, 'ibu') }),
  wali: zodFormRules(waliSchema, { prefix: 'wali_' }),
};

type FieldName = Parameters<(typeof RULES)['wali']>[0] & keyof typeof LABEL;

const numeric = <Input inputMode="numeric" />;
const INPUT: Partial<Record<FieldName, ReactElement<{ disabled?: boolean }>>> = {
  status_hidup: <OptionSelect list="status_hidup" />,
  nik: numeric,
  kode_pos: numeric,
  kewarganegaraan: <OptionSelect list="kewarganegaraan" />,
  tgl_lahir: <IsoDatePicker />,
  pendidikan: <OptionSelect list="pendidikan" />,
  pekerjaan: <OptionSelect list="pekerjaan" />,
  penghasilan: <OptionSelect list="penghasilan" />,
  no_telp: <Input inputMode="tel" />,
  email: <Input inputMode="email" />,
  domisili: <OptionSelect list="domisili" />,
  status_tempat_tinggal: <OptionSelect list="status_tempat_tinggal" />,
  alamat: <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />,
};

const IDENTITY: FieldName[] = [
  'status_hidup',
  'nama',
  'nik',
  'kewarganegaraan',
  'tempat_lahir',
  'tgl_lahir',
  'pendidikan',
  'pekerjaan',
  'penghasilan',
  'no_telp',
];

const copied = new Set<string>(COPIED_FIELDS);
const abroadLocked = new Set<string>(ABROAD_FIELDS);

type Props = { person: Person; title: string };

/**
 * One person's block of the parent form. Its rules apply as the spec says (the father's and
 * the mother's only once filled); an address copied from another person, and the region of an
 * address abroad, are shown but locked.
 */
export function PersonCard({ person, title }: Props) {
  const prefix = `${person}_`;
  const rules = RULES[person];
  // Each selector re-renders the card only when its answer changes, not on every keystroke;
  // a change of `active` also redraws the required markers, which the rules compute on render.
  const active = Form.useWatch((values: OrangTuaFormValues) => rulesApply(values, person));
  const following = Form.useWatch((values: OrangTuaFormValues) => addressSource(values, person) !== undefined);
  const abroad = Form.useWatch((values: OrangTuaFormValues) => isAbroad(values, person));
  const locked = (field: string) => (following && copied.has(field)) || (abroad && abroadLocked.has(field));

  const field = (name: FieldName, wide?: boolean) => {
    const input = INPUT[name] ?? <Input />;
    return (
      <Cell key={name} wide={wide}>
        <Form.Item name={`${prefix}${name}`} label={LABEL[name]} rules={rules(name)}>
          {cloneElement(input, { disabled: locked(name) })}
        </Form.Item>
      </Cell>
    );
  };

  return (
    <Card title={title} size={cardSize} extra={!active && <Typography.Text type="secondary">Kosongkan bila tidak ada</Typography.Text>}>
      <FormSection title="Identitas">
        {IDENTITY.map((name) => field(name))}
        {person === 'wali' && field('email')}
      </FormSection>
      <FormSection title="Alamat">
        {person === 'ibu' && (
          <Cell wide>
            <Form.Item name="ibu_sama_ayah" valuePropName="checked">
              <Checkbox>Alamat sama dengan ayah</Checkbox>
            </Form.Item>
          </Cell>
        )}
        {person === 'wali' && (
          <Cell wide>
            <Form.Item name="wali_sama">
              <SameAddressChoice />
            </Form.Item>
          </Cell>
        )}
        {field('domisili')}
        {field('status_tempat_tinggal')}
        {field('alamat', true)}
        <RegionFormItems prefix={prefix} disabled={locked('region')} />
        {field('kode_pos')}
      </FormSection>
    </Card>
  );
}
