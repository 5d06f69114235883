import fc from 'fast-check';
import { findNulCharacterPath } from '@platform/contracts';
import type { z } from 'zod';
import type { DeclaredRoute } from '../../src/http/route-registry.js';
import { anyJsonValue, hostileString, outOfRangeNumber, pollutionKeys } from './hostile-values.js';
import { jsonSchemaOf, plausibleValue, propertyNames, type JsonSchema } from './schema-values.js';

export type CallerName = 'anonymous' | 'allowed' | 'other-role' | 'not-enabled' | 'forged-token';

/** One generated request; `payload` is the raw body text, so malformed JSON can be expressed. */
export interface AttackRequest {
  method: DeclaredRoute['method'];
  url: string;
  query?: Record<string, string | string[]>;
  contentType?: string;
  payload?: string | Buffer;
  caller: CallerName;
  kind: string;
  /** A read with hostile query values may answer 2xx; everything else must be refused. */
  mayRead?: boolean;
}

const MAX_SAFE_ID = 2_147_483_647;

/** True when the text could be read as the id of a real row (1 .. 2^31-1): never sent as a path id. */
function couldBeRealId(text: string): boolean {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= MAX_SAFE_ID;
}

/** Path parameter values that name no row: out of range, malformed, hostile. */
export const hostilePathValue = fc
  .oneof(
    fc.constantFrom(
      '0',
      '-1',
      '2147483648',
      '99999999999999999999',
      '1.5',
      '1e3x',
      'null',
      '00000000-0000-0000-0000-000000000000',
    ),
    outOfRangeNumber.map(String),
    hostileString.filter((text) => text.length < 2000),
  )
  .filter((text) => !couldBeRealId(text) && text !== '');

const callerArb = fc.constantFrom<CallerName>(
  'allowed',
  'allowed',
  'allowed',
  'allowed',
  'allowed',
  'allowed',
  'anonymous',
  'other-role',
  'not-enabled',
  'forged-token',
);

/** Percent-encodes as UTF-8; lone surrogates (which encodeURIComponent refuses) go as raw bytes. */
const encodePathValue = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function concreteUrl(route: DeclaredRoute, value: string | undefined): string {
  return route.url.replace(/:(\w+)/g, () => (value === undefined ? '999999' : encodePathValue(value)));
}

/** Does the route's own zod schema refuse this body (or would the server refuse it before any handler)? */
export function isRefusedBody(route: DeclaredRoute, text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return true;
  }
  if (hasPollutionKey(parsed)) return true;
  if (findNulCharacterPath(parsed) !== null) return true;
  const known = propertyNames(jsonSchemaOf(route.body));
  if (
    parsed &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    Object.keys(parsed).length > 0 &&
    known.length > 0 &&
    !Object.keys(parsed).some((key) => known.includes(key))
  )
    return true;
  try {
    return !(route.body as z.ZodType).safeParse(parsed).success;
  } catch {
    return false;
  }
}

/** The keys Fastify's JSON parser refuses: `__proto__`, and `constructor` holding `prototype`. */
function hasPollutionKey(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const own = value as Record<string, unknown>;
  if (Object.prototype.hasOwnProperty.call(own, '__proto__')) return true;
  const ctor = Object.prototype.hasOwnProperty.call(own, 'constructor') ? own.constructor : undefined;
  if (ctor && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype'))
    return true;
  return Object.values(own).some(hasPollutionKey);
}

const HUGE_ARRAY = Array.from({ length: 20_000 }, (_, i) => i);
const OVERSIZED_BODY = `{"a":"${'x'.repeat(2_200_000)}"}`;

type Mutation = (body: Record<string, unknown>, schema: JsonSchema) => fc.Arbitrary<Record<string, unknown>>;

const pickKey = (body: Record<string, unknown>, schema: JsonSchema) => {
  const keys = [...new Set([...Object.keys(body), ...propertyNames(schema)])];
  return keys.length ? fc.constantFrom(...keys) : fc.constant('x');
};

const MUTATIONS: Record<string, Mutation> = {
  'missing field': (body, schema) =>
    fc
      .constantFrom(...(schema.required?.length ? schema.required : Object.keys(body).concat('x')))
      .map((key) => {
        const copy = { ...body };
        delete copy[key];
        return copy;
      }),
  'wrong type': (body, schema) =>
    fc.tuple(pickKey(body, schema), anyJsonValue).map(([key, value]) => ({ ...body, [key]: value })),
  'hostile string': (body, schema) =>
    fc.tuple(pickKey(body, schema), hostileString).map(([key, value]) => ({ ...body, [key]: value })),
  'number out of range': (body, schema) =>
    fc.tuple(pickKey(body, schema), outOfRangeNumber).map(([key, value]) => ({ ...body, [key]: value })),
  'only unknown fields': () =>
    fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }).map((key) => `x_${key}`),
      anyJsonValue,
      {
        minKeys: 1,
        maxKeys: 3,
      },
    ),
  'extra fields': (body) =>
    fc
      .dictionary(
        fc.constantFrom('id', 'role', 'isEnabled', 'points', 'userId', 'schoolId', 'x'),
        anyJsonValue,
        {
          minKeys: 1,
          maxKeys: 3,
        },
      )
      .map((extra) => ({ ...body, ...extra })),
  'huge array': (body, schema) => pickKey(body, schema).map((key) => ({ ...body, [key]: HUGE_ARRAY })),
  'NUL in a key': (body) => fc.constant({ ...body, 'a\u0000b': 'x' }),
};

