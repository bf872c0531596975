import "server-only";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { listContractSchemas } from "./endpoint-catalogue";

/*
 * Named component schemas (decision 0059). Every zod schema a contract module exports as `Z<Name>`
 * (ZSegment, ZFare, ZFlightResult, ZPassenger, ZBookingView...) is a component `<Name>`: z.toJSONSchema
 * pulls a schema with an `id` out into `definitions`, and those move to components.schemas, so a
 * segment is one `Segment` wherever it appears. A schema reads differently as a request (input:
 * defaults make fields optional, unknown fields allowed) and as an answer (output: every field,
 * nothing else); when the two differ the request's is `<Name>Input`.
 */

export type Json = { [key: string]: unknown };

/** A few exports read better under another name. */
const RENAMED: Record<string, string> = { BookingView: "Booking" };

let names: Map<z.ZodType, string> | null = null;
function nameMap(): Map<z.ZodType, string> {
  if (names) return names;
  names = new Map();
  const taken = new Map<string, z.ZodType>();
  for (const [exportName, schema] of listContractSchemas()) {
    const raw = exportName.replace(/^Z/, "");
    const name = RENAMED[raw] ?? raw;
    // Two modules exporting different schemas under one name: neither gets it (a component name is global).
    if (taken.has(name) && taken.get(name) !== schema) {
      names.delete(taken.get(name)!);
      continue;
    }
    taken.set(name, schema);
    if (!names.has(schema)) names.set(schema, name);
  }
  return names;
}

/** zod's global registry (descriptions) with the component names as ids. */
function metadata(): z.core.$ZodRegistry<z.core.GlobalMeta> {
  const map = nameMap();
  const registry = {
    get: (schema: z.ZodType) => {
      const base = z.globalRegistry.get(schema);
      const id = map.get(schema);
      return id ? { ...base, id } : base;
    },
    has: (schema: z.ZodType) => map.has(schema) || z.globalRegistry.has(schema),
  };
  return registry as unknown as z.core.$ZodRegistry<z.core.GlobalMeta>;
}

type Io = "input" | "output";
const PENDING = "#/x-pending/";

/** Collects the components while the operations are converted; `finish` names them and fixes the refs. */
export class SchemaComponents {
  private readonly found = new Map<string, { input?: Json; output?: Json }>();
  private readonly roots = new Map<string, Json>();
  private readonly registry = metadata();

  /** The JSON schema of a zod schema, named parts as pending refs. */
  convert(schema: z.ZodType, io: Io): Json {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0", metadata: this.registry }) as Json;
    const json = io === "input" ? defaultsToWords(converted) : converted;
    const defs = (json.definitions ?? {}) as Record<string, Json>;
    delete json.definitions;
    delete json.$schema;
    for (const [name, def] of Object.entries(defs)) {
      const entry = this.found.get(name) ?? {};
      const ready = retarget(def, io);
      const before = entry[io];
      // zod names an unnamed recursive schema __schema0 in every conversion: export it as Z<Name> so it has one name.
      if (before && !isDeepStrictEqual(before, ready)) throw new Error(`OpenAPI component ${name} converts two ways (${io}); a recursive schema must be a contract's Z<Name> export`);
      entry[io] = ready;
      this.found.set(name, entry);
    }
    return retarget(json, io);
  }

  /** A root schema (an operation's body or answer) as a component of its own, unless it already is one. */
  root(name: string, schema: z.ZodType, io: Io): Json {
    const json = this.convert(schema, io);
    if (typeof json.$ref === "string" && Object.keys(json).length === 1) return json;
    this.roots.set(name, json);
    return { $ref: `${PENDING}root/${name}` };
  }

