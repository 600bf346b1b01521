import type { FormRule } from 'antd';
import type { z } from 'zod';
// zod's Indonesian default messages, set before any form checks its fields with these rules.
import '@madrasah/contract/zod-locale';

type FormValues = Record<string, unknown>;

export type ZodFormOptions = {
  /**
   * The form names the schema's fields with this prefix (the parent form's `ayah_nama` is the
   * schema's `nama`); only the form's fields with the prefix are parsed, without it.
   */
  prefix?: string;
  /**
   * The schema applies only while this holds for the form's values (a parent block left empty
   * is not checked); otherwise the fields are neither marked required nor checked.
   */
  when?: (values: FormValues) => boolean;
};

/**
 * antd Form rules from a contract schema, so a form shows the spec's messages under each field
 * without restating them. Each field is checked by parsing the whole form, so cross-field rules
 * (the password confirmation) work; the field shows its first issue. Fields the schema rejects
 * when absent get antd's required marker.
 *
 * Usage: `const rules = zodFormRules(loginBodySchema);` then `<Form.Item rules={rules('email')}>`.
 * A prefixed, conditional block: `zodFormRules(ayahIbuSchema, { prefix: 'ayah_', when })`, then
 * `<Form.Item name="ayah_nama" rules={rules('nama')}>`.
 */
export function zodFormRules<S extends z.ZodType>(schema: S, { prefix = '', when }: ZodFormOptions = {}) {
  const required = requiredFields(schema);
  return (field: Extract<keyof z.input<S>, string>): FormRule[] => [
    ({ getFieldsValue }) => {
      const applies = () => when?.(getFieldsValue(true) as FormValues) ?? true;
      return {
        required: required.has(field) && applies(),
        async validator() {
          if (!applies()) return;
          const result = await schema.safeParseAsync(unprefixed(getFieldsValue(true) as FormValues, prefix));
          const issue = result.error?.issues.find((i) => i.path.join('.') === field);
          if (issue) throw new Error(issue.message);
        },
      };
    },
  ];
}

/** The form's fields that carry `prefix`, named without it. */
export function unprefixed(values: FormValues, prefix: string): FormValues {
  if (!prefix) return values;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

function requiredFields(schema: z.ZodType): Set<string> {
  const issues = schema.safeParse({}).error?.issues ?? [];
  return new Set(issues.filter((i) => i.path.length === 1).map((i) => String(i.path[0])));
}