/** Bodies derived from the route's zod schema, then broken by one to three mutations. */
export function mutatedBodyText(route: DeclaredRoute): fc.Arbitrary<{ text: string; kind: string }> {
  const schema = jsonSchemaOf(route.body);
  // Huge values are one class among many: rarer, so 10,000 requests stay fast.
  const names = Object.keys(MUTATIONS).flatMap((name) =>
    name === 'huge array' ? [name] : [name, name, name, name],
  );
  return plausibleValue(schema).chain((base) => {
    const body = (base && typeof base === 'object' && !Array.isArray(base) ? base : {}) as Record<
      string,
      unknown
    >;
    return fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 3 }).chain((picked) => {
      let arb: fc.Arbitrary<Record<string, unknown>> = fc.constant(body);
      for (const name of picked) arb = arb.chain((current) => MUTATIONS[name]!(current, schema));
      return fc.tuple(arb, fc.option(pollutionKeys, { freq: 6 })).map(([value, pollution]) => {
        const text = JSON.stringify(value);
        const merged =
          pollution === null
            ? text
            : `{${pollution.slice(1, -1)}${text.length > 2 ? `,${text.slice(1)}` : '}'}`;
        return { text: merged, kind: picked.join('+') + (pollution ? '+pollution' : '') };
      });
    });
  });
}

/** Generated invalid requests to a route with a body: mutated schema-derived bodies on valid-looking paths. */
export function bodyAttack(route: DeclaredRoute): fc.Arbitrary<AttackRequest> {
  return fc
    .tuple(mutatedBodyText(route), callerArb, fc.option(hostilePathValue, { freq: 5 }))
    .filter(([body]) => isRefusedBody(route, body.text))
    .map(([body, caller, pathValue]) => ({
      method: route.method,
      url: concreteUrl(route, pathValue ?? undefined),
      contentType: 'application/json',
      payload: body.text,
      caller,
      kind: `body: ${body.kind}`,
    }));
}

/** Malformed transport: broken JSON, wrong content types, oversized and deeply nested bodies. */
export function transportAttack(route: DeclaredRoute): fc.Arbitrary<AttackRequest> {
  const malformed = fc.constantFrom(
    { contentType: 'application/json', payload: '{"a":', kind: 'truncated JSON' },
    { contentType: 'application/json', payload: '{"a":1}}', kind: 'trailing garbage' },
    { contentType: 'application/json', payload: "{'a':1}", kind: 'single quotes' },
    { contentType: 'application/json', payload: '', kind: 'empty JSON body' },
    { contentType: 'application/json', payload: '['.repeat(5000) + ']'.repeat(5000), kind: 'deep nesting' },
    { contentType: 'application/json', payload: '\uFEFF"text"', kind: 'BOM' },
    { contentType: 'text/plain', payload: 'hello', kind: 'text/plain' },
    { contentType: 'application/xml', payload: '<a>1</a>', kind: 'xml' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2', kind: 'form' },
    {
      contentType: 'multipart/form-data; boundary=xyz',
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
      kind: 'multipart to a JSON route',
    },
    { contentType: 'multipart/form-data', payload: 'garbage', kind: 'multipart without boundary' },
    { contentType: 'application/json', payload: OVERSIZED_BODY, kind: 'oversized body' },
  );
  return fc.tuple(malformed, callerArb).map(([variant, caller]) => ({
    method: route.method,
    url: concreteUrl(route, undefined),
    contentType: variant.contentType,
    payload: variant.payload,
    caller,
    kind: `transport: ${variant.kind}`,
  }));
}

/** Requests naming rows that cannot exist (path params) and hostile query values. */
export function pathAndQueryAttack(route: DeclaredRoute): fc.Arbitrary<AttackRequest> {
  const queryKeys = propertyNames(jsonSchemaOf(route.querystring));
  const keyArb = fc.oneof(
    ...(queryKeys.length ? [fc.constantFrom(...queryKeys)] : []),
    fc.constantFrom('__proto__', 'constructor[prototype][role]', 'x'),
  );
  const query = fc.dictionary(keyArb, fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })), {
    maxKeys: 4,
  });
  const hasParams = /:\w+/.test(route.url);
  return (
    fc
      .tuple(hasParams ? hostilePathValue : fc.constant(undefined), query, callerArb)
      // A GET may be read-only yet create an export: never send a valid export switch.
      .filter(([, q]) => !Object.values(q).flat().includes('xlsx'))
      .map(([pathValue, q, caller]) => ({
        method: route.method,
        url: concreteUrl(route, pathValue),
        query: q as Record<string, string | string[]>,
        caller,
        kind: `path/query`,
        mayRead: route.method === 'GET' && pathValue === undefined,
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { contentType: 'application/json', payload: '{}' }),
      }))
  );
}
