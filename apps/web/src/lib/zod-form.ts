import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * antd Form rules from a contract schema, so a form shows the spec's messages under each field
 * without restating them. Each field is checked by parsing the whole form, so cross-field rules
 * (the password confirmation) work; the field shows its first issue. Fields the schema rejects
 * when absent get antd's required marker.
 *
 * Usage: `const rules = zodFormRules(loginBodySchema);` then `<Form.Item rules={rules('email')}>`.
 */
export function zodFormRules<S extends z.ZodType>(schema: S) {
  const required = requiredFields(schema);
  return (field: Extract<keyof z.input<S>, string>): FormRule[] => [
    ({ getFieldsValue }) => ({
      required: required.has(field),
      async validator() {
        const result = await schema.safeParseAsync(getFieldsValue(true));
        const issue = result.error?.issues.find((i) => i.path.join('.') === field);
        if (issue) throw new Error(issue.message);
      },
    }),
  ];
}

function requiredFields(schema: z.ZodType): Set<string> {
  const issues = schema.safeParse({}).error?.issues ?? [];
  return new Set(issues.filter((i) => i.path.length === 1).map((i) => String(i.path[0])));
}
