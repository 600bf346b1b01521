import type { ServiceContext } from '../service-context.js';
/**
 * Runs the write that makes a record name a newly stored file (`key`, stored before the write
 * so that no row ever names a missing file). A refused write takes the new file with it, since
 * no record names it; a write that lands takes the file it `replaces`, which none names any more.
 */
export async function withStoredFile<T>(app: ServiceContext, key: string | undefined, write: () => Promise<T>, replaces?: string | null): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (err) {
    if (key) await app.files.storage.remove(key);
    throw err;
  }
  if (key && replaces) await app.files.storage.remove(replaces);
  return result;
}
