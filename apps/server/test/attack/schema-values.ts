import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that `z.toJSONSchema` emits for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** JSON Schema of a zod schema as its input side; shapes zod cannot express become `{}` (anything). */
export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!schema) return {};
  const cached = jsonSchemas.get(schema as object);
  if (cached) return cached;
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    converted = {};
  }
  jsonSchemas.set(schema as object, converted);
  return converted;
}
const jsonSchemas = new WeakMap<object, JsonSchema>();

/**
 * Values that have the shape the schema describes (types, enums, formats, bounds), so that a single
 * mutation makes a request invalid in one precise way rather than everywhere at once.
 */
export function plausibleValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => plausibleValue(option, depth + 1)));
  if (schema.allOf?.length) return plausibleValue(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? 0, -1000),
        max: Math.min(schema.maximum ?? 1000, 1000),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? plausibleValue(schema.items, depth + 1) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return plausibleObject(schema, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      // fc.emailAddress() is slow to generate; the attack needs plausible, not exhaustive, addresses.
      return fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.ro$/);
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc.constant('2026-01-15');
    case 'uri':
      return fc.constantFrom('https://example.ro/a', 'http://localhost/x?y=1');
  }
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 30, 30));
  return fc.string({ minLength: min, maxLength: max });
}

function plausibleObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties);
  if (!entries.length) return fc.constant({});
  return fc.record(
    Object.fromEntries(entries.map(([key, child]) => [key, plausibleValue(child, depth + 1)])),
    { requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)) },
  ) as fc.Arbitrary<Record<string, unknown>>;
}

/** Top-level property names of an object schema (all options of a union). */
export function propertyNames(schema: JsonSchema): string[] {
  const own = Object.keys(schema.properties ?? {});
  const fromOptions = (schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []).flatMap(propertyNames);
  return [...new Set([...own, ...fromOptions])];
}
