import { expect, test, type Page } from '@playwright/test';
import { STAF_PAGE } from '../../packages/contract/src/access';
import { rows } from '../fixtures/list';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../fixtures/session';
import { STAF, signInStaf } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/**
 * The grade book's journey: the demo guru adds a summative assessment to the subject they teach
 * the demo student's class group, pastes a column of grades copied from a spreadsheet into it
 * (one save), and the student's grades page shows the grade. The assessment is cleared and
 * deleted afterwards, so the demo is as it was. Each project pastes into its own assessment.
 */

type Grid = { id: number; siswa: { siswa_id: number; nama: string }[]; penilaian: { id: number; nama: string }[] };

/** A paste of text from the clipboard, as the browser fires it on the focused cell. */
async function pasteInto(page: Page, text: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a teacher pastes a column of grades into the grid; the student sees theirs on the grades page', async ({ browser, request, page }, testInfo) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/staf/login', { data: { email: STAF.guru, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const pairs = (await (await request.post('/api/staf/nilai/pembelajaran/table', { headers, data: { search: 'X IPA 1' } })).json()).data.list as {
    id: number;
    mapel_nama: string;
    rombel_nama: string;
  }[];
  const pair = pairs.find((p) => p.rombel_nama === 'X IPA 1')!;
  const nama = `Sumatif Uji ${testInfo.project.name}`;
  const materi = `Materi uji ${testInfo.project.name} ${Date.now()}`;
  const added = await request.post(`/api/staf/nilai/${pair.id}/penilaian`, { headers, data: { nama, materi } });
  expect(added.status()).toBe(200);
  const penilaianId = (await added.json()).data.id as number;
  const grid = (await (await request.get(`/api/staf/nilai/${pair.id}`, { headers })).json()).data as Grid;
  // The column as a spreadsheet copies it: one grade a line, a decimal comma, a trailing line break.
  const grades = grid.siswa.map((_, i) => `${60 + (i % 40)},5`);

  try {
    await signInStaf(page, STAF.guru, { at: STAF_PAGE.nilai });
    await rows(page).filter({ hasText: 'X IPA 1' }).getByRole('link', { name: pair.mapel_nama }).click();
    await expect(page).toHaveURL(new RegExp(`/staf/nilai\\?p=${pair.id}$`));
    const first = page.getByRole('gridcell', { name: `${nama}, 1. ${grid.siswa[0]!.nama}`, exact: true });
    await first.click();
    await expect(first).toBeFocused();
    const saves: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && r.url().endsWith(`/api/staf/nilai/${pair.id}`) && saves.push(r.postData() ?? ''));
    await pasteInto(page, `${grades.join('\r\n')}\r\n`);
    await expect(page.getByText('Semua nilai tersimpan')).toBeVisible({ timeout: 15_000 });
    // The whole column went in one request.
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0]!).nilai_sumatif).toHaveLength(grid.siswa.length);
    const last = grid.siswa.at(-1)!;
    await expect(page.getByRole('gridcell', { name: `${nama}, ${grid.siswa.length}. ${last.nama}`, exact: true })).toHaveText(grades.at(-1)!);

    // The student, on a phone.
    const student = await openDevice(browser, 'phone');
    await signIn(student, ACCOUNTS.siswa);
    const who = (await student.locator('h1.welcome-title').innerText()).replace('Selamat datang, ', '').trim();
    // The student's row (two students may share a name: either of their grades).
    const mine = grid.siswa.flatMap((s, i) => (s.nama === who ? [`${60 + (i % 40)},50`] : []));
    expect(mine.length).toBeGreaterThan(0);
    await student.goto('/penilaian/nilai-mapel');
    await student.getByPlaceholder('Cari mata pelajaran').fill(pair.mapel_nama);
    await student.getByPlaceholder('Cari mata pelajaran').press('Enter');
    await rows(student)
      .filter({ hasText: pair.mapel_nama })
      .getByRole('link', { name: `Detail ${pair.mapel_nama}` })
      .click();
    const line = rows(student).filter({ hasText: materi });
    await expect(line).toContainText(nama);
    await expect(line).toContainText(new RegExp(mine.join('|')));
    await student.context().close();
  } finally {
    // Back as it was: the grades cleared, the assessment deleted.
    const clear = grid.siswa.map((s) => ({ penilaian_sumatif_id: penilaianId, siswa_id: s.siswa_id, nilai: null }));
    await request.put(`/api/staf/nilai/${pair.id}`, { headers, data: { nilai_sumatif: clear } });
    expect((await request.delete(`/api/staf/nilai/penilaian/${penilaianId}`, { headers })).status()).toBe(200);
  }
});
