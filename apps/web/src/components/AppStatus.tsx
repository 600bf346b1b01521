import { Button } from 'antd';
import { useSyncExternalStore } from 'react';
import { appUpdate } from '../lib/app-update';
import { formatDate } from '../lib/format';
import { OFFLINE_TEXT } from '../lib/offline';
import { offlineStatus } from '../lib/offline-copies';

/** Over the page while it shows answers kept from an earlier visit: since when they date. */
function OfflineBanner() {
  const since = useSyncExternalStore(offlineStatus.subscribe, offlineStatus.get);
  if (since === null) return null;
  return (
    <div className="app-status app-status-offline" role="status">
      <span>
        {OFFLINE_TEXT.lastData} {formatDate(since, 'DD MMM YYYY HH:mm')}
      </span>
    </div>
  );
}

/** A new version of the portal is installed and waits: reloading takes it into use. */
function UpdateBanner() {
  const ready = useSyncExternalStore(appUpdate.subscribe, appUpdate.ready);
  if (!ready) return null;
  return (
    <div className="app-status app-status-update" role="status">
      <span>Versi baru tersedia</span>
      <Button size="small" type="primary" onClick={appUpdate.apply}>
        Muat ulang
      </Button>
    </div>
  );
}

/** The shell's notices about the app itself, above the page: offline data, a waiting update. */
export function AppStatus() {
  return (
    <>
      <OfflineBanner />
      <UpdateBanner />
    </>
  );
}
