import { MSG } from '@madrasah/contract/messages';
import { DOOR, type Door } from './door';

type DoorTexts = {
  /** The title of a success notice, above the server's message. */
  success: string;
  /** The title of a failed table fetch, above the server's message. */
  failed: string;
  /** A call that got no answer at all. */
  noResponse: string;
  /** The footer of a paged table. */
  total: (total: number) => string;
  /** Signing out, in the account menu and its confirmation. */
  signOut: string;
  ascending: string;
  descending: string;
  /** The title of a refusal's notice, above the server's message. */
  statusTitle: (status: number, statusText: string) => string;
};

// HTTP/2 carries no reason phrase, so the portal's title falls back to the standard one.
const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const ALASAN: Record<number, string> = {
  400: 'Permintaan tidak valid',
  401: 'Sesi berakhir',
  403: 'Akses ditolak',
  404: 'Tidak ditemukan',
  409: 'Data bentrok',
  413: 'Data terlalu besar',
  429: 'Terlalu banyak permintaan',
};

/**
 * The words of the shared pieces (notices, table footer, sort directions), by front door. The
 * portal keeps the texts spec 01 and 02 fix, English ones included ('Success', 'Failed',
 * 'Failed / Server Error.', 'Logout', 'Total N items', 'Ascending', 'Descending', the response's status
 * text); the staff side, spec 03 and our own design, says everything in Indonesian (decision 0058).
 */
export const TEXTS: Record<Door, DoorTexts> = {
  portal: {
    success: 'Success',
    failed: 'Failed',
    noResponse: MSG.noResponse,
    total: (total) => `Total ${total} items`,
    signOut: 'Logout',
    ascending: 'Ascending',
    descending: 'Descending',
    statusTitle: (status, statusText) => statusText || REASON[status] || `HTTP ${status}`,
  },
  staf: {
    success: 'Berhasil',
    failed: 'Gagal',
    noResponse: 'Gagal / Server tidak menjawab.',
    total: (total) => `Total ${total} data`,
    signOut: 'Keluar',
    ascending: 'Menaik',
    descending: 'Menurun',
    statusTitle: (status) => ALASAN[status] ?? (status >= 500 ? 'Kesalahan server' : 'Permintaan ditolak'),
  },
};

/** This page load's texts. */
export const DOOR_TEXT = TEXTS[DOOR];
