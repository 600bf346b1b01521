import type { UseMutationResult } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { modalSaveCallbacks } from '../../lib/form-errors';

/**
 * A list's create/edit modal: the row being edited (null: a new one; undefined: closed) and the
 * save, which sends the row's id (none for a new one) and the form's body; saved, the modal
 * closes and the list reloads; refused, the server's field messages show under the fields.
 */
export function useEditModal<Row extends { id: number }, Body>(
  save: UseMutationResult<unknown, unknown, { id: number | undefined; body: Body }>,
  reload: () => Promise<void>,
) {
  const [editing, setEditing] = useState<Row | null>();
  const close = () => setEditing(undefined);
  return {
    editing,
    open: setEditing,
    close,
    submit: <T>(body: Body, form: FormInstance<T>) => save.mutate({ id: editing?.id, body }, modalSaveCallbacks(form, close, reload)),
  };
}
