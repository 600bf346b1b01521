import { ROLE } from '@madrasah/contract/access';

const LABEL: Record<string, string> = {
  [ROLE.siswa]: 'Siswa',
  [ROLE.wali]: 'Wali Siswa',
  [ROLE.alumni]: 'Alumni',
};

/** The role as people write it ('wali siswa' -> 'Wali Siswa'). */
export const roleLabel = (role: string): string => LABEL[role] ?? role;
