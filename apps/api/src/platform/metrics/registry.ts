/**
 * A small Prometheus registry (text exposition format 0.0.4): counters and histograms that the
 * code updates, and gauges read when the page is scraped. Each series is found by one string key
 * built from its label values, so an update costs a map lookup and a few additions.
 * docs/decisions/0061-metrik-dan-log.md says why it is not prom-client.
 */

type Labels = Record<string, string>;

/** One metric's lines of the page: its HELP and TYPE, then one line per series. */
type Family = { name: string; help: string; type: 'counter' | 'histogram'; lines: () => string[] };

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labelText = (labels: Labels) => {
  const pairs = Object.entries(labels).filter(([, v]) => v !== '');
  return pairs.length === 0 ? '' : `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
};
/** A number as Prometheus writes it: +Inf, or the shortest decimal. */
const num = (n: number) => (n === Infinity ? '+Inf' : String(n));

export type Counter<L extends string> = { inc(labels: Record<L, string>, by?: number): void };
export type Histogram<L extends string> = { observe(labels: Record<L, string>, value: number): void };
/** A value read at scrape time: one number, or one per label set; undefined leaves the metric out. */
export type ScrapeRead = () => Promise<number | { labels: Labels; value: number }[] | undefined>;

export class Registry {
  private readonly families: Family[] = [];
  private readonly scrapedAtRender: { name: string; help: string; type: 'counter' | 'gauge'; read: ScrapeRead }[] = [];

  counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    // Each series keeps its line's text up to the value, written once.
    const series = new Map<string, { prefix: string; value: number }>();
    this.families.push({ name, help, type: 'counter', lines: () => [...series.values()].map((s) => `${s.prefix} ${num(s.value)}`) });
    return {
      inc(labels, by = 1) {
        const key = labelNames.map((l) => labels[l]).join('\u0000');
        const found = series.get(key);
        if (found) found.value += by;
        else series.set(key, { prefix: `${name}${labelText(labels)}`, value: by });
      },
    };
  }

  /** `buckets` are the upper bounds, ascending; +Inf is added. */
  histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: readonly number[]): Histogram<L> {
    const bounds = [...buckets, Infinity];
    // Each series keeps its lines' text up to the values, written once.
    const series = new Map<string, { prefixes: { buckets: string[]; sum: string; count: string }; counts: number[]; sum: number; count: number }>();
    this.families.push({
      name,
      help,
      type: 'histogram',
      lines: () =>
        [...series.values()].flatMap((s) => {
          let cumulative = 0;
          return [
            ...s.prefixes.buckets.map((prefix, i) => {
              cumulative += s.counts[i]!;
              return `${prefix} ${cumulative}`;
            }),
            `${s.prefixes.sum} ${num(s.sum)}`,
            `${s.prefixes.count} ${s.count}`,
          ];
        }),
    });
    const prefixesOf = (labels: Labels) => ({
      buckets: bounds.map((le) => `${name}_bucket${labelText({ ...labels, le: num(le) })}`),
      sum: `${name}_sum${labelText(labels)}`,
      count: `${name}_count${labelText(labels)}`,
    });
    return {
      observe(labels, value) {
        const key = labelNames.map((l) => labels[l]).join('\u0000');
        let s = series.get(key);
        if (!s) series.set(key, (s = { prefixes: prefixesOf(labels), counts: new Array<number>(bounds.length).fill(0), sum: 0, count: 0 }));
        let i = 0;
        while (i < buckets.length && value > buckets[i]!) i++;
        s.counts[i]!++;
        s.sum += value;
        s.count++;
      },
    };
  }

  /** A metric whose value something else keeps (the pool, the process, a table): read at each scrape. */
  scraped(name: string, help: string, type: 'counter' | 'gauge', read: ScrapeRead) {
    this.scrapedAtRender.push({ name, help, type, read });
  }

  /** The whole page. Scraped metrics are read one after another; one whose read fails is left out. */
  async render(onReadError: (name: string, err: unknown) => void): Promise<string> {
    const out: string[] = [];
    const head = (f: { name: string; help: string }, type: string) => out.push(`# HELP ${f.name} ${f.help}`, `# TYPE ${f.name} ${type}`);
    for (const f of this.families) {
      head(f, f.type);
      out.push(...f.lines());
    }
    for (const g of this.scrapedAtRender) {
      let value: Awaited<ReturnType<ScrapeRead>>;
      try {
        value = await g.read();
      } catch (err) {
        onReadError(g.name, err);
        continue;
      }
      if (value === undefined) continue;
      head(g, g.type);
      if (typeof value === 'number') out.push(`${g.name} ${num(value)}`);
      else out.push(...value.map((v) => `${g.name}${labelText(v.labels)} ${num(v.value)}`));
    }
    return `${out.join('\n')}\n`;
  }
}
