import { eq } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { Tx } from '../../db/client.js';
import { gtk } from '../../db/schema/index.js';
import { conflict, isUniqueViolation } from '../../platform/errors.js';
import type { GtkWrites } from './gtk-plan.js';

/** Writes the staff of an import; a NIP or NUPTK taken meanwhile refuses the whole import, as the form does. */
export async function commitGtk(tx: Tx, writes: GtkWrites) {
  try {
    for (const { id, ...values } of writes.update) await tx.update(gtk).set(values).where(eq(gtk.id, id));
    if (writes.insert.length > 0) await tx.insert(gtk).values(writes.insert);
  } catch (err) {
    if (isUniqueViolation(err, 'gtk_nip_uq')) throw conflict(MSG.nipTaken);
    if (isUniqueViolation(err, 'gtk_nuptk_uq')) throw conflict(MSG.nuptkTaken);
    throw err;
  }
}
