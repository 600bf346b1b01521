import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { clock, presensiCard, takeSelfie } from '../fixtures/presensi';
import { submitLogin } from '../fixtures/session';
import { firstOperator, submitStafLogin } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/**
 * A school goes live from an empty installation (the `sekolah-baru` project's own server, no
 * demo data): its first operator sets it up in the browser, imports a class, prints the class's
 * account cards, and a student of that class signs in on a phone and clocks in inside the
 * school's new circle. Runs once per server: the school it builds is the journey's proof.
 */

// A school in Bandung, far from the demo's Yogyakarta, with a 200 m circle.
const SCHOOL = { nama: 'MA Nurul Huda Bandung', npsn: '20219876', latitude: -6.914744, longitude: 107.60981 };
// About 40 m north-east of the school's point: inside the circle.
const AT_SCHOOL = { latitude: -6.91445, longitude: 107.61005, accuracy: 10 };
const ROMBEL = 'X Unggulan';
const GURU = 'Ahmad Fauzi';
const STUDENTS = [
  { nama: 'Aisyah Putri Rahmawati', nisn: '0091234561', jk: 'P', ayah: 'Dedi Rahmat' },
  { nama: 'Bagus Firmansyah', nisn: '0091234562', jk: 'L', ayah: 'Asep Firmansyah' },
  { nama: 'Citra Lestari', nisn: '0091234563', jk: 'P', ayah: 'Ujang Lestari' },
];
const NEW_PASSWORD = 'sekolahBaru1';

// A retry would meet the school the failed attempt half built, and fail for that instead. The
// whole go-live path is one journey, about a minute on a quiet machine: it gets three.
test.describe.configure({ retries: 0, timeout: 180_000 });

/** Saves the open form modal and waits for it to close. */
async function saveModal(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
}

/** The first sign-in with the printed one-time password asks for a new one before anything else. */
async function firstSignIn(page: Page, email: string, password: string) {
  await submitStafLogin(page, email, password);
  await expect(page.getByText('Password Anda dibuat oleh operator')).toBeVisible();
  await page.getByLabel('Password Lama').fill(password);
  await page.getByLabel('Password Baru', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Konfirmasi Password Baru').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(/Selamat datang/)).toBeVisible();
  // Nothing is set up yet: the overview says where to start.
  await expect(page.getByText('Belum ada tahun ajaran aktif')).toBeVisible();
}

async function setUpSchool(page: Page) {
  await page.goto('/staf/pengaturan/sekolah');
  await page.getByLabel('Nama madrasah').fill(SCHOOL.nama);
  await page.getByLabel('NPSN').fill(SCHOOL.npsn);
  await page.getByLabel('Alamat').fill('Jl. Pendidikan No. 1, Bandung');
  // Clock-in open all day, every day: the journey runs whenever CI does.
  await page.getByLabel('Jam masuk').fill('00:00');
  await page.getByLabel('Jam pulang').fill('23:59');
  await page.getByRole('checkbox', { name: 'Ahad' }).check();
  await page.getByLabel('Radius (meter)').fill('200');
  await page.getByLabel('Latitude').fill(String(SCHOOL.latitude));
  await page.getByLabel('Longitude').fill(String(SCHOOL.longitude));
  // The map follows the typed point: the pin and its 200 m circle are drawn.
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(page.locator('path.leaflet-interactive')).toBeVisible();
  // The page holds two forms: this card's, and the not-yet-clocked-in alert's below it.
  await page.locator('.ant-card').filter({ hasText: 'Identitas & Presensi' }).getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(MSG.sekolahSaved)).toBeVisible();
  // The shell's name follows at once.
  await page.reload();
  await expect(page.getByLabel('Nama madrasah')).toHaveValue(SCHOOL.nama);
}

