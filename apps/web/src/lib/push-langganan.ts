/**
 * This browser's push subscription, asked without the push code (lib/push-perangkat.ts), which
 * brings the notification schemas: signing in and out (lib/push-sesi.ts) only load it when a
 * subscription exists.
 */

/** The app's service worker (src/sw/sw.ts), which also shows push messages. */
export const SW_URL = '/sw.js';

/**
 * The account this browser's subscription was made for. A phone is often shared in a family:
 * a subscription must not go on telling one account's news to the next one signed in here.
 */
export const PEMILIK_KEY = 'push-pemilik';

/** Whether this browser can take push messages at all (an iPhone only once the portal is installed to the home screen). */
export const pushDidukung = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This browser's subscription, if it has one. */
export async function langgananPerangkat(): Promise<PushSubscription | null> {
  if (!pushDidukung()) return null;
  const reg = await navigator.serviceWorker.getRegistration(SW_URL);
  return (await reg?.pushManager.getSubscription()) ?? null;
}
