/** A role as people write it, on a card or a screen: 'wali siswa' → 'Wali Siswa', 'guru bk' → 'Guru BK'. */
export const peranLabel = (role: string) =>
  role
    .split(' ')
    .map((word) => (word === 'bk' ? 'BK' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
