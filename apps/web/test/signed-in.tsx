import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { Providers } from '../src/app/providers';
import { theme } from '../src/app/theme';
import { tokenStorage } from '../src/lib/token-storage';
import { studentPrivilege } from './fixtures';

// As in a production build, antd's styles are not built in the page (nor measured by the tests).
const testTheme = { ...theme, zeroRuntime: true };

/**
 * Renders `ui` inside the app's own providers (theme, antd, query cache, router, session) for a
 * signed-in account: its token stored, its privilege already known.
 */
export function renderSignedIn(ui: ReactNode, privilege: Privilege = studentPrivilege()) {
  tokenStorage.set('test-token', false);
  return render(
    <ConfigProvider theme={testTheme}>
      <Providers privilege={privilege}>{ui}</Providers>
    </ConfigProvider>,
  );
}

/** Clicks and typing as a user makes them, without pausing between keys. */
export const user = () => userEvent.setup({ delay: null });

/**
 * Fills the fields named by their labels (inside `container` when labels repeat) as a user
 * pasting each text: one change per field.
 */
export async function fill(values: Record<string, string>, container?: HTMLElement) {
  for (const [label, text] of Object.entries(values)) {
    const field = container ? within(container).getByLabelText(label) : screen.getByLabelText(label);
    await user().clear(field);
    await user().click(field);
    await user().paste(text);
  }
}
