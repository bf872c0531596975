import type { CallOptions } from "../helpers/http";
import type { Expect } from "./probe";
import type { Operation } from "./operations";
import { leafType, leaves, setPath, type JsonSchema } from "./sample";

export type Case = { check: string; options: CallOptions & { path?: string }; expect: Expect };

const LONG = "x".repeat(100_000);
const INT_MAX = 2_147_483_647;
/** Replaced after JSON.stringify by a literal JSON cannot otherwise hold (1e999 parses to Infinity). */
const RAW = "__contract_raw__";

const isIdName = (name: string) => /(^id$|Id$|ID$|^LEId$|^userLEID$)/.test(name);

function deepObject(depth: number): string {
  return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

function stringify(value: unknown): string {
  return JSON.stringify(value).replace(new RegExp(`"${RAW}([^"]*)"`, "g"), "$1");
}

/** Mutations of one property: [label, value, must it be refused]. */
function mutations(name: string, schema: JsonSchema): [string, unknown, boolean][] {
  const type = leafType(schema);
  const nullable = schema.nullable === true || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((b) => b.type === "null" || b.nullable === true || (b.enum ?? []).includes(null));
  const idLike = isIdName(name);
  const common: [string, unknown, boolean][] = [
    ["an object", { nested: { deeper: true } }, type !== "object"],
    ["an array", [1, [2]], type !== "array"],
  ];
  if (type === "string") {
    // A contract may allow long text on purpose (an email body of 200,000 characters): then 100,000 is valid.
    return [...common, ["100,000 characters", LONG, (schema.maxLength ?? 0) < LONG.length], ["U+0000", "a\u0000b", true], ["a lone surrogate", "a\ud800b", true], ["control characters", "a\u0001\u001f\u007fb", false], ["a number", 12345, false], ["null", null, !nullable]];
  }
  if (type === "integer" || type === "number") {
    return [
      ...common,
      ["2^31", INT_MAX + 1, idLike],
      ["2^53+1", `${RAW}9007199254740993`, idLike],
      ["1e308", 1e308, idLike],
      ["Infinity (1e999)", `${RAW}1e999`, true],
      // An id whose contract allows -1 (the spec's "none yet" sentinel, e.g. addToCart's cartId) takes it.
      ["-1", -1, idLike && schema.minimum !== -1],
      ["0", 0, idLike],
      ["0.5", 0.5, idLike || type === "integer"],
      ["'NaN'", "NaN", true],
      ["'Infinity'", "Infinity", true],
      ["'12abc'", "12abc", true],
      // A count read with z.coerce takes null as 0: harmless unless the number names a row.
      ["null", null, idLike && !nullable],
    ];
  }
  if (type === "boolean") return [...common, ["'yes'", "yes", true], ["2", 2, true]];
  if (type === "array") return [["an object", { a: 1 }, true], ["a string", "x", true], ["10,000 items", Array.from({ length: 10_000 }, () => "x"), false], ["null", null, !nullable]];
  if (type === "object") return [["an array", [], true], ["a string", "x", true], ["null", null, !nullable]];
  return common;
}

/** Malformed bodies: the body as a whole, then every property in turn. */
export function bodyCases(op: Operation, valid: unknown): Case[] {
  if (!op.body) return [];
  const json = (rawBody: string, headers?: Record<string, string>) => ({ rawBody, headers: { "content-type": "application/json", ...headers } });
  const cases: Case[] = [
    { check: "invalid JSON", options: json('{"a":'), expect: {} },
    { check: "invalid JSON (trailing garbage)", options: json(`${JSON.stringify(valid)}}}`), expect: {} },
    { check: "wrong content type (text/plain)", options: { rawBody: JSON.stringify(valid), headers: { "content-type": "text/plain" } }, expect: {} },
    { check: "wrong content type (form)", options: { rawBody: "a=1&b=2", headers: { "content-type": "application/x-www-form-urlencoded" } }, expect: {} },
    { check: "array body", options: json("[]"), expect: {} },
    { check: "array of the valid body", options: json(JSON.stringify([valid])), expect: {} },
    { check: "null body", options: json("null"), expect: {} },
    { check: "number body", options: json("42"), expect: {} },
    { check: "string body", options: json('"text"'), expect: {} },
    { check: "deeply nested object (5,000 levels)", options: json(deepObject(5_000)), expect: {} },
    { check: "deeply nested array (100,000 levels)", options: json("[".repeat(100_000) + "]".repeat(100_000)), expect: {} },
    { check: "U+0000 escaped in a key", options: json(stringify({ ...(valid as object), "a\u0000": 1 })), expect: {} },
    { check: "a lone low surrogate escaped in a key", options: json(stringify({ ...(valid as object), "a\udc00": 1 })), expect: {} },
  ];
  const schema = op.body.oneOf?.[0] ?? op.body.anyOf?.[0] ?? op.body;
  if (schema.additionalProperties === false) cases.push({ check: "unknown field", options: json(stringify({ ...(valid as object), __unknownField: 1 })), expect: {} });
  if ((schema.required ?? []).length > 0) cases.push({ check: "missing fields ({})", options: json("{}"), expect: {} });
  for (const leaf of leaves(op.body)) {
    const name = leaf.path[leaf.path.length - 1];
    for (const [label, value, strict] of mutations(name, leaf.schema)) {
      cases.push({ check: `${leaf.path.join(".")} = ${label}`, options: json(stringify(setPath(valid, leaf.path, value))), expect: strict ? {} : { lenient: true } });
    }
  }
  return cases;
}

/** Malformed query strings: garbage, repeated keys, and every parameter in turn. */
export function queryCases(op: Operation, valid: Record<string, string>): Case[] {
  const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();
  const cases: Case[] = [
    { check: "garbage query string", options: { path: `${op.path}?%%zz&&==&a[b]=1&__proto__[x]=1&%E0%A4%A=%FF&${qs(valid)}` }, expect: { lenient: true } },
    { check: "U+0000 in an unknown query parameter", options: { path: `${op.path}?${qs(valid)}&zz=%00` }, expect: { lenient: op.query.length === 0 } },
  ];
  for (const p of op.query) {
    const idLike = isIdName(p.name);
    const type = leafType(p.schema);
    const values: [string, string, boolean][] = [
      ["100,000 characters", LONG, type !== "string" || (p.schema.maxLength ?? Infinity) < LONG.length],
      ["U+0000", "%00", true],
      ["broken percent-encoding", "%E0%A4%A", type !== "string"],
      ["2^31", String(INT_MAX + 1), idLike],
      ["-1", "-1", idLike],
      ["0.5", "0.5", idLike || type === "integer"],
      ["NaN", "NaN", type === "integer" || type === "number"],
      ["Infinity", "Infinity", type === "integer" || type === "number"],
      ["1e999", "1e999", type === "integer" || type === "number"],
    ];
    for (const [label, raw, strict] of values) {
      const rest = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== p.name));
      const sep = Object.keys(rest).length ? `${qs(rest)}&` : "";
      cases.push({ check: `?${p.name} = ${label}`, options: { path: `${op.path}?${sep}${p.name}=${raw === LONG ? LONG : raw}` }, expect: strict ? {} : { lenient: true } });
    }
    cases.push({ check: `?${p.name} repeated`, options: { path: `${op.path}?${qs(valid)}&${p.name}=1&${p.name}=2` }, expect: { lenient: true } });
  }
  if (op.query.length > 0) cases.push({ check: "unknown query parameter", options: { path: `${op.path}?${qs(valid)}&__unknown=1` }, expect: { lenient: true } });
  return cases;
}

