import fs from 'node:fs';

// CPU seconds spent by each party of a benchmark run on this machine: the API server, the
// load generator (this process) and the PostgreSQL server processes. Read from /proc, so
// Linux only; elsewhere the figures are absent.

const TICKS_PER_SECOND = 100;

/** User and system CPU seconds of one process, or 0 when it cannot be read. */
function processTimes(pid: number | string): { user: number; system: number } {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** CPU seconds of one process, user and system together. */
export const processSeconds = (pid: number | string) => {
  const t = processTimes(pid);
  return t.user + t.system;
};

/** Every process of one command together (`postgres`: the postmaster, its backends and workers). */
export function commandSeconds(command: string): number {
  let total = 0;
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command) total += processSeconds(pid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** The server's CPU is split: system time is the kernel's work for it (sockets, files, fsync). */
export type CpuSample = { serverUser: number; serverSystem: number; loadGenerator: number; postgres: number };

export function sampleCpu(serverPid: number | undefined): CpuSample {
  const own = process.cpuUsage();
  const server = serverPid ? processTimes(serverPid) : { user: 0, system: 0 };
  return { serverUser: server.user, serverSystem: server.system, loadGenerator: (own.user + own.system) / 1e6, postgres: commandSeconds('postgres') };
}

/** CPU milliseconds per request of each party between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): string {
  const ms = (k: keyof CpuSample) => ((after[k] - before[k]) * 1000) / requests;
  const server = ms('serverUser') + ms('serverSystem');
  return (
    `CPU per request: server ${server.toFixed(2)} ms (${ms('serverSystem').toFixed(2)} in the kernel), ` +
    `load generator ${ms('loadGenerator').toFixed(2)} ms, PostgreSQL ${ms('postgres').toFixed(2)} ms`
  );
}
