import { useEffect } from 'react';

/** The product's name: the title before the school's name is known, and the installed app's name. */
export const APP_NAME = 'Portal Madrasah Digital';

/** 'Profil · MA Negeri 1 Contoh': the page first, so that tabs and history tell pages apart. */
export function documentTitle(page: string, school?: string | null): string {
  return `${page} · ${school || APP_NAME}`;
}

/** Names the browser tab after the page shown and the school. */
export function useDocumentTitle(page: string, school?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page, school);
  }, [page, school]);
}