async function openYearAndClass(page: Page) {
  await page.goto('/staf/pengaturan/akademik');
  await page.getByRole('button', { name: 'Tambah Tahun Ajaran' }).click();
  await saveModal(page, 'Tambah Tahun Ajaran');
  const year = `${new Date().getFullYear()}/${new Date().getFullYear() + 1}`;
  await expect(page.getByRole('cell', { name: year, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ganjil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aktifkan' }).click();
  await expect(page.getByText(`Periode aktif: tahun ajaran ${year}, semester Ganjil`)).toBeVisible();

  await page.getByRole('tab', { name: 'Tingkat' }).click();
  await page.getByRole('button', { name: 'Tambah Tingkat' }).click();
  await page.getByLabel('Nama Tingkat').fill('X');
  await page.getByLabel('Urutan Kenaikan').fill('1');
  await saveModal(page, 'Tambah Tingkat');

  await page.getByRole('tab', { name: 'Rombel' }).click();
  await page.getByRole('tabpanel', { name: 'Rombel' }).getByRole('button', { name: 'Tambah' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah Rombel' });
  await form.getByLabel('Nama Rombel').fill(ROMBEL);
  await form.getByLabel('Tingkat').click();
  await page.locator('.ant-select-item-option', { hasText: /^X$/ }).click();
  await saveModal(page, 'Tambah Rombel');
  await expect(page.getByRole('cell', { name: ROMBEL, exact: true })).toBeVisible();
}

/** Chooses the kind of data on the Impor page, checks `lines` as a CSV file and imports them. */
async function importCsv(page: Page, kind: string, file: string, lines: string[]) {
  fs.writeFileSync(file, lines.join('\n'));
  await page.getByRole('radiogroup', { name: 'Jenis data' }).getByText(kind, { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText('Berkas siap diimpor')).toBeVisible();
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  await expect(page.getByText(MSG.importDone)).toBeVisible();
}

/** Imports the staff, then the class (from the students' own template's columns). */
async function importSchool(page: Page, folder: (name: string) => string) {
  await page.goto('/staf/impor');
  await importCsv(page, 'GTK', folder('gtk.csv'), ['Nama,Gelar Depan,NIP,JK', `${GURU},Drs.,196805121994031002,L`]);

  await page.getByRole('radiogroup', { name: 'Jenis data' }).getByText('Siswa dan orang tua', { exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh templat Siswa dan orang tua' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  // An XLSX is a zip archive.
  expect((await fs.promises.readFile(await template.path())).subarray(0, 2).toString()).toBe('PK');

  const rows = STUDENTS.map((s) => [s.nama, s.nisn, s.jk, '17/05/2010', s.ayah, ROMBEL].join(','));
  await importCsv(page, 'Siswa dan orang tua', folder('kelas-x.csv'), ['Nama,NISN,JK,Tanggal Lahir,Nama Ayah,Rombel Saat Ini', ...rows]);
}

/** Makes the class's accounts, prints their cards and answers the first student's e-mail and password. */
async function makeAccounts(page: Page) {
  await page.goto('/staf/akun');
  await page.getByRole('combobox', { name: 'Rombel' }).click();
  await page.locator('.ant-select-item-option', { hasText: ROMBEL }).click();
  await expect(page.getByText(STUDENTS[0]!.nama)).toBeVisible();
  await page.getByRole('button', { name: 'Buat akun' }).click();
  await page.getByRole('dialog', { name: 'Buat Akun' }).getByRole('button', { name: 'Buat akun' }).click();
  const list = page.getByRole('dialog', { name: `Akun Baru ${ROMBEL}` });
  await expect(list).toBeVisible();

  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Cetak kartu (PDF)' }).click();
  const pdf = await fs.promises.readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const row = list.getByRole('row').filter({ hasText: STUDENTS[0]!.nama }).filter({ hasText: 'siswa' }).first();
  const cells = await row.getByRole('cell').allInnerTexts();
  const email = cells.find((c) => c.includes('@'))!.trim();
  const password = cells[cells.length - 1]!.trim();
  return { email, password };
}

test('a new school is set up from nothing, and a student of its imported class clocks in on a phone', async ({ page, browser }, testInfo) => {
  const operator = firstOperator(testInfo);
  await firstSignIn(page, operator.email, operator.password);
  await setUpSchool(page);
  await openYearAndClass(page);
  await importSchool(page, (name) => testInfo.outputPath(name));
  await page.goto('/staf/pengaturan/gtk');
  await expect(page.getByText(`Drs. ${GURU}`)).toBeVisible();
  const student = await makeAccounts(page);

  const mobile = await openDevice(browser, 'phone', { geolocation: AT_SCHOOL, permissions: ['geolocation', 'camera'] });
  await submitLogin(mobile, student.email, student.password);
  // The card's password is the school's: the portal asks for the student's own first.
  await mobile.getByLabel('Password Lama').fill(student.password);
  await mobile.getByLabel('Password Baru', { exact: true }).fill(NEW_PASSWORD);
  await mobile.getByLabel('Konfirmasi Password Baru').fill(NEW_PASSWORD);
  await mobile.getByRole('button', { name: 'Simpan' }).click();
  await expect(mobile.getByText(/Selamat datang/)).toBeVisible();
  await expect(mobile.getByText(STUDENTS[0]!.nama).first()).toBeVisible();

  await presensiCard(mobile).getByRole('button', { name: 'Presensi Masuk' }).click();
  await takeSelfie(mobile);
  await expect(mobile.getByText('Di luar radius')).toHaveCount(0);
  await clock(mobile, 'Presensi Masuk', MSG.clockedIn, AT_SCHOOL.latitude);
  await expect(presensiCard(mobile).getByRole('button', { name: 'Presensi Pulang' })).toBeVisible();
  await mobile.context().close();
});
