import { batalCatatBodySchema, type BatalCatatBody } from '@madrasah/contract/schemas/staf-kesiswaan';
import { AlasanModal } from '../../components/AlasanModal';

type Props = { what: string; submit: (body: BatalCatatBody) => Promise<unknown>; onDone: () => void; onCancel: () => void };

/** Cancels a record with the reason kept beside it: the record stays in the list, and no longer counts in the portal. */
export function BatalModal({ what, submit, onDone, onCancel }: Props) {
  return (
    <AlasanModal title="Batalkan Catatan" okText="Batalkan Catatan" schema={batalCatatBodySchema} submit={submit} onDone={onDone} onCancel={onCancel}>
      {what} tetap tercatat dengan status Dibatalkan, tetapi tidak lagi dihitung di portal peserta didik. Pembatalan tidak dapat diurungkan.
    </AlasanModal>
  );
}
