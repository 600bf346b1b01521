import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/client.js';
import { referencedKeys } from './references.js';
import type { FileStorage } from './storage.js';

export type MoveReport = {
  /** Files the source holds. */
  files: number;
  /** Files this run copied; the others were in the target already, at the same size. */
  copied: number;
  /** Keys the records name. */
  referenced: number;
  /** Named files the target holds with the source's size and SHA-256. */
  verified: number;
  /** Named keys the source lacks as well: missing before the move, not by it. */
  missingBefore: string[];
  /** Named keys the target lacks or holds otherwise than the source. */
  failed: string[];
};

/**
 * Copies every file of `from` into `to`, then reads every file a record names (references.ts)
 * back from both and compares size and SHA-256. Safe to run again: a file the target holds at
 * the same size is skipped, one of another size (cut short) is written anew. `from` keeps its files.
 */
export async function moveFiles(db: Db, from: FileStorage, to: FileStorage): Promise<MoveReport> {
  const present = new Map<string, number>();
  for await (const entry of to.list()) present.set(entry.key, entry.size);
  let files = 0;
  let copied = 0;
  for await (const entry of from.list()) {
    files++;
    if (present.get(entry.key) === entry.size) continue;
    const opened = await from.open(entry.key);
    if (!opened) continue; // removed since the listing
    // Whole in memory for put, as an upload is: files are a few MB at most.
    const data = await buffer(opened.stream);
    if (present.has(entry.key)) await to.remove(entry.key);
    await to.put(entry.key, data);
    copied++;
  }

  const referenced = await referencedKeys(db);
  const report: MoveReport = { files, copied, referenced: referenced.length, verified: 0, missingBefore: [], failed: [] };
  for (const key of referenced) {
    const source = await digest(from, key);
    const target = await digest(to, key);
    if (!source) report.missingBefore.push(key);
    else if (target?.size === source.size && target.sha256 === source.sha256) report.verified++;
    else report.failed.push(key);
  }
  return report;
}

/** A stored file's size as streamed (not as declared) and its SHA-256; null when it is absent. */
async function digest(storage: FileStorage, key: string) {
  const opened = await storage.open(key);
  if (!opened) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of opened.stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}
