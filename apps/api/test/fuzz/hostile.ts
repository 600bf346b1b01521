/** Inputs an attacker or a broken client sends, grouped by what they try to break. */

export const SQL_FRAGMENTS = ["' OR 1=1 --", "'; DROP TABLE users; --", '1; SELECT pg_sleep(5)', "1' UNION SELECT NULL, NULL --", '%', '_', '\\', "''"];

export const MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}', '../../../../etc/passwd'];

export const UNICODE = [
  '\u202Egnp.exe\u202C', // right-to-left override
  '\u200F\u200E\u061C', // direction marks
  '😀👨‍👩‍👧‍👦🇮🇩',
  'a\u0000b',
  '\u0000',
  '\uFEFF\u200B',
  '\uD800', // lone surrogate
  'Z̤͔ͧ̑̓ä͖̭̈̇',
  '   ',
];

/** Strings that look like numbers to a lenient parser, or almost. */
export const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x10',
  ' 1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '',
];

export const HUGE_NUMBERS = [1e308, -1e308, -1, 0, 0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 2 ** 64, 5e-324];

export const LONG_STRINGS = ['A'.repeat(100_000), '😀'.repeat(25_000), "'".repeat(100_000)];

/** Every short hostile string: they may fit a field's limits and so reach the handler. */
export const HOSTILE_TEXT = [...SQL_FRAGMENTS, ...MARKUP, ...UNICODE];

/** Nested objects or arrays `depth` levels deep, as JSON text (building them as values would need recursion). */
export const deepJson = (depth: number, kind: 'object' | 'array') =>
  kind === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A value 1,500 levels deep, for a single field. */
export const DEEP_VALUE: unknown = JSON.parse(deepJson(1_500, 'object'));

/** Whole request bodies that are not what any route takes. */
export const HOSTILE_BODIES = [
  deepJson(2_000, 'object'),
  deepJson(5_000, 'array'),
  'null',
  '"text"',
  '12',
  '[]',
  '[{}]',
  '{',
  '{"a":1,}',
  "{'a':1}",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000',
  `{"a":"${'x'.repeat(1_100_000)}"}`, // over the 1 MB body limit
];

/** Path segments, sent URL-encoded (a segment cannot carry a raw slash or '?'). */
export const HOSTILE_SEGMENTS = [...NUMBER_LIKE.filter((s) => s !== ''), ...SQL_FRAGMENTS, ...MARKUP, ...UNICODE, 'A'.repeat(5_000)];

/** Path segments sent as they are: bad escapes, an escaped NUL, an escaped lone surrogate, dots. */
export const RAW_SEGMENTS = ['%', '%00', '%E0%A4%A', '%ED%A0%80', '%C0%AE%C0%AE', '..', '.'];
