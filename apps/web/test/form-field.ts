import { screen } from '@testing-library/react';

/**
 * The messages a form shows under the field labelled `label`, as a screen reader announces them
 * with the field (its aria-describedby); '' when the field shows none.
 */
export function messageUnder(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => (id && document.getElementById(id)?.textContent) || '')
    .join('');
}
