import { z } from 'zod';
import { endpoint } from '../endpoint.js';

/** The stored file's key, the rest of the path. */
const fileParams = z.object({ '*': z.string().max(300) });

/** The signed link's expiry, session and signature. */
const signedLinkQuery = z.object({ exp: z.string().max(20).optional(), s: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/** Stored files (photos, letters, exports), served to whoever holds a valid signed link. */
export const FILES = {
  download: endpoint({
    method: 'GET',
    path: '/files/*',
    summary: 'A stored file, through a signed, expiring link',
    tag: 'files',
    access: 'public',
    params: fileParams,
    query: signedLinkQuery,
    // The file itself answers; only a refusal is an envelope.
    response: z.unknown(),
    file: true,
  }),
} as const;
