import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { OFFLINE_TEXT, isOffline } from '../lib/offline';

/**
 * A page that cannot show without the network (its code was never kept on this device). Plain
 * markup, in the shell's chunk: offline, no other chunk may be there to load.
 */
export function OfflinePage() {
  return (
    <div className="offline-page" role="alert">
      {/* The app's icon is kept with the shell; an antd icon would add its code to the shell's chunk. */}
      <img src="/icons/icon-192.png" alt="" width="56" height="56" />
      <h2>{OFFLINE_TEXT.title}</h2>
      <p>{OFFLINE_TEXT.page}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Coba lagi
      </Button>
    </div>
  );
}

type Props = { resetKey: string; children: ReactNode };
type State = { key: string; failure?: { error: unknown; offline: boolean } };

/**
 * Around the page: a page that fails while the device is offline (its chunk cannot download)
 * shows the offline page, until the next page is opened. Any other failure passes on as before.
 */
export class OfflineBoundary extends Component<Props, State> {
  override state: State = { key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.resetKey === state.key ? null : { key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error, offline: isOffline() } };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    if (failure.offline) return <OfflinePage />;
    throw failure.error;
  }
}
