import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { tangguhkanBodySchema, type AkunRingkas } from '@madrasah/contract/schemas/staf-akun';
import { AlasanModal } from '../../components/AlasanModal';
import { api } from '../../lib/api-client';

/** Suspends an account with the reason its owner will read. */
export function TangguhkanModal({ akun, onDone, onCancel }: { akun: AkunRingkas; onDone: () => void; onCancel: () => void }) {
  return (
    <AlasanModal
      title="Tangguhkan Akun"
      okText="Tangguhkan"
      schema={tangguhkanBodySchema}
      submit={(body) => api.call(STAF_AKUN.tangguhkan, { params: { id: akun.id }, body }, { notifySuccess: true })}
      onDone={onDone}
      onCancel={onCancel}
    >
      {akun.nama} ({akun.email}) tidak dapat memakai portal sampai penangguhannya dicabut. Peserta didik tetap dapat masuk dan melihat alasannya di beranda.
    </AlasanModal>
  );
}
