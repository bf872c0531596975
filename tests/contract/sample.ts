/**
 * A small sample generator for the JSON schemas the OpenAPI document holds (zod 4's
 * `z.toJSONSchema`, OpenAPI 3.0 target). It writes the smallest valid value it can: required
 * properties only, the first enum member, the default when there is one, a string that fits the
 * pattern from a short list of candidates. Overrides (tests/contract/overrides.ts) replace fields by
 * name with ids of rows the suite created.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
};

export type Overrides = Record<string, unknown>;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Candidates tried, in order, against a string schema's pattern, format and length. */
function stringCandidates(): string[] {
  return ["BOM", "DEL", "6E", "IN", "in", inDays(30), inDays(30).slice(0, 7), "Test1234", "REF123", "abc", "Asha", "contract@example.test", "9876543210", "00000000-0000-4000-8000-000000000001", "1~x", "a"];
}

function fitsString(s: JsonSchema, value: string): boolean {
  if (s.minLength !== undefined && value.length < s.minLength) return false;
  if (s.maxLength !== undefined && value.length > s.maxLength) return false;
  if (s.pattern && !new RegExp(s.pattern).test(value)) return false;
  if (s.format === "email" && !value.includes("@")) return false;
  if (s.format === "uuid" && !/^[0-9a-f-]{36}$/.test(value)) return false;
  return true;
}

function sampleString(s: JsonSchema): string {
  if (s.format === "date-time") return new Date(Date.now() + 30 * 86_400_000).toISOString();
  if (s.format === "date") return inDays(30);
  const hit = stringCandidates().find((c) => fitsString(s, c));
  if (hit !== undefined) return hit;
  return "x".repeat(Math.max(1, s.minLength ?? 1));
}

function sampleNumber(s: JsonSchema, integer: boolean): number {
  let min = s.minimum ?? (typeof s.exclusiveMinimum === "number" ? s.exclusiveMinimum : undefined) ?? 1;
  if (s.exclusiveMinimum === true || typeof s.exclusiveMinimum === "number") min = integer ? Math.floor(min) + 1 : min + 0.5;
  const max = s.maximum ?? Number.MAX_SAFE_INTEGER;
  const value = Math.max(min, 1);
  return Math.min(integer ? Math.ceil(value) : value, max);
}

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type);

/** The first branch of a union (skipping null). */
export function firstBranch(s: JsonSchema): JsonSchema {
  const branches = s.anyOf ?? s.oneOf;
  if (!branches) return s;
  return branches.find((b) => typeOf(b) !== "null") ?? branches[0];
}

export function sample(schema: JsonSchema, overrides: Overrides = {}, path: string[] = []): unknown {
  const key = path.join(".");
  if (key && key in overrides) return overrides[key];
  const last = path[path.length - 1];
  if (last !== undefined && last in overrides && !/^\d+$/.test(last)) return overrides[last];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, overrides, path) as object));
  if (schema.anyOf || schema.oneOf) return sample(firstBranch(schema), overrides, path);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        const hasOverride = name in overrides || [...path, name].join(".") in overrides;
        if (!(schema.required ?? []).includes(name) && !hasOverride) continue;
        out[name] = sample(prop, overrides, [...path, name]);
      }
      return out;
    }
    case "array": {
      const n = Math.max(schema.minItems ?? 0, 0);
      return Array.from({ length: n }, (_, i) => sample(schema.items ?? {}, overrides, [...path, String(i)]));
    }
    case "string":
      return schema.default !== undefined ? schema.default : sampleString(schema);
    case "integer":
      return schema.default !== undefined ? schema.default : sampleNumber(schema, true);
    case "number":
      return schema.default !== undefined ? schema.default : sampleNumber(schema, false);
    case "boolean":
      return schema.default !== undefined ? schema.default : false;
    default:
      return schema.default !== undefined ? schema.default : null;
  }
}

export type Leaf = { path: string[]; schema: JsonSchema };

/** Every property path of an object schema (objects inside arrays get index 0), to three levels. */
export function leaves(schema: JsonSchema, path: string[] = [], depth = 0): Leaf[] {
  const s = schema.anyOf || schema.oneOf ? firstBranch(schema) : schema;
  if (depth > 3) return [];
  if (typeOf(s) === "object" && s.properties) {
    return Object.entries(s.properties).flatMap(([name, prop]) => [{ path: [...path, name], schema: prop }, ...leaves(prop, [...path, name], depth + 1)]);
  }
  if (typeOf(s) === "array" && s.items) return leaves(s.items, [...path, "0"], depth + 1);
  return [];
}

export const leafType = (s: JsonSchema): string | undefined => typeOf(s.anyOf || s.oneOf ? firstBranch(s) : s);

/** A copy of `value` with `path` set (creating objects and one-element arrays on the way). */
export function setPath(value: unknown, path: string[], next: unknown): unknown {
  const root = structuredClone(value ?? {}) as Record<string, unknown>;
  let cur: Record<string, unknown> = root;
  path.forEach((seg, i) => {
    if (i === path.length - 1) {
      cur[seg] = next;
      return;
    }
    const isIndex = /^\d+$/.test(path[i + 1]);
    if (cur[seg] === null || typeof cur[seg] !== "object") cur[seg] = isIndex ? [] : {};
    cur = cur[seg] as Record<string, unknown>;
  });
  return root;
}
