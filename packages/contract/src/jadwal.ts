// Plain constants only: the web's dashboard reads them on its first load, so this file stays
// free of zod. The timetable's schemas are in schemas/dashboard.ts.

/** Days of the timetable, keyed as the spec names them (the web labels Minggu 'Ahad'). */
export const JADWAL_HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;
export type Hari = (typeof JADWAL_HARI)[number];
