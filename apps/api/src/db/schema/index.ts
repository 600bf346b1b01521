export * from './sekolah.js';
export * from './akademik.js';
export * from './siswa.js';
export * from './auth.js';
export * from './access.js';
export * from './audit.js';
