/**
 * User-facing Indonesian texts. Those quoted by the specification are copied word for word;
 * the rest are this project's decisions, recorded in docs/decisions/.
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
  selfieRequired: 'Foto selfi wajib ada.',
  uploadInvalid: 'File image yang Anda upload tidak sesuai.!',
  imageTypeJpgPng: 'Anda bisa upload JPG/PNG file!',
  imageTooLarge: 'Image tidak boleh lebih besar dari 2MB!',
  fileTypeJpgPngPdf: 'Anda bisa upload JPG/PNG/PDF file!',
  fileTooLarge: 'File tidak boleh lebih besar dari 2MB!',
  fileRequired: 'File tidak boleh kosong',
  // Spec: personal and parent data
  mustChoose: 'harus dipilih',
  mustFill: 'harus diisi',
  nameLetters: 'Nama peserta didik harus berupa huruf',
  nikDigits: 'Nik harus berupa agka',
  postalDigits: 'Kode pos harus berupa agka',
  digitCount: (n: number) => `jumlah karakter harus ${n} digit`,
  emailInvalid: (email: string) => `Email ${email} tidak valid`,
  phoneInvalid: (phone: string) => `No telp ${phone} tidak valid`,
  phoneTooLong: 'terlalu panjang (maksimal 14 karakter)',
  latitudeInvalid: 'Latitude belum sesuai',
  dataWaliUpdated: 'Data Wali berhasil diupdate',
  dataIbuUpdated: 'Data Ibu berhasil diupdate',
  dataIbuSaved: 'Data Ibu berhasil disimpan',
  dataAyahUpdated: 'Data Ayah berhasil diupdate',
  dataAyahSaved: 'Data Ayah berhasil disimpan',
  dataUpdated: 'Data berhasil diupdate',
  outsideRadius: 'Mohon maaf jarak kamu tidak terjangkau, pastikan lokasi kamu sudah sesuai.',

  // Project decisions (not shown by the spec)
  wrongCredentials: 'Email atau password salah',
  tooManyAttempts: (minutes: number) => `Terlalu banyak percobaan masuk. Silakan coba lagi dalam ${minutes} menit.`,
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
  // Staff side (spec/03-staff.md)
  passwordChangeRequired: 'Ganti password Anda terlebih dahulu',
  outOfScope: 'Data ini di luar rombel atau mata pelajaran yang Anda ampu',
  invalidRequest: 'Data yang dikirim tidak valid.',
  routeNotFound: 'Alamat tidak ditemukan',
  serverError: 'Terjadi kesalahan pada server',
  databaseUnavailable: 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
  payloadTooLarge: 'Data yang dikirim terlalu besar',
  locationRequired: 'Lokasi belum terdeteksi. Izinkan akses lokasi lalu muat ulang lokasi.',
  presensiNotAllowed: 'Presensi tidak tersedia untuk akun ini hari ini.',
  clockedIn: 'Presensi masuk berhasil dicatat',
  clockedOut: 'Presensi pulang berhasil dicatat',
  alreadyClockedIn: 'Presensi masuk hari ini sudah tercatat',
  alreadyClockedOut: 'Presensi pulang hari ini sudah tercatat',
  notYourStudent: 'Data siswa ini bukan milik akun Anda',
  digitsOnly: 'harus berupa angka',
  lettersOnly: 'harus berupa huruf',
  numberInvalid: 'harus berupa angka',
  dateInvalid: 'Tanggal tidak valid',
  chooseOne: 'wajib dipilih',
  optionInvalid: 'Pilihan tidak tersedia',
  regionMismatch: 'Kelurahan tidak berada di kecamatan yang dipilih',
  regionNotFound: 'Wilayah tidak ditemukan',
  yearInvalid: 'Tahun harus 4 digit',
  deleted: 'Data berhasil dihapus',
  sortFieldUnknown: (field: string) => `Kolom urutan '${field}' tidak tersedia`,
  nisnTaken: 'NISN sudah digunakan peserta didik lain',
  parentTypeMismatch: 'Jenis data orang tua tidak sesuai',
  dataWaliSaved: 'Data Wali berhasil disimpan',
  notYourAlumni: 'Data alumni ini bukan milik akun Anda',
  aktivitasExists: 'Data aktivitas belajar sudah ada, silakan ubah data yang ada',
  fileTypeIjazah: 'Anda bisa upload JPG/PNG/WEBP/PDF file!',
  fileLinkInvalid: 'Tautan berkas tidak valid atau sudah kedaluwarsa',
  kodeTaken: 'Kode sudah digunakan pada tahun ajaran ini',
  penghargaanAwarded: 'Penghargaan ini sudah diberikan kepada peserta didik, sehingga tidak dapat dihapus',

  // Spec: leave permits (form, filters, approval modal, confirmations)
  permitJenisRequired: 'Jenis Perizinan harus diisi!',
  permitTanggalRequired: 'Tanggal harus diisi!',
  permitKeteranganRequired: 'Keterangan harus diisi!',
  permitFileRequired: 'File harus diisi!',
  chooseDateFirst: 'Tolong pilih tanggal terlebih dahulu',
  chooseFileFirst: 'Tolong pilih file terlebih dahulu',
  chooseStatusFirst: 'Tolong pilih status terlebih dahulu',
  periodInvalid: 'Periode yang dimasukkan tidak valid.',
  permitDeleteConfirm: 'Apakah anda yakin ingin menghapus data ini?',

  // Project decisions: leave permits
  permitDateOrder: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  permitNotDraft: 'Perizinan yang sudah diajukan tidak dapat diubah atau dihapus',
  permitTransitionRefused: (from: string, to: string) => `Status perizinan tidak dapat diubah dari ${from} menjadi ${to}`,
  permitOwnDecision: 'Anda tidak dapat menyetujui atau menolak perizinan Anda sendiri',
  permitStatusChanged: 'Status perizinan sudah berubah. Silakan muat ulang data.',
  permitSubmitted: 'Perizinan berhasil diajukan',
  permitAutoApproved: 'Perizinan berhasil diajukan dan disetujui otomatis',
  permitApproved: 'Perizinan berhasil disetujui',
  permitRejected: 'Perizinan berhasil ditolak',
  permitSubmitConfirm: 'Apakah Anda yakin ingin mengajukan perizinan ini?',
  permitApproveConfirm: 'Apakah Anda yakin ingin menyetujui perizinan ini?',
  permitRejectConfirm: 'Apakah Anda yakin ingin menolak perizinan ini?',

  // Project decisions: permit dates (school year, span and grace per kind, overlap)
  permitOutsideYear: (awal: string, akhir: string) => `Tanggal izin harus di dalam tahun ajaran aktif (${awal} s.d. ${akhir})`,
  permitStartTooEarly: (earliest: string) => `Tanggal awal tidak boleh sebelum ${earliest}`,
  permitCrossesSemester: (akhir: string) => `Tanggal akhir tidak boleh melewati akhir semester (${akhir})`,
  permitTooLong: (days: number) => `Perizinan jenis ini paling lama ${days} hari`,
  permitOverlap: 'Tanggal izin bertumpukan dengan perizinan lain yang belum ditolak',
  permitSemesterMissing: (tipe: string) => `Semester ${tipe} tahun ajaran aktif belum tersedia`,
  permitDateHelp: (days: number, grace: number) =>
    `Paling lama ${days} hari, di dalam satu semester tahun ajaran aktif. Tanggal awal paling cepat ${grace > 0 ? `${grace} hari sebelum hari ini` : 'hari ini'}.`,

  // Spec: counselling and media
  mediaLinkInvalid: 'Tidak ada situs yg bisa di akses atau link tidak sesuai',
  rombelSaveFirst: 'Data Rombel wajib disimpan terlebih dahulu',
  deleteConfirm: 'Data akan dihapus dari list, Apakah Anda Yakin ?',
  bkProfileEmpty: 'Mohon maaf, belum ada file profile BK yang aktif.',

  // Project decisions: counselling and exports
  counsellorNoPhone: 'Guru BK belum memiliki nomor telepon. Mohon minta Guru BK melengkapi profilnya terlebih dahulu.',
  counsellorMissing: 'Guru BK untuk rombel Anda belum ditentukan. Silakan hubungi sekolah.',
  konsultasiNotDraft: 'Konsultasi yang sudah dikirim tidak dapat diubah, dihapus atau dikirim ulang',
  konsultasiSent: 'Konsultasi berhasil diinformasikan ke Guru BK',
  konsultasiSendConfirm: 'Apakah Anda yakin ingin menginformasikan konsultasi ini ke Guru BK?',
  konsultasiWaText: (topik: string) => `Assalamu'alaikum, saya ingin berkonsultasi tentang "${topik}". Detailnya sudah saya kirim melalui portal madrasah.`,
  dateNotAfterToday: 'Tanggal tidak boleh melebihi hari ini',
  exported: 'Export berhasil. File dapat diunduh di halaman Log Export.',

  // Spec: payments and invoices
  chooseSiswaFirst: 'Pilih siswa terlebih dahulu',

  // Project decisions: payments and invoices
  tagihanExported: 'Export berhasil. File tagihan sedang diunduh.',

  // Project decisions: extracurricular scores
  nilaiRange: 'Nilai harus di antara 0 dan 100',
  nilaiDecimals: 'Nilai maksimal 2 angka di belakang koma',

  // Spec: grades
  choosePeriodFirst: 'Pilih tahun ajaran dan semester terlebih dahulu',

  // Project decisions: grades
  nilaiNoRombel: 'Peserta didik tidak memiliki rombel pada tahun ajaran dan semester ini',

  // Project decisions: sign-in limits, password change limits and password checking load
  tooManyPasswordChanges: (minutes: number) => `Terlalu banyak percobaan mengubah password. Silakan coba lagi dalam ${minutes} menit.`,
  passwordWorkBusy: 'Server sedang sibuk memeriksa password. Silakan coba lagi sebentar lagi.',

  // Project decisions: stored files (quota, upload rate, export expiry)
  uploadQuotaFull: 'Kuota penyimpanan berkas Anda sudah penuh. Hapus berkas yang tidak diperlukan atau hubungi admin madrasah.',
  uploadRateLimited: 'Terlalu banyak berkas diunggah dalam waktu singkat. Silakan coba lagi beberapa menit lagi.',
  exportExpired: 'Berkas ekspor sudah kedaluwarsa. Silakan ekspor ulang.',

  // Project decisions: staff audit log and access maps (Hak akses)
  auditRangeTooLong: 'Rentang tanggal paling lama satu tahun',
  auditPageSizeTooLarge: (n: number) => `Paling banyak ${n} entri per halaman`,
  auditPageTooFar: (n: number) => `Hanya ${n} entri terbaru yang dapat ditampilkan. Persempit filter atau rentang tanggal.`,
  secretMasked: '(disembunyikan)',
  roleNotFound: 'Peran tidak ditemukan',
  hakAksesLockout: 'Peran operator harus tetap dapat membuka dan mengubah Hak Akses, agar pengaturan ini tidak terkunci.',
  hakAksesOtherSide: (halaman: string, sisi: 'portal' | 'staf') =>
    sisi === 'staf'
      ? `Halaman ${halaman} milik portal siswa, tidak dapat dibuka untuk peran staf`
      : `Halaman ${halaman} milik aplikasi staf, tidak dapat dibuka untuk peran portal`,
  hakAksesSaved: 'Hak akses berhasil disimpan',

  // Staff side: school settings (identity and clock-in)
  namaSekolahRequired: 'Nama madrasah wajib diisi',
  timeInvalid: 'Jam harus berformat JJ:MM, misalnya 07:00',
  jamPulangAfterMasuk: 'Jam pulang harus setelah jam masuk',
  hariPresensiRequired: 'Pilih minimal satu hari presensi',
  longitudeInvalid: 'Longitude belum sesuai',
  radiusRange: (min: number, max: number) => `Radius harus bilangan bulat antara ${min.toLocaleString('id-ID')} dan ${max.toLocaleString('id-ID')} meter`,
  sekolahSaved: 'Pengaturan sekolah berhasil disimpan',

  // Project decisions: input rules without a field's own text (the contract's zod locale)
  mustBeText: 'harus berupa teks',
  mustBeYesNo: 'harus berupa pilihan ya atau tidak',
  mustBeList: 'harus berupa daftar',
  mustBeForm: 'harus berupa isian formulir',
  maxItems: (n: number) => `maksimal ${n} data`,
  minItems: (n: number) => `minimal ${n} data`,
  minChars: (n: number) => `minimal ${n} karakter`,
  maxValue: (n: number | bigint) => `tidak boleh lebih dari ${n}`,
  minValue: (n: number | bigint) => `tidak boleh kurang dari ${n}`,
  formatInvalid: 'formatnya tidak sesuai',
  multipleOf: (n: number | bigint) => `harus kelipatan ${n}`,
  unknownField: 'isian ini tidak dikenal',
  valueInvalid: 'isian tidak valid',

  // Project decisions: spreadsheet imports (staff)
  importNotSpreadsheet: 'Berkas bukan spreadsheet (XLSX atau CSV)',
  importNoFile: 'Pilih berkas spreadsheet (XLSX atau CSV) untuk diimpor',
  importDone: 'Data berhasil diimpor',
  importTooLarge: (mb: number) => `Berkas terlalu besar (maksimal ${mb} MB)`,
  importTooManyRows: (rows: string) => `Berkas berisi lebih dari ${rows} baris. Bagi menjadi beberapa berkas.`,
  importEmpty: 'Berkas tidak berisi data',
  importNoHeader: 'Baris judul kolom tidak ditemukan. Pastikan ada kolom Nama dan NISN.',
  importNoRows: 'Tidak ada baris data di bawah judul kolom',
  importColumnsMissing: (columns: string) => `Kolom wajib tidak ditemukan: ${columns}`,
  importDuplicate: (column: string, row: number) => `${column} ganda di berkas (baris ${row})`,
  importFormulaNoValue: 'Sel berisi rumus tanpa nilai tersimpan. Buka dan simpan ulang berkas di Excel, atau tempel sebagai nilai.',
  importCellError: (code: string) => `Sel berisi galat Excel (${code})`,
  importRombelUnknown: (nama: string) => `Rombel ${nama} tidak ada di tahun ajaran aktif`,
  importMoreErrors: (n: string) => `Dan ${n} galat lain tidak ditampilkan`,
  importHasErrors: 'Berkas masih memiliki galat, tidak ada data yang disimpan',
} as const;
