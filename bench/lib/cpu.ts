import fs from 'node:fs';

// CPU seconds spent by each party of a benchmark run on this machine: the API server, the
// load generator (this process) and the PostgreSQL server processes. Read from /proc, so
// Linux only; elsewhere the figures are absent.

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of one process, or 0 when it cannot be read. */
function processSeconds(pid: number | string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL server process together (the postmaster, its backends and workers). */
function postgresSeconds(): number {
  let total = 0;
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += processSeconds(pid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

export type CpuSample = { server: number; loadGenerator: number; postgres: number };

export function sampleCpu(serverPid: number | undefined): CpuSample {
  const own = process.cpuUsage();
  return { server: serverPid ? processSeconds(serverPid) : 0, loadGenerator: (own.user + own.system) / 1e6, postgres: postgresSeconds() };
}

/** CPU milliseconds per request of each party between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): string {
  const ms = (k: keyof CpuSample) => (((after[k] - before[k]) * 1000) / requests).toFixed(2);
  return `CPU per request: server ${ms('server')} ms, load generator ${ms('loadGenerator')} ms, PostgreSQL ${ms('postgres')} ms`;
}
