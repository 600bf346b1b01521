import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { STAFF_ROLE, type AccessMap } from '@madrasah/contract/access';
import { SESSION } from '@madrasah/contract/endpoints/session';
import type { StafPrivilege } from '@madrasah/contract/schemas/session';
import { AppProviders } from '../src/app/providers';
import { theme } from '../src/app/theme';
import { tokenStorage } from '../src/lib/token-storage';
import { StafSessionProvider, useStafSession } from '../src/staf/session';
import { at, ok } from './fake-api';

/** A staff member of the demo madrasah, as GET staf/privilege answers for one. */
export function stafPrivilege(access: AccessMap = {}, roles: string[] = [STAFF_ROLE.operator]): StafPrivilege {
  return {
    profile: { id: 21, name: 'Operator Madrasah', email: 'operator@madrasah.test', roles, tipe: 'internal', gtk_id: null, wajib_ganti_password: false },
    tahun_ajaran: { id: 2, thn_awal: 2026, thn_akhir: 2027 },
    semester: { id: 4, tipe_semester: 'Ganjil' },
    sekolah: { nama: 'MAN 1 Contoh', timezone: 'Asia/Jakarta' },
    menu: [],
    access,
  };
}

/** The fake API's answer to the staff session's access check: add it to a test's routes. */
export const stafPrivilegeRoute = (privilege: StafPrivilege) => ({ [at(SESSION.stafPrivilege)]: () => ok(privilege) });

/** What the staff side's sign-in guard does for a page: it shows once the session is signed in. */
function SignedIn({ children }: { children: ReactNode }) {
  return useStafSession().status === 'signed-in' ? children : null;
}

/**
 * Renders a staff page inside the staff side's providers for a signed-in staff member: its token
 * stored, its privilege answered by the test's fake API (stafPrivilegeRoute).
 */
export function renderStafSignedIn(ui: ReactNode) {
  tokenStorage.set('test-token', false);
  return render(
    <ConfigProvider theme={{ ...theme, zeroRuntime: true }}>
      <AppProviders>
        <StafSessionProvider>
          <SignedIn>{ui}</SignedIn>
        </StafSessionProvider>
      </AppProviders>
    </ConfigProvider>,
  );
}
