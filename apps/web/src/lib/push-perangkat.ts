import { NOTIFIKASI } from '@madrasah/contract/endpoints/notifikasi';
import { api } from './api-client';

/** The app's service worker (src/sw/sw.ts), which also shows push messages. */
const SW_URL = '/sw.js';

/** Whether this browser can take push messages at all (an iPhone only once the portal is installed to the home screen). */
export const pushDidukung = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration() {
  return (await navigator.serviceWorker.getRegistration(SW_URL)) ?? navigator.serviceWorker.register(SW_URL);
}

/** This browser's subscription, if it has one. */
export async function langgananPerangkat(): Promise<PushSubscription | null> {
  if (!pushDidukung()) return null;
  const reg = await navigator.serviceWorker.getRegistration(SW_URL);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, subscribes this browser with the server's VAPID key and registers the
 * subscription for the signed-in account. Answers false when the user refused permission.
 */
export async function aktifkanPush(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { public_key } = (await api.call(NOTIFIKASI.vapid)).data;
  const reg = await registration();
  await navigator.serviceWorker.ready;
  const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await api.call(NOTIFIKASI.langganan, { body: { endpoint: json.endpoint, keys: json.keys } }, { notifySuccess: true });
  return true;
}

/** Unsubscribes this browser and removes its subscription from the account. */
export async function matikanPush(): Promise<void> {
  const sub = await langgananPerangkat();
  if (!sub) return;
  await api.call(NOTIFIKASI.berhenti, { body: { endpoint: sub.endpoint } }, { notifySuccess: true });
  await sub.unsubscribe();
}
