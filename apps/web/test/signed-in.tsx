import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { AccessMap } from '@madrasah/contract/access';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { Providers } from '../src/app/providers';
import { theme } from '../src/app/theme';
import { tokenStorage } from '../src/lib/token-storage';

/** A student of the demo madrasah, as GET privilege/access answers for one. */
export function studentPrivilege(access: AccessMap = {}): Privilege {
  return {
    profile: { id: 7, name: 'Ahmad Fauzi', email: 'ahmad@example.sch.id', roles: 'siswa', tipe: 'eksternal' },
    profile_ex: {
      siswa_id: 11,
      nama: 'Ahmad Fauzi',
      rombel_id: 3,
      rombel_nama: 'X IPA 1',
      alumni_id: null,
      siswa_akun_ditangguhkan: 0,
      siswa_alasan_akun_ditangguhkan: null,
    },
    tahun_ajaran: { id: 2, thn_awal: 2025, thn_akhir: 2026 },
    semester: { id: 4, tipe_semester: 'Ganjil' },
    presensi: {
      is_allow: true,
      setting: { jam_masuk: '07:00', jam_pulang: '14:00', lat: -6.2, long: 106.816666, radius_active: '1', radius: 100 },
    },
    sekolah: { nama: 'MA Contoh', timezone: 'Asia/Jakarta' },
    access,
  };
}

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

/** Fills the fields named by their labels as a user pasting each text: one change per field. */
export async function fill(values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user().clear(field);
    await user().click(field);
    await user().paste(text);
  }
}
