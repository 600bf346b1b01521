import { benchToken } from './bench-data.js';
import { cpuPerRequest, sampleCpu } from './cpu.js';
import { load, type Figures, type Server } from './harness.js';

const SCHOOL = { lat: -7.797068, long: 110.370529 };
const CONNECTIONS = 50;

/** A clock-in's body as the web sends it, from 33 m inside the demo school's circle. */
export const clockInBody = (siswaId: number, foto: string) =>
  JSON.stringify({ siswa_id: siswaId, lat: SCHOOL.lat + 0.0003, long: SCHOOL.long, radius: 0, foto });

export type Burst = {
  bare: Figures;
  clockIn: Figures & { seconds: number };
  /** CPU per request of the server, the load generator and PostgreSQL, for each run. */
  cpu: { bare: string; clockIn: string };
  stored: { records: number; files: number };
  /** Every student stored with a photo and no request failed. */
  ok: boolean;
};

/**
 * Every bench student clocks in once, at once, over 50 connections, each with their own selfie
 * (`photos[i]` for student i), after a bare route that parses the same bodies. Then it reads
 * back today's records and photos of the bench students.
 */
export async function clockInBurst(server: Server, photos: string[]): Promise<Burst> {
  const ids = (await (await fetch(`${server.base}/bench/students`)).json()) as number[];
  const students = ids.length;
  // Bodies are made before the clock starts, so the load generator spends its time sending.
  const bodies = ids.map((id, i) => clockInBody(id, photos[i % photos.length]!));
  const body = (i: number) => bodies[i % students]!;
  const beforeBare = sampleCpu(server.pid);
  const bare = await load('POST bare route (same bodies)', {
    url: `${server.base}/bench/bare`,
    method: 'POST',
    connections: CONNECTIONS,
    amount: students,
    request: (i) => ({ body: body(i) }),
  });
  const afterBare = sampleCpu(server.pid);
  const clockIn = await load('POST presensi/siswa/temporary', {
    url: `${server.base}/api/presensi/siswa/temporary`,
    method: 'POST',
    connections: CONNECTIONS,
    amount: students,
    request: (i) => ({ body: body(i), headers: { authorization: `Bearer ${benchToken(i)}` } }),
  });
  const afterClockIn = sampleCpu(server.pid);
  const stored = (await (await fetch(`${server.base}/bench/clockins?today=1`)).json()) as { records: number; files: number };
  return {
    bare,
    clockIn,
    cpu: { bare: cpuPerRequest(beforeBare, afterBare, students), clockIn: cpuPerRequest(afterBare, afterClockIn, students) },
    stored,
    ok: stored.records === students && stored.files === students && clockIn.errors === 0,
  };
}
