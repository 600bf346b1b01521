import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { AccessMap } from '@madrasah/contract/access';
import type { StafPrivilege } from '@madrasah/contract/schemas/session';
import { AppProviders } from '../src/app/providers';
import { theme } from '../src/app/theme';
import { tokenStorage } from '../src/lib/token-storage';
import { StafSessionProvider, useStafSession } from '../src/staf/session';

/** A staff member of the demo madrasah with `roles` and `access`, as GET staf/privilege answers. */
export function stafPrivilege(roles: string[], access: AccessMap): StafPrivilege {
  return {
    profile: { id: 3, name: 'Operator Madrasah', email: 'operator@madrasah.test', roles, tipe: 'internal', gtk_id: null, wajib_ganti_password: false },
    tahun_ajaran: { id: 2, thn_awal: 2026, thn_akhir: 2027 },
    semester: { id: 4, tipe_semester: 'Ganjil' },
    sekolah: { nama: 'MA Contoh', timezone: 'Asia/Jakarta' },
    menu: [],
    access,
  };
}

function WhenSignedIn({ children }: { children: ReactNode }) {
  return useStafSession().status === 'signed-in' ? children : null;
}

/**
 * Renders `ui` on the staff side for a signed-in staff member: the app's providers and the staff
 * session, whose access check the fake API answers (the test's fakeApi must answer GET
 * staf/privilege), shown once it has.
 */
export function renderStafSignedIn(ui: ReactNode) {
  tokenStorage.set('test-token', false);
  return render(
    <ConfigProvider theme={{ ...theme, zeroRuntime: true }}>
      <AppProviders>
        <StafSessionProvider>
          <WhenSignedIn>{ui}</WhenSignedIn>
        </StafSessionProvider>
      </AppProviders>
    </ConfigProvider>,
  );
}
