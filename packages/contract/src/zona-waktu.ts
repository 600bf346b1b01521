/**
 * Indonesia's IANA zones: WIB (Asia/Jakarta, and Asia/Pontianak for West and Central
 * Kalimantan), WITA and WIT. The school's day (clock-in, permits, the staff overview) is counted
 * in it. None has kept daylight saving time since 1964, so each is one offset from UTC all year:
 * a page can tell the school's date and time without loading the browser's time zone data.
 */
export const ZONA_WAKTU = [
  { value: 'Asia/Jakarta', label: 'WIB (Asia/Jakarta)', utcOffsetHours: 7 },
  { value: 'Asia/Pontianak', label: 'WIB (Asia/Pontianak)', utcOffsetHours: 7 },
  { value: 'Asia/Makassar', label: 'WITA (Asia/Makassar)', utcOffsetHours: 8 },
  { value: 'Asia/Jayapura', label: 'WIT (Asia/Jayapura)', utcOffsetHours: 9 },
] as const;
