import fc from 'fast-check';
import { HOSTILE_BODIES, HOSTILE_SEGMENTS, RAW_SEGMENTS } from './hostile.js';
import { hostileValue, schemaArbitrary, type ArbitraryOptions, type JsonSchema } from './schema-arbitrary.js';

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema };
export type Operation = {
  method: string;
  /** As the document writes it: '/api/rombel/{id}'. */
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type FuzzRequest = {
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  /** Raw body text, sent as it is so that malformed JSON reaches the server. */
  payload?: string;
  contentType?: string;
};

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order. */
export function operations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

/** True when the operation's success answer is not JSON (a stored file). */
export const answersBinary = (op: Operation) => !op.responses?.['200']?.content?.['application/json'];

/** Percent-encodes a segment; a lone surrogate, which cannot be encoded, goes as its raw UTF-8 bytes. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function pathParamArbitrary(p: Parameter, opts: ArbitraryOptions): fc.Arbitrary<string> {
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS).map(encodeSegment), fc.constantFrom(...RAW_SEGMENTS));
  // A wildcard takes slashes: it gets whole hostile paths as well.
  const wildcard = p.name === '*' ? [fc.constantFrom('../../../etc/passwd', 'a/../../b.pdf', '%2e%2e/%2e%2e/etc/passwd', 'x/'.repeat(200))] : [];
  const valid = schemaArbitrary(p.schema, 'valid', opts, p.name).map((v) => (p.name === '*' ? String(v) : encodeSegment(String(v))));
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostile }, ...wildcard.map((arbitrary) => ({ weight: 1, arbitrary })));
}

function queryArbitrary(params: Parameter[], opts: ArbitraryOptions): fc.Arbitrary<Record<string, string | string[]>> {
  const model: Record<string, fc.Arbitrary<string | string[]>> = Object.fromEntries(
    params.map((p) => {
      const valid = schemaArbitrary(p.schema, 'valid', opts, p.name).map(String);
      // A repeated key arrives as an array.
      const hostile = fc.oneof(
        hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
        fc.constant<string[]>(['1', '2']),
      );
      return [p.name, fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile })];
    }),
  );
  return fc
    .record(model, { requiredKeys: [] })
    .map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string | string[]>);
}

function bodyArbitrary(op: Operation, opts: ArbitraryOptions): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const schema = op.requestBody?.content['application/json']?.schema;
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  const hostile = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_BODIES).map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom({ payload: 'a=1', contentType: 'application/x-www-form-urlencoded' }, { payload: '{}', contentType: 'text/plain' }),
    },
  );
  if (!schema) {
    // A route that takes no body may still be sent one.
    return fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: hostile }, { weight: 1, arbitrary: json(hostileValue) });
  }
  return fc.oneof(
    { weight: 3, arbitrary: json(schemaArbitrary(schema, 'valid', opts)) },
    { weight: 3, arbitrary: json(schemaArbitrary(schema, 'fuzz', opts)) },
    { weight: 1, arbitrary: hostile },
  );
}

/** Requests for one operation: valid-shaped ones, to reach the handler, mixed with hostile ones. */
export function requestArbitrary(op: Operation, opts: ArbitraryOptions): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const segments = fc.tuple(...pathParams.map((p) => pathParamArbitrary(p, opts)));
  const query = queryArbitrary(
    params.filter((p) => p.in === 'query'),
    opts,
  );
  const sendsBody = op.method !== 'GET' && op.method !== 'DELETE';
  const body = sendsBody ? bodyArbitrary(op, opts) : fc.constant({});
  return fc.tuple(segments, query, body).map(([values, q, b]) => {
    let url = op.path;
    pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, values[i]!)));
    return { method: op.method, url, query: q, ...b };
  });
}

/** A request cut down for a failure message: long texts shortened. */
export function describeRequest(req: FuzzRequest): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const query = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, typeof v === 'string' ? cut(v) : v]));
  return JSON.stringify({ ...req, url: cut(req.url), query, payload: req.payload === undefined ? undefined : cut(req.payload) });
}