  /** The components, and a function that resolves the pending refs anywhere in the document. */
  finish(): { schemas: Record<string, Json>; resolve: <T>(value: T) => T } {
    const target = new Map<string, string>();
    const schemas: Record<string, Json> = {};
    for (const [name, entry] of [...this.found].sort(([a], [b]) => a.localeCompare(b))) {
      if (entry.output) {
        schemas[name] = entry.output;
        target.set(`output/${name}`, name);
      }
      if (entry.input) {
        const same = entry.output !== undefined && isDeepStrictEqual(entry.output, entry.input);
        const inputName = !entry.output || same ? name : `${name}Input`;
        if (!same) schemas[inputName] = entry.input;
        target.set(`input/${name}`, inputName);
      }
    }
    for (const [name, json] of this.roots) {
      // An operation's own schema whose name a contract export already holds: QueueRequest -> QueueOperationRequest.
      const free = schemas[name] ? name.replace(/(Request|Response)$/, "Operation$1") : name;
      if (schemas[free]) throw new Error(`OpenAPI component ${free} is taken twice`);
      schemas[free] = json;
      target.set(`root/${name}`, free);
    }
    const typeOf = (ref: string) => schemas[ref.replace("#/components/schemas/", "")]?.type;
    const resolve = <T>(value: T): T =>
      JSON.parse(JSON.stringify(value), (key, v: unknown) => {
        if (key === "$ref" && typeof v === "string" && v.startsWith(PENDING)) {
          const name = target.get(v.slice(PENDING.length));
          if (!name) throw new Error(`OpenAPI: unresolved ${v}`);
          return `#/components/schemas/${name}`;
        }
        return v !== null && typeof v === "object" && !Array.isArray(v) ? tidy(v as Json, typeOf) : v;
      }) as T;
    const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
    return { schemas: resolve(sorted), resolve };
  }
}

/** `#/definitions/X` (zod's) becomes a pending ref to X as read in `io`. */
function retarget(json: Json, io: Io): Json {
  return JSON.parse(JSON.stringify(json), (key, v: unknown) => (key === "$ref" && typeof v === "string" && v.startsWith("#/definitions/") ? `${PENDING}${io}/${v.slice("#/definitions/".length)}` : v)) as Json;
}

/**
 * zod writes a named schema's optional or nullable use as `{ allOf: [ref] }` and
 * `{ nullable: true, allOf: [ref] }`: the first is the ref itself, the second needs the type beside
 * `nullable` in OpenAPI 3.0.
 */
function tidy(node: Json, typeOf: (ref: string) => unknown): Json {
  const allOf = node.allOf as Json[] | undefined;
  if (!allOf || allOf.length !== 1) return node;
  if (Object.keys(node).length === 1) return allOf[0];
  const ref = allOf[0].$ref;
  if (node.nullable === true && node.type === undefined && typeof ref === "string") {
    const type = typeOf(ref.startsWith(PENDING) ? "" : ref);
    if (typeof type === "string") return { type, ...node };
  }
  return node;
}

const isSchema = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * A request field with a default is optional, but openapi-typescript (by default) types a property
 * with `default` as always present outside inline request bodies, so a generated client would have
 * to send every defaulted field. In request schemas the default is said in words instead.
 */
function defaultsToWords(schema: Json): Json {
  const out: Json = { ...schema };
  if ("default" in out) {
    const words = `Default: ${JSON.stringify(out.default)}.`;
    delete out.default;
    out.description = typeof out.description === "string" ? `${out.description} ${words}` : words;
  }
  for (const key of ["properties", "definitions"]) {
    if (isSchema(out[key])) out[key] = Object.fromEntries(Object.entries(out[key] as Json).map(([k, v]) => [k, isSchema(v) ? defaultsToWords(v) : v]));
  }
  for (const key of ["items", "additionalProperties", "not"]) if (isSchema(out[key])) out[key] = defaultsToWords(out[key] as Json);
  for (const key of ["anyOf", "oneOf", "allOf"]) if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map((v) => (isSchema(v) ? defaultsToWords(v) : v));
  return out;
}
