import { KONSULTASI_DRAFT, type KonsultasiStatus } from '@madrasah/contract/schemas/konsultasi';

export type KonsultasiAction = 'detail' | 'update' | 'delete' | 'kirim';

/** The entries of a draft's menu that change it, each allowed by its own call. */
export type KonsultasiChange = Exclude<KonsultasiAction, 'detail'>;

/**
 * The entries of a consultation's row menu (spec 02 section 4): a draft may be changed,
 * deleted and sent; once sent, it can only be read. The spec ties them to the status alone;
 * an entry the role's map would refuse (a guardian reading the ward's drafts) is left out too,
 * rather than offered and then refused by the server.
 */
export function konsultasiActions(status: KonsultasiStatus, allowed: (change: KonsultasiChange) => boolean): KonsultasiAction[] {
  if (status !== KONSULTASI_DRAFT) return ['detail'];
  return ['detail', ...(['update', 'delete', 'kirim'] as const).filter(allowed)];
}
