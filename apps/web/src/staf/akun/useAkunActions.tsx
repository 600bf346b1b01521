import { KeyOutlined, LogoutOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import type { AkunBaru, AkunRingkas } from '@madrasah/contract/schemas/staf-akun';
import type { RowAction } from '../../components/table/RowActions';
import { useConfirmedChange } from '../../components/table/useConfirmedChange';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { useStafPrivilege } from '../session';
import { PasswordBaruModal } from './PasswordBaruModal';
import { TangguhkanModal } from './TangguhkanModal';

/** New first passwords on show, with the file name their cards take. */
export type Shown = { title: string; judul: string | null; akun: AkunBaru[] };

/**
 * The actions on one account (reset its password, suspend or lift, end its sessions) as row
 * menu entries, and the dialogs they open. The caller's own account has none: the profile page
 * serves it, and the server refuses them there.
 */
export function useAkunActions(reload: () => Promise<void>) {
  const canCall = useCanCall();
  const confirmed = useConfirmedChange(reload);
  const { profile } = useStafPrivilege();
  const [suspending, setSuspending] = useState<AkunRingkas | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  const actionsFor = (akun: AkunRingkas, whose: string): RowAction[] => {
    if (akun.id === profile.id) return [];
    const suffix = whose ? ` ${whose}` : '';
    const actions: RowAction[] = [];
    if (canCall(STAF_AKUN.resetPassword))
      actions.push({
        key: `reset-${akun.id}`,
        label: `Reset password${suffix}`,
        icon: <KeyOutlined />,
        onClick: () =>
          confirmed(
            { title: 'Reset Password', content: `${akun.email} mendapat password baru dan semua sesinya diakhiri. Lanjutkan?`, okText: 'Reset' },
            async () => {
              const made = (await api.call(STAF_AKUN.resetPassword, { params: { id: akun.id } }, { notifySuccess: true })).data;
              setShown({ title: 'Password Baru', judul: made.nama, akun: [made] });
            },
          ),
      });
    if (akun.status === 'ditangguhkan' && canCall(STAF_AKUN.aktifkan))
      actions.push({
        key: `aktifkan-${akun.id}`,
        label: `Cabut penangguhan${suffix}`,
        icon: <UnlockOutlined />,
        onClick: () =>
          confirmed({ title: 'Cabut Penangguhan', content: `${akun.email} dapat memakai portal kembali. Lanjutkan?`, okText: 'Cabut' }, () =>
            api.call(STAF_AKUN.aktifkan, { params: { id: akun.id } }, { notifySuccess: true }),
          ),
      });
    if (akun.status !== 'ditangguhkan' && canCall(STAF_AKUN.tangguhkan))
      actions.push({ key: `tangguhkan-${akun.id}`, label: `Tangguhkan${suffix}`, icon: <StopOutlined />, danger: true, onClick: () => setSuspending(akun) });
    if (akun.sesi_aktif > 0 && canCall(STAF_AKUN.akhiriSesi))
      actions.push({
        key: `sesi-${akun.id}`,
        label: `Akhiri sesi${suffix} (${akun.sesi_aktif})`,
        icon: <LogoutOutlined />,
        onClick: () =>
          confirmed(
            { title: 'Akhiri Sesi', content: `${akun.email} keluar dari semua perangkat dan harus masuk lagi. Lanjutkan?`, okText: 'Akhiri', danger: true },
            () => api.call(STAF_AKUN.akhiriSesi, { params: { id: akun.id } }, { notifySuccess: true }),
          ),
      });
    return actions;
  };

  const dialogs: ReactNode = (
    <>
      {suspending && (
        <TangguhkanModal
          akun={suspending}
          onCancel={() => setSuspending(null)}
          onDone={() => {
            setSuspending(null);
            void reload();
          }}
        />
      )}
      {shown && <PasswordBaruModal {...shown} onClose={() => setShown(null)} />}
    </>
  );
  return { actionsFor, show: setShown, dialogs };
}
