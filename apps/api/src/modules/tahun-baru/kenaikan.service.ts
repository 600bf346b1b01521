import type { z } from 'zod';
import { MSG } from '@madrasah/contract/messages';
import type { kenaikanBodySchema } from '@madrasah/contract/schemas/staf-tahun-baru';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { fieldError } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { bukaGiliran, cekTujuan, tempatDi, tempatkan } from './penempatan.js';

type Body = z.output<typeof kenaikanBodySchema>;

/**
 * Promotion of one class group (kenaikan kelas): each named student is placed in a class group
 * of the next year, one grade level up (naik) or at the same one (tinggal). Rows of the year
 * being closed are never touched, so that year reads as it was.
 */
export async function kenaikan(ctx: ServiceContext, auth: AuthContext, body: Body, ip: string) {
  const { naik, tinggal } = await audited(
    ctx.db,
    (r: { before: object; after: object; naik: number; tinggal: number }) => ({
      userId: auth.userId,
      action: 'update',
      entity: 'rombel',
      entityId: body.rombel_id,
      ip,
      detail: { langkah: 'kenaikan', ke_tahun_ajaran_id: body.ke_tahun_ajaran_id, before: r.before, after: r.after },
    }),
    async (tx) => {
      const turn = await bukaGiliran(tx, body, 'kenaikan');
      body.siswa.forEach((s, i) => {
        if (turn.status.get(s.siswa_id) !== 'Aktif') throw fieldError(`siswa.${i}.siswa_id`, MSG.tahunBaruSiswaBukanRombel);
      });
      await cekTujuan(
        tx,
        turn.ke,
        turn.urutan,
        body.siswa.map((s, i) => ({ i, rombel_id: s.rombel_id, urutan: s.keputusan === 'naik' ? turn.u + 1 : turn.u })),
      );
      const ids = body.siswa.map((s) => s.siswa_id);
      const before = await tempatDi(tx, turn.ke.id, ids);
      await tempatkan(tx, turn.ke.id, body.siswa);
      return {
        before,
        after: await tempatDi(tx, turn.ke.id, ids),
        naik: body.siswa.filter((s) => s.keputusan === 'naik').length,
        tinggal: body.siswa.filter((s) => s.keputusan === 'tinggal').length,
      };
    },
  );
  return { naik, tinggal };
}
