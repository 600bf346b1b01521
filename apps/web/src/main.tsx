import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Entry, StafEntry, preloadApp } from './app/entry';
import { registerServiceWorker } from './lib/app-update';
import { DOOR } from './lib/door';
import { requestPrivilegeEarly } from './lib/privilege-request';
import { startCalls } from './lib/start-calls';
import { tokenStorage } from './lib/token-storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// Signed in, the access check needs only the token: it runs alongside the download of the
// app's and the page's code. The start's reads are noted for the next start on this page.
if (DOOR === 'portal' && tokenStorage.get() !== null) {
  startCalls.begin(() => tokenStorage.storage());
  requestPrivilegeEarly();
  preloadApp(window.location.pathname);
}

// The installable app's worker: a second visit starts from the kept shell, also offline.
if (import.meta.env.PROD) registerServiceWorker();

const root = createRoot(container);
// A transition lets React render the first screen in short slices: a phone's main thread
// stays free for input instead of one long task.
startTransition(() => root.render(<StrictMode>{DOOR === 'staf' ? <StafEntry /> : <Entry />}</StrictMode>));
