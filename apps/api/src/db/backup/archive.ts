/**
 * The backup file: a gzipped tar that `tar tzf` lists. In order:
 *   portal-backup.json           what wrote it and at which migration (read first, to refuse early)
 *   data/<table>/<n>.jsonl       each table's rows as PostgreSQL's row_to_json, one a line, in
 *                                key order, tables in foreign-key order, at most CHUNK_ROWS a file
 *   files/<key>                  every stored file
 *   manifest.json                rows, SHA-256 and sequences of each table; size and SHA-256 of each file
 * The same JSON rows load into PGlite or PostgreSQL alike, so one format moves a school between them.
 */
export const FORMAT = 'portal-madrasah-backup';
export const FORMAT_VERSION = 1;
export const HEADER_NAME = 'portal-backup.json';
export const MANIFEST_NAME = 'manifest.json';
export const CHUNK_ROWS = 2000;
/** A stored file larger than this is not one the portal wrote (uploads and exports are far smaller). */
export const FILE_MAX_BYTES = 256 * 1024 * 1024;

export type BackupHeader = { format: typeof FORMAT; version: number; created_at: string; database: 'pglite' | 'postgres'; migrations: number };

export type Manifest = {
  tables: { name: string; rows: number; sha256: string }[];
  sequences: { name: string; last_value: string; is_called: boolean }[];
  files: { key: string; size: number; sha256: string }[];
};

export const chunkName = (table: string, n: number) => `data/${table}/${String(n).padStart(6, '0')}.jsonl`;
export const fileName = (key: string) => `files/${key}`;
