import { App } from 'antd';
import { MSG } from '@madrasah/contract/messages';

/** What a confirmation asks: its question, what it concerns, and its button. */
export type ChangeQuestion = { title: string; content: string; okText: string; danger?: boolean };

/**
 * Asks before a row's change (a delete, a submit, a send), then makes it. The confirmation
 * closes either way and the list is read again, showing what is now true, also after a refusal
 * the API client has reported (the row may have moved on meanwhile).
 */
export function useConfirmedChange(reload: () => Promise<void>) {
  const { modal } = App.useApp();
  return ({ title, content, okText, danger = false }: ChangeQuestion, change: () => Promise<unknown>) =>
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger },
      cancelText: 'Batal',
      onOk: () =>
        change()
          .catch(() => undefined)
          .then(reload),
    });
}

/** Asks the catalogue's delete question under the given title ('Hapus …?'), then deletes. */
export function useConfirmedDelete(reload: () => Promise<void>) {
  const confirmThen = useConfirmedChange(reload);
  return (title: string, remove: () => Promise<unknown>) => confirmThen({ title, content: MSG.deleteConfirm, okText: 'Hapus', danger: true }, remove);
}
