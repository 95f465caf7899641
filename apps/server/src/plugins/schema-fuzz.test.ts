import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { type Player, player } from '../testing/wallet';

/**
 * Issue 8 item 11: every operation of the OpenAPI document, sent bad input built from its own
 * schema (NUL bytes, invalid UTF-8 raw in JSON and percent-encoded in queries and paths, wrong
 * types, huge strings and numbers), with and without a session: never a 5xx.
 */
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
  required?: string[];
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Call {
  method: string;
  path: string;
  params: Parameter[];
  body?: Schema;
}

/** A plausible value for a schema, so that the mutations reach past the first check. */
function sample(schema: Schema | undefined, depth = 0, requiredOnly = false): unknown {
  if (!schema || depth > 6) return 'a';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (union?.length) return sample(union.find((s) => s.type !== 'null') ?? union[0], depth + 1, requiredOnly);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items, depth + 1, requiredOnly));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => !requiredOnly || schema.required?.includes(key))
          .map(([key, value]) => [key, sample(value, depth + 1, requiredOnly)]),
      );
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** The value with every leaf replaced (strings only, or every leaf). */
function mapLeaves(value: unknown, fn: (leaf: unknown) => unknown, stringsOnly: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, fn, stringsOnly));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, fn, stringsOnly)]));
  return stringsOnly && typeof value !== 'string' ? value : fn(value);
}

const INVALID_UTF8 = Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]);
const MARK = '__raw_bytes__';
const HUGE_STRING = 'x'.repeat(200_000);

/** The paths of every leaf of a sampled value. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...path, String(i)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

/** A copy of the value with the leaf at `path` replaced. */
function setAt(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}

/** JSON with the MARK strings replaced by raw bytes that are not UTF-8. */
const withRawBytes = (json: string) =>
  Buffer.concat(
    json.split(`"${MARK}"`).flatMap((part, i) => {
      const bytes = Buffer.concat([Buffer.from('"'), INVALID_UTF8, Buffer.from('"')]);
      return i === 0 ? [Buffer.from(part)] : [bytes, Buffer.from(part)];
    }),
  );

/** Bodies of one operation: [label, payload]. One field at a time, so the others pass validation. */
function bodies(schema: Schema): Array<[string, string | Buffer]> {
  const base = sample(schema);
  // The fields one at a time over the required ones only: optional fields the sample gets wrong
  // (patterns) would stop the request at validation before the bad value reaches deeper code.
  const minimal = sample(schema, 0, true);
  const json = (value: unknown) => JSON.stringify(value);
  const rawUtf8 = withRawBytes(json(mapLeaves(base, () => MARK, true)));
  const perField = leafPaths(base).flatMap(
    (path): Array<[string, string | Buffer]> => [
      [`NUL in ${path.join('.')}`, json(setAt(minimal, path, `a\u0000b`))],
      [`invalid UTF-8 in ${path.join('.')}`, withRawBytes(json(setAt(minimal, path, MARK)))],
      [`huge number in ${path.join('.')}`, json(setAt(minimal, path, 1e308))],
      [`huge string in ${path.join('.')}`, json(setAt(minimal, path, HUGE_STRING))],
    ],
  );
  return [
    ...perField,
    ['valid-looking', json(base)],
    ['NUL in every string', json(mapLeaves(base, (s) => `a\u0000${s}\u0000`, true))],
    ['only NUL', json(mapLeaves(base, () => '\u0000', true))],
    ['invalid UTF-8 raw in JSON', rawUtf8],
    [
      'lone surrogates',
      json(mapLeaves(base, () => '\ud800x\udfff', true)).replace(/\\ud800x\\udfff/g, '\\ud800x\\udfff'),
    ],
    ['objects for leaves', json(mapLeaves(base, () => ({ $gt: '' }), false))],
    ['arrays for leaves', json(mapLeaves(base, () => ['a', 1], false))],
    ['numbers for leaves', json(mapLeaves(base, () => 1e308, false))],
    ['negative huge', json(mapLeaves(base, () => MARK, false)).replaceAll(`"${MARK}"`, '-9007199254740993')],
    ['strings for leaves', json(mapLeaves(base, () => '9'.repeat(400), false))],
    ['huge strings', json(mapLeaves(base, () => HUGE_STRING, false))],
    ['null', 'null'],
    ['array body', '[]'],
    ['not JSON', '{"a":'],
  ];
}

