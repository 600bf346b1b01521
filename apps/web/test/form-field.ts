import { screen, within } from '@testing-library/react';

/**
 * The messages a form shows under the field labelled `label` (inside `container` when labels
 * repeat), as a screen reader announces them with the field: its aria-describedby. '' when the
 * field shows none.
 */
export function messageUnder(label: string, container?: HTMLElement): string {
  const field = container ? within(container).getByLabelText(label) : screen.getByLabelText(label);
  const ids = field.getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => (id && document.getElementById(id)?.textContent) || '')
    .join('');
}
