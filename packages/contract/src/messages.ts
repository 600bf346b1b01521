/**
 * User-facing Indonesian texts. Those quoted by the specification are copied word for word;
 * the rest are this project's decisions, listed in the README's design notes.
 */
export const MSG = {
  // Spec: error catalogue and sign-in
  noResponse: 'Failed / Server Error.',
  accessFailed: 'Gagal mendapatkan akses',
  noActiveYear: 'Tahun ajaran belum aktif atau semester belum aktif',
  authError: 'Terjadi kesalahan saat autentikasi',
  genericError: 'Terjadi kesalahan. Silakan coba lagi.',
  forbiddenRole: 'Anda tidak memiliki akses ke aplikasi ini',
  emailRequired: 'E-Mail wajib diisi',
  passwordRequired: 'Password wajib diisi',
  required: 'wajib diisi',
  mustMatchNewPassword: 'wajib sama dengan password baru',
  saved: 'Data berhasil disimpan',
  notFoundData: 'Data tidak ditemukan',

  // Project decisions (not shown by the spec)
  wrongCredentials: 'Email atau password salah',
  tooManyAttempts: (minutes: number) =>
    `Terlalu banyak percobaan masuk. Silakan coba lagi dalam ${minutes} menit.`,
  loginOk: 'Login berhasil',
  logoutOk: 'Logout berhasil',
  ok: 'Berhasil',
  maxChars: (n: number) => `maksimal ${n} karakter`,
  emailInvalidFormat: 'Format email tidak valid',
  oldPasswordWrong: 'Password lama tidak sesuai',
  newPasswordSameAsOld: 'Password baru harus berbeda dengan password lama',
  newPasswordTooShort: (n: number) => `Password baru minimal ${n} karakter`,
  passwordChanged: 'Password berhasil diubah',
  sessionEnded: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  notSignedIn: 'Silakan masuk terlebih dahulu',
  forbidden: 'Anda tidak memiliki akses ke halaman ini',
  onlyOwnAccount: 'Anda hanya dapat mengubah password akun sendiri',
  invalidRequest: 'Data yang dikirim tidak valid.',
  routeNotFound: 'Alamat tidak ditemukan',
  serverError: 'Terjadi kesalahan pada server',
  databaseUnavailable: 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
  payloadTooLarge: 'Data yang dikirim terlalu besar',
} as const;
