import type { FormInstance } from 'antd';
import { ApiError } from './api-client';

type FieldUpdates<T> = Parameters<FormInstance<T>['setFields']>[0];

/**
 * Shows a refused call's field messages under their fields, the first message of each, scrolls
 * to the first of them, and returns the names of those fields. `formField` names the form field that shows a server
 * field, when the form names it differently (a prefix, or one picker standing for several).
 */
export function showServerFieldErrors<T>(form: FormInstance<T>, err: unknown, formField: (field: string) => string = (field) => field): string[] {
  if (!(err instanceof ApiError)) return [];
  const first = new Map<string, string>();
  for (const { field, message } of err.fields) {
    const name = formField(field);
    if (!first.has(name)) first.set(name, message);
  }
  // The server names fields by dotted path; the form may not know every one of them.
  const updates = [...first].map(([field, message]) => ({ name: field.split('.'), errors: [message] }));
  form.setFields(updates as FieldUpdates<T>);
  const names = [...first.keys()];
  if (names[0]) form.scrollToField(names[0].split('.'), { block: 'center' });
  return names;
}

/**
 * The callbacks of a save made from a modal form over a list: saved, the modal closes and the
 * list reloads; refused, the modal stays open with the server's messages under the fields.
 */
export function modalSaveCallbacks<T>(form: FormInstance<T>, close: () => void, reload: () => Promise<void>) {
  return {
    onSuccess: () => {
      close();
      void reload();
    },
    onError: (err: unknown) => {
      showServerFieldErrors(form, err);
    },
  };
}