/** Path parameters out of range or badly encoded (the value Next would hand the handler). */
export function paramCases(op: Operation, valid: Record<string, string>): Case[] {
  const cases: Case[] = [];
  for (const p of op.params) {
    if (p.catchAll) continue;
    for (const [label, raw] of [["2^31", String(INT_MAX + 1)], ["2^64", "18446744073709551616"], ["-1", "-1"], ["0", "0"], ["1.5", "1.5"], ["abc", "abc"], ["broken percent-encoding", "%E0%A4%A"], ["U+0000", "\u0000"], ["1e999", "1e999"], ["a lone surrogate", "1\ud800"]] as const) {
      const params = { ...valid, [p.name]: raw };
      // encodeURIComponent throws on a lone surrogate: the path carries it as U+FFFD, the params as is.
      cases.push({ check: `{${p.name}} = ${label}`, options: { path: op.path.replace(`{${p.name}}`, encodeURIComponent(raw.toWellFormed())), params }, expect: {} });
    }
  }
  return cases;
}

/** The site-id header out of range or not a number: 400 (or 403 when it disagrees with the session). */
export function siteHeaderCases(): Case[] {
  return ["2147483648", "99999999999999999999", "-1", "1.5", "abc", "0x10", "1e3"].map((v) => ({ check: `site-id: ${v}`, options: { headers: { "site-id": v } }, expect: {} }));
}
