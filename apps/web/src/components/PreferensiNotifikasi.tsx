import { Alert, Button, Card, List, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { NOTIFIKASI_JENIS, type NotifikasiJenis } from '@madrasah/contract/schemas/notifikasi';
import { usePreferensi, useSimpanPreferensi } from '../lib/notifikasi';
import { langgananPerangkat, pushDidukung } from '../lib/push-langganan';
import { aktifkanPush, matikanPush } from '../lib/push-perangkat';
import { usePrivilege } from '../lib/session';

const JENIS = Object.keys(NOTIFIKASI_JENIS) as NotifikasiJenis[];

/** The profile's notification card: a switch per kind, and push on this device. */
export function PreferensiNotifikasi() {
  const preferensi = usePreferensi();
  const simpan = useSimpanPreferensi();
  return (
    <Card title="Notifikasi">
      {preferensi.data ? (
        <List
          size="small"
          dataSource={JENIS}
          renderItem={(jenis) => (
            <List.Item
              extra={
                <Switch
                  aria-label={NOTIFIKASI_JENIS[jenis]}
                  checked={preferensi.data[jenis]}
                  loading={simpan.isPending && simpan.variables?.[jenis] !== preferensi.data[jenis]}
                  onChange={(on) => simpan.mutate({ ...preferensi.data, [jenis]: on })}
                />
              }
            >
              {NOTIFIKASI_JENIS[jenis]}
            </List.Item>
          )}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
      <PushPerangkat />
    </Card>
  );
}

type State = 'memeriksa' | 'tidak-didukung' | 'ditolak' | 'mati' | 'aktif';

function PushPerangkat() {
  const userId = usePrivilege().profile.id;
  const [state, setState] = useState<State>(() => (!pushDidukung() ? 'tidak-didukung' : Notification.permission === 'denied' ? 'ditolak' : 'memeriksa'));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (state === 'memeriksa') void langgananPerangkat().then((sub) => setState(sub ? 'aktif' : 'mati'));
  }, [state]);
  const run = async (work: () => Promise<State>) => {
    setBusy(true);
    try {
      setState(await work());
    } catch {
      // The API client has told the user; the state stays as it was.
    } finally {
      setBusy(false);
    }
  };
  if (state === 'memeriksa') return null;
  if (state === 'tidak-didukung')
    return (
      <Alert
        className="notifikasi-perangkat"
        type="info"
        showIcon
        message="Peramban ini tidak mendukung notifikasi. Pasang portal ke layar utama untuk menerimanya."
      />
    );
  if (state === 'ditolak')
    return (
      <Alert
        className="notifikasi-perangkat"
        type="warning"
        showIcon
        message="Notifikasi diblokir di peramban ini. Izinkan notifikasi di pengaturan peramban."
      />
    );
  return (
    <div className="notifikasi-perangkat">
      {state === 'aktif' ? (
        <Button loading={busy} onClick={() => void run(async () => (await matikanPush(), 'mati'))}>
          Matikan notifikasi di perangkat ini
        </Button>
      ) : (
        <Button type="primary" loading={busy} onClick={() => void run(async () => ((await aktifkanPush(userId)) ? 'aktif' : 'ditolak'))}>
          Aktifkan notifikasi di perangkat ini
        </Button>
      )}
    </div>
  );
}
