import type { FormInstance } from 'antd';
import { ApiError } from './api-client';

type FieldUpdates<T> = Parameters<FormInstance<T>['setFields']>[0];

/** Shows a refused call's field messages under their fields, the first message of each. */
export function showServerFieldErrors<T>(form: FormInstance<T>, err: unknown): void {
  if (!(err instanceof ApiError)) return;
  const first = new Map<string, string>();
  for (const { field, message } of err.fields) if (!first.has(field)) first.set(field, message);
  // The server names fields by dotted path; the form may not know every one of them.
  const updates = [...first].map(([field, message]) => ({ name: field.split('.'), errors: [message] }));
  form.setFields(updates as FieldUpdates<T>);
}
