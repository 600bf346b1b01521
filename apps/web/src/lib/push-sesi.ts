/** Push on this browser at the session's edges: the push code is loaded only when a subscription exists. */
import { langgananPerangkat } from './push-langganan';

/** Signing in: a subscription another account made here (its session ran out unseen) ends. */
export async function serahkanPushSaatMasuk(userId: number): Promise<void> {
  if (await langgananPerangkat()) await (await import('./push-perangkat')).lepasPushAkunLain(userId);
}

/** Signing out: this account stops receiving on this browser. */
export async function lepasPushSaatKeluarJikaAda(): Promise<void> {
  if (await langgananPerangkat()) await (await import('./push-perangkat')).lepasPushSaatKeluar();
}
