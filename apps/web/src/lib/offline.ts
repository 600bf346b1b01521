/** The texts of a page without a network. */
export const OFFLINE_TEXT = {
  title: 'Anda sedang luring',
  /** A read with no kept answer. */
  read: 'Data ini belum tersimpan di perangkat. Sambungkan ke internet lalu coba lagi.',
  /** A clock-in or any change of data: the server judges them. */
  write: 'Presensi dan perubahan data memerlukan koneksi internet. Sambungkan ke internet lalu coba lagi.',
  /** The clock-in card: the server judges the time and the place. */
  presensi: 'Presensi memerlukan koneksi internet: waktu dan lokasi dinilai oleh server. Sambungkan ke internet lalu coba lagi.',
  /** A page whose code this device has not kept yet. */
  page: 'Halaman ini belum pernah dibuka di perangkat ini, sehingga belum tersedia tanpa koneksi internet.',
  /** The banner over kept answers; the time follows. */
  lastData: 'Anda sedang luring — data terakhir',
} as const;

/** The browser knows it has no network (it may not know when a link is merely dead). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
