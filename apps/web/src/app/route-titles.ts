/** The titles of the pages both doors' route tables share (each page's own is in its route). */
export const FORBIDDEN_TITLE = 'Akses Ditolak';
export const NOT_FOUND_TITLE = 'Halaman Tidak Ditemukan';
