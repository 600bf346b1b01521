/* global self */
// The portal's push handlers (docs/decisions/0055-notifications.md). A service worker of the
// whole app, when there is one, must carry these two handlers and be registered in place of this
// file by src/lib/push-perangkat.ts.

// A push message: its payload is the notification's JSON { judul, isi, tautan, jenis }.
self.addEventListener('push', (event) => {
  let data = { judul: 'Notifikasi', isi: '', tautan: '/' };
  try {
    data = { ...data, ...event.data.json() };
  } catch {
    // An empty or unreadable payload still shows that something happened.
  }
  event.waitUntil(
    self.registration.showNotification(data.judul, {
      body: data.isi,
      icon: '/favicon.svg',
      tag: data.jenis,
      data: { tautan: data.tautan },
    }),
  );
});

// A tap on the notification: focus an open portal tab on its page, or open one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.tautan ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
