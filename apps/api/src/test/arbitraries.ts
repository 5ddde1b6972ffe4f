/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document, which the routes' zod
 * schemas produce: values that fit a schema, values that almost fit (one field wrong, a bound
 * crossed), and anything at all. Used by the fuzzing test (fuzz.test.ts).
 */
import fc, { type Arbitrary } from "fast-check";

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
}

/** Strings a careless server chokes on: markup, SQL, control and astral characters, huge numbers. */
const NASTY_STRINGS = [
  "",
  " ",
  "<img src=x onerror=alert(1)>",
  "'; drop table attempt; --",
  "\u0000",
  "\uD800",
  "😀".repeat(50),
  "../../etc/passwd",
  "%00",
  "9".repeat(400),
  "-1",
  "1e309",
  "NaN",
  "null",
  "__proto__",
  "constructor",
  "x".repeat(5000),
];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: "binary", maxLength: 60 }));
const nastyNumber = fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5, Number.MAX_VALUE, -0);
/** Any JSON value at all (undefined and functions aside). */
export const anyJson: Arbitrary<unknown> = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyString, nastyNumber, fc.constant(null));

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  return [];
}

function stringFitting(schema: JsonSchema): Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 80, minLength + 200);
  if (schema.format === "email") return fc.emailAddress().filter((e) => e.length <= maxLength);
  if (schema.format === "date")
    return fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "date-time")
    return fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === "uuid") return fc.uuid();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength);
    } catch {
      /* a pattern fast-check cannot invert: plain strings below */
    }
  }
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

function numberFitting(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.min(max, 2 ** 31 - 1);
  // Small values too: ids and indexes that exist are small.
  const small = fc.integer({ min: Math.max(lo, 0), max: Math.min(hi, 30) });
  if (integer) return fc.oneof(small, fc.integer({ min: lo, max: hi }));
  return fc.oneof(small, fc.double({ min: lo, max: hi, noNaN: true }));
}

/** Values that fit the schema (as far as fast-check can know a pattern). */
export function fitting(schema: JsonSchema, refs: Record<string, JsonSchema> = {}, depth = 0): Arbitrary<unknown> {
  if (schema.$ref) return fitting(refs[schema.$ref.split("/").pop()!] ?? {}, refs, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => fitting(s, refs, depth + 1)));
  if (schema.allOf?.length) return fitting(Object.assign({}, ...schema.allOf), refs, depth + 1);
  const types = typesOf(schema);
  if (types.length === 0 || depth > 6) return anyJson;
  return fc.oneof(
    ...types.map((type): Arbitrary<unknown> => {
      switch (type) {
        case "string":
          return stringFitting(schema);
        case "integer":
          return numberFitting(schema, true);
        case "number":
          return numberFitting(schema, false);
        case "boolean":
          return fc.boolean();
        case "null":
          return fc.constant(null);
        case "array":
          return fc.array(fitting(schema.items ?? {}, refs, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 8, (schema.minItems ?? 0) + 30),
          });
        case "object": {
          const properties = schema.properties ?? {};
          const required = new Set(schema.required ?? []);
          const record: Record<string, Arbitrary<unknown>> = {};
          for (const [key, value] of Object.entries(properties)) record[key] = fitting(value, refs, depth + 1);
          return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
        }
        default:
          return anyJson;
      }
    }),
  );
}

/** Values that almost fit: one field replaced by something wrong, one extra field, a bound crossed. */
export function nearlyFitting(schema: JsonSchema, refs: Record<string, JsonSchema> = {}): Arbitrary<unknown> {
  const base = fitting(schema, refs);
  const properties = Object.keys(schema.properties ?? {});
  const mutations: Array<Arbitrary<unknown>> = [
    base.map((value) => (Array.isArray(value) ? [...value, ...value, ...value] : value)),
    fc
      .tuple(base, nastyString, anyJson)
      .map(([value, key, extra]) => (value && typeof value === "object" && !Array.isArray(value) ? { ...value, [key || "extra"]: extra } : extra)),
  ];
  if (properties.length) {
    mutations.push(
      fc
        .tuple(base, fc.constantFrom(...properties), fc.oneof(anyJson, nastyString, nastyNumber))
        .map(([value, key, wrong]) => ({ ...(value as object), [key]: wrong })),
      fc.tuple(base, fc.constantFrom(...properties)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
        return rest;
      }),
    );
  }
  return fc.oneof(...mutations);
}

/** For one input of a route: fitting, nearly fitting and anything at all, in equal parts. */
export function inputFor(schema: JsonSchema, refs: Record<string, JsonSchema> = {}): Arbitrary<unknown> {
  return fc.oneof(fitting(schema, refs), nearlyFitting(schema, refs), anyJson);
}

/** A path parameter: a value that fits, or any string (sent percent-encoded). */
export function pathValueFor(schema: JsonSchema): Arbitrary<string> {
  return fc.oneof(
    fitting(schema).map((value) => String(value)),
    nastyString,
    fc.string({ unit: "grapheme", maxLength: 40 }),
    nastyNumber.map(String),
  );
}
