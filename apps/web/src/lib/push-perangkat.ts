import { NOTIFIKASI } from '@madrasah/contract/endpoints/notifikasi';
import { api } from './api-client';
import { langgananPerangkat, PEMILIK_KEY, SW_URL } from './push-langganan';

async function registration() {
  return (await navigator.serviceWorker.getRegistration(SW_URL)) ?? navigator.serviceWorker.register(SW_URL);
}

/**
 * Asks for permission, subscribes this browser with the server's VAPID key and registers the
 * subscription for the signed-in account. Answers false when the user refused permission.
 */
export async function aktifkanPush(userId: number): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { public_key } = (await api.call(NOTIFIKASI.vapid)).data;
  const reg = await registration();
  await navigator.serviceWorker.ready;
  const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await api.call(NOTIFIKASI.langganan, { body: { endpoint: json.endpoint, keys: json.keys } }, { notifySuccess: true });
  localStorage.setItem(PEMILIK_KEY, String(userId));
  return true;
}

/** Unsubscribes this browser and removes its subscription from the account. */
export async function matikanPush(): Promise<void> {
  const sub = await langgananPerangkat();
  if (!sub) return;
  await api.call(NOTIFIKASI.berhenti, { body: { endpoint: sub.endpoint } }, { notifySuccess: true });
  await lepas(sub);
}

async function lepas(sub: PushSubscription) {
  localStorage.removeItem(PEMILIK_KEY);
  // Ended at the push service too: a message the server still sends is refused (410) and the
  // server drops the row, even when it could not be told here.
  await sub.unsubscribe();
}

/** Signing out: the account stops receiving on this browser (told to the server while the session lasts). */
export async function lepasPushSaatKeluar(): Promise<void> {
  const sub = await langgananPerangkat();
  if (!sub) return;
  await api.call(NOTIFIKASI.berhenti, { body: { endpoint: sub.endpoint } }, { silent: true }).catch(() => undefined);
  await lepas(sub);
}

/** Signing in: a subscription another account made on this browser (its session ran out unseen) ends. */
export async function lepasPushAkunLain(userId: number): Promise<void> {
  const sub = await langgananPerangkat();
  if (sub && localStorage.getItem(PEMILIK_KEY) !== String(userId)) await lepas(sub);
}
