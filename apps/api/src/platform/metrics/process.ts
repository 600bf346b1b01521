import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Registry } from './registry.js';

const NS = 1e9;

/**
 * The process's own metrics: event loop delay since the previous scrape (a sampling timer every
 * 20 ms, measured by Node itself), memory, CPU time and start time. Answers the function that
 * stops the sampling, for the app's close.
 */
export function processMetrics(registry: Registry): () => void {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  registry.scraped(
    'portal_event_loop_delay_seconds',
    'Event loop delay since the previous scrape: median, 99th percentile and the longest',
    'gauge',
    async () => {
      // Nothing sampled yet (a scrape right after another) reads as no delay.
      const at = (q: number) => (delay.count === 0 ? 0 : delay.percentile(q) / NS);
      const values = [
        { labels: { quantile: '0.5' }, value: at(50) },
        { labels: { quantile: '0.99' }, value: at(99) },
        { labels: { quantile: '1' }, value: delay.count === 0 ? 0 : delay.max / NS },
      ];
      delay.reset();
      return values;
    },
  );
  registry.scraped(
    'portal_process_memory_bytes',
    'Memory of the process: resident set, V8 heap used and total, and memory outside the heap',
    'gauge',
    async () => {
      const m = process.memoryUsage();
      return [
        { labels: { kind: 'rss' }, value: m.rss },
        { labels: { kind: 'heap_used' }, value: m.heapUsed },
        { labels: { kind: 'heap_total' }, value: m.heapTotal },
        { labels: { kind: 'external' }, value: m.external },
      ];
    },
  );
  registry.scraped('portal_process_cpu_seconds_total', 'CPU time the process has used, user and system', 'counter', async () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  });
  const started = Date.now() / 1000 - process.uptime();
  registry.scraped('portal_process_start_time_seconds', 'When the process started, in seconds since the epoch', 'gauge', async () => started);
  return () => delay.disable();
}
