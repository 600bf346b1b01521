import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_TITLE = 'Perubahan belum disimpan';
export const UNSAVED_CONTENT = 'Perubahan yang belum disimpan akan hilang jika Anda meninggalkan halaman ini. Tetap tinggalkan?';

/** While `active`, closing or reloading the tab gets the browser's own warning. */
export function useBeforeUnloadWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * Guards a long form's unsaved changes: once `markChanged` is called, leaving for another page
 * (a menu link, the back button) asks first, closing or reloading the tab gets the browser's own
 * warning, and `confirmLeave` asks before an in-page exit such as Batal. A save that succeeds
 * calls `markSaved`. Switching tabs on the same page keeps the form, so only another path asks.
 */
export function useUnsavedChanges() {
  const { modal } = App.useApp();
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  const ask = useCallback(
    (onOk: () => void, onCancel?: () => void) =>
      modal.confirm({ title: UNSAVED_TITLE, content: UNSAVED_CONTENT, okText: 'Tinggalkan', cancelText: 'Tetap di sini', onOk, onCancel }),
    [modal],
  );

  useEffect(() => {
    if (blocker.state === 'blocked') ask(blocker.proceed, blocker.reset);
  }, [blocker, ask]);

  useBeforeUnloadWarning(dirty);

  return {
    markChanged: useCallback(() => setDirty(true), []),
    markSaved: useCallback(() => setDirty(false), []),
    /** Runs `leave` at once without changes, after the user agrees with them. */
    confirmLeave: (leave: () => void) => (dirty ? ask(leave) : leave()),
  };
}