/** Query strings of one operation (already encoded). */
function queries(params: Parameter[]): Array<[string, string]> {
  const query = params.filter((p) => p.in === 'query');
  if (query.length === 0) return [['no query', '']];
  const build = (value: (p: Parameter) => string) => query.map((p) => `${p.name}=${value(p)}`).join('&');
  const plain = (p: Parameter) => encodeURIComponent(String(sample(p.schema)));
  const one = (target: Parameter, value: string) =>
    query
      .filter((p) => p === target || p.required)
      .map((p) => `${p.name}=${p === target ? value : plain(p)}`)
      .join('&');
  return [
    ...query.flatMap(
      (p): Array<[string, string]> => [
        [`NUL in ${p.name}`, one(p, `${plain(p)}%00x`)],
        [`invalid UTF-8 in ${p.name}`, one(p, '%C3%28%FF')],
      ],
    ),
    ['valid-looking', build(plain)],
    ['NUL', build((p) => `${plain(p)}%00x`)],
    ['only NUL', build(() => '%00')],
    ['invalid UTF-8', build(() => '%C3%28%FF%FE%ED%A0%80')],
    ['truncated escape', build(() => '%E0%A4%')],
    ['repeated (array)', query.map((p) => `${p.name}=1&${p.name}=2`).join('&')],
    ['bracket object', query.map((p) => `${p.name}[a]=1`).join('&')],
    ['huge number', build(() => '1e308')],
    ['unsafe integer', build(() => '-9007199254740993')],
    ['huge string', build(() => 'y'.repeat(20_000))],
  ];
}

/** Path values of one operation: the same value in every parameter. */
const PATH_VALUES: Array<[string, (sampled: string) => string]> = [
  ['valid-looking', (v) => encodeURIComponent(v)],
  ['NUL', (v) => `${encodeURIComponent(v)}%00`],
  ['invalid UTF-8', () => '%C3%28%FF'],
  ['huge', () => '9'.repeat(5000)],
  ['dot dot', () => '..%2F..%2Fetc'],
];

function fillPath(call: Call, value: (sampled: string) => string): string {
  return call.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const param = call.params.find((p) => p.in === 'path' && p.name === name);
    return value(String(sample(param?.schema)));
  });
}

let t: TestApp;
let alice: Player;
let calls: Call[] = [];

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  alice = await player(t, 'fuzz_alice', { funds: 100_000 });
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  calls = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined,
      })),
  );
  // Ending the session is tried last, so the other operations run with a live one.
  calls.sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
}, 60_000);
afterAll(() => t?.close());

async function fuzz(withSession: boolean): Promise<{ sent: number; failures: string[] }> {
  const failures: string[] = [];
  let sent = 0;
  let ip = 0;
  for (const call of calls) {
    const headers: Record<string, string> = {
      merchant: 'DEMO',
      'x-forwarded-for': `10.113.${withSession ? 1 : 2}.${ip++ % 250}`,
    };
    if (withSession) {
      headers.authorization = call.path.startsWith('/admin/') ? `Bearer ${t.services.adminToken}` : alice.token;
    }
    const requests: Array<[string, InjectOptions]> = [];
    const base = fillPath(call, PATH_VALUES[0]?.[1] as (v: string) => string);
    for (const [label, query] of queries(call.params)) {
      requests.push([`query ${label}`, { url: query ? `${base}?${query}` : base }]);
    }
    for (const [label, value] of PATH_VALUES.slice(1)) {
      if (call.path.includes('{')) requests.push([`path ${label}`, { url: fillPath(call, value) }]);
    }
    if (call.body && call.method !== 'GET') {
      for (const [label, payload] of bodies(call.body)) {
        requests.push([`body ${label}`, { url: base, payload, headers: { 'content-type': 'application/json' } }]);
      }
      requests.push([
        'form body with NUL and invalid UTF-8',
        {
          url: base,
          payload: Object.keys(call.body.properties ?? { a: {} })
            .map((k) => `${k}=a%00%C3%28%FF`)
            .join('&'),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ]);
    }
    for (const [label, options] of requests) {
      const res = await t.app.inject({
        method: call.method as InjectOptions['method'],
        ...options,
        headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
      });
      sent++;
      if (res.statusCode >= 500)
        failures.push(`${call.method} ${call.path} [${label}] -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
  }
  return { sent, failures };
}

describe('schema fuzz of every operation', () => {
  it('finds the operations in the OpenAPI document', () => {
    expect(calls.length).toBeGreaterThan(50);
    for (const path of ['/wps/session/login', '/wps/game/list', '/wps/wallets/deposit', '/vendor-api/{vendor}/bet']) {
      expect(calls.map((c) => c.path)).toContain(path);
    }
  });

  it('without a session: no 5xx', async () => {
    const { sent, failures } = await fuzz(false);
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);

  it('with a session (member, or operator on /admin): no 5xx', async () => {
    const { sent, failures } = await fuzz(true);
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);
});
