// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../lib/document-title';
import { STAF_ROUTES } from '../staf/routes';
import { PAGE_ROUTES } from './routes';

describe('route titles', () => {
  it.each([
    ['portal', PAGE_ROUTES],
    ['staff side', STAF_ROUTES],
  ])('tell the pages of the %s apart', (_, routes) => {
    const titles = routes.map((route) => route.title);
    expect(titles.filter((title) => title.trim() === '')).toEqual([]);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });

  it('put the page before the school, or the product while the school is unknown', () => {
    expect(documentTitle('Data Diri', 'MA Negeri 1 Contoh')).toBe('Data Diri · MA Negeri 1 Contoh');
    expect(documentTitle('Masuk', null)).toBe('Masuk · Portal Madrasah Digital');
    expect(documentTitle('Masuk')).toBe('Masuk · Portal Madrasah Digital');
  });
});
