import { describe, expect, it } from 'vitest';
import { statementCache } from './statement-cache.js';

describe('statementCache', () => {
  it('builds a shape once per database and keeps it', () => {
    const cache = statementCache<string>();
    const [a, b] = [{}, {}];
    let builds = 0;
    const build = () => `statement ${++builds}`;
    expect(cache(a, 'x', build)).toBe('statement 1');
    expect(cache(a, 'x', build)).toBe('statement 1');
    expect(cache(b, 'x', build)).toBe('statement 2');
    expect(cache(a, 'y', build)).toBe('statement 3');
    expect(builds).toBe(3);
  });

  it('keeps only the most recently used shapes, so no caller can make it grow without end', () => {
    const cache = statementCache<string>(3);
    const db = {};
    const built: string[] = [];
    const get = (shape: string) => cache(db, shape, () => (built.push(shape), shape));
    for (const shape of ['a', 'b', 'c']) get(shape);
    get('a'); // used again: 'b' is now the oldest
    get('d');
    expect(built).toEqual(['a', 'b', 'c', 'd']);
    get('a');
    get('c');
    get('b');
    expect(built).toEqual(['a', 'b', 'c', 'd', 'b']);
    for (let i = 0; i < 1000; i++) get(`shape ${i}`);
    get('d');
    expect(built.length).toBe(1006);
  });
});
