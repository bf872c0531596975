import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import type { CallOptions } from "../helpers/http";
import { bodyCases, paramCases, queryCases, siteHeaderCases, type Case } from "./malformed";
import { proxy } from "@/proxy";
import { LOCKABLE_OPERATIONS, OPEN_IN_LOCK_MODE } from "./lock-mode";
import { loadOperations, methodsByPath, type Operation } from "./operations";
import { LIST_FILTERS, OWNER_NOT_FOUND, overridesFor, type FieldOverride } from "./overrides";
import { inBatches, newFigures, printFigures, probe, type Figures } from "./probe";
import { sample } from "./sample";
import { auditMark, auditSince, createContractWorld, installAuditTriggers, useOwnDatabase, type ContractWorld, type Role } from "./world";

/**
 * The contract suite (docs/decisions/0012-contract-suite.md): every operation of the generated
 * OpenAPI document, called in-process through its route module, without credentials, as every
 * role that lacks its permission, with malformed input, and as other sites' and other users' callers.
 */
jest.setTimeout(240_000);

let ops: Operation[] = [];
let w: ContractWorld;
let ownDb: { drop: () => Promise<void> } | null = null;
let audited: string[] = [];
const fig = newFigures(0);
const ownerControls: { op: string; status: number; errorCode?: string }[] = [];

type Valid = { body?: unknown; query: Record<string, string>; params: Record<string, string | string[]>; recordFields: { name: string; owner: FieldOverride["owner"] }[] };

/** The valid request for an operation: generated from its schemas, ids from the overrides table. */
function validRequest(op: Operation): Valid {
  const table = overridesFor(op.id);
  const values = Object.fromEntries(Object.entries(table).map(([k, o]) => [k, o.value(w)]));
  const used = new Set<string>();
  const body = op.body ? sample(op.body, values) : undefined;
  if (body && typeof body === "object") for (const k of Object.keys(body)) used.add(k);
  const query: Record<string, string> = {};
  for (const q of op.query) {
    if (q.name in values) {
      query[q.name] = String(values[q.name]);
      used.add(q.name);
    } else if (q.required) query[q.name] = String(sample(q.schema));
  }
  const params: Record<string, string | string[]> = {};
  for (const p of op.params) {
    const v = values[p.name];
    params[p.name] = Array.isArray(v) ? v.map(String) : String(v ?? 1);
    if (p.name in values) used.add(p.name);
  }
  const recordFields = [...used].filter((k) => table[k] && table[k].owner !== "none").map((k) => ({ name: k, owner: table[k].owner }));
  return { body, query, params, recordFields };
}

function requestOptions(op: Operation, v: Valid, as: Role | null, host = w.siteA.domain): CallOptions & { path: string } {
  let path = op.path;
  for (const [k, val] of Object.entries(v.params)) path = path.replace(`{${k}}`, Array.isArray(val) ? val.join("/") : encodeURIComponent(val));
  const qs = new URLSearchParams(v.query).toString();
  return {
    path: qs ? `${path}?${qs}` : path,
    host: as?.host ?? host,
    token: as?.token,
    method: op.method,
    ip: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...(op.body ? { body: v.body } : {}),
    params: v.params as Record<string, string>,
  };
}

/** The failures of one check, one line each. */
const brief = (pick: (f: Figures["failures"][number]) => boolean) => fig.failures.filter(pick).map((f) => `${f.op} [${f.check}] ${f.problems.join("; ")}`.slice(0, 400));

async function lacks(op: Operation, r: Role): Promise<boolean> {
  if (op.auth !== "user") return false;
  if (op.userTypes && !op.userTypes.includes(r.principal.userType)) return true;
  if (op.superAdminOnly && !r.principal.isSuperAdmin) return true;
  if (op.permission && !(await hasPermission(r.principal, op.permission))) return true;
  return false;
}

/** A refused request: the expected status, and not one row written (checked request by request). */
async function refused(op: Operation, check: string, options: CallOptions & { path: string }, statuses: number[], allowList = false, caller?: Role): Promise<void> {
  const before = await auditMark();
  const p = await probe(fig, op, check, options, { statuses: allowList ? [...statuses, 200] : statuses });
  // A cross-site or cross-user caller may touch rows of its own (a wallet opened on first use), never site A's or the victim's.
  const own = (r: { row_data: unknown }) => {
    const row = r.row_data as { user_id?: number; site_id?: number };
    return caller !== undefined && (row.user_id === caller.userId || (caller.principal.siteId !== w.siteA.id && row.site_id === caller.principal.siteId));
  };
  const rows = (await auditSince(before)).filter((r) => !own(r));
  if (rows.length) {
    fig.changed += 1;
    p.problems.push(`changed ${rows.map((r) => `${r.op} ${r.table_name}`).join(", ")}`);
    if (!fig.failures.includes(p)) fig.failures.push(p);
  }
  const text = typeof p.body === "string" ? p.body : JSON.stringify(p.body);
  const leaked = (p.status >= 200 && p.status < 300 && !allowList) || w.markers.some((m) => text.includes(m));
  if (leaked && check.startsWith("cross")) {
    fig.leaks += 1;
    p.problems.push(`leak: ${text.slice(0, 160)}`);
    if (!fig.failures.includes(p)) fig.failures.push(p);
  }
}

beforeAll(async () => {
  ownDb = await useOwnDatabase();
  w = await createContractWorld();
  audited = await installAuditTriggers();
  ops = await loadOperations();
  fig.operations = ops.length;
});

afterAll(async () => {
  console.log(printFigures("Contract suite (tests/contract)", fig, { "audited tables": audited.length, "owner controls (valid sample, not 2xx)": ownerControls.filter((o) => o.status >= 300).map((o) => `${o.op} ${o.status} ${o.errorCode ?? ""}`) }));
  await closeDb();
  await ownDb?.drop();
});

describe("the contract suite", () => {
  it("reads every operation of the OpenAPI document and loads its route module", () => {
    expect(ops.length).toBeGreaterThan(60);
    for (const op of ops) expect(typeof op.handler).toBe("function");
  });

  it("answers 401 with the envelope to every non-public operation called without credentials, and changes nothing", async () => {
    for (const op of ops.filter((o) => o.auth === "user")) await refused(op, "anonymous", requestOptions(op, validRequest(op), null), [401]);
    // The driver auth mode (decision 0041): a wrong token, even beside a super admin's session, is 401.
    for (const op of ops.filter((o) => o.auth === "driver")) {
      const v = validRequest(op);
      await refused(op, "anonymous", requestOptions(op, { ...v, body: { ...(v.body as object), driverAccessToken: "wrong-token" } }, w.roles.superA), [401]);
    }
    expect(brief((f) => f.check === "anonymous")).toEqual([]);
  });

  it("answers 403 (or 404) to every role that lacks the permission, user type or super-admin flag, and changes nothing", async () => {
    const sameSite = [w.roles.staffNoPerm, w.roles.agentA, w.roles.agentA2, w.roles.retailA, w.roles.corporateA, w.roles.superA];
    let checked = 0;
    for (const op of ops) {
      for (const r of sameSite) {
        if (!(await lacks(op, r))) continue;
        checked += 1;
        await refused(op, `role ${r.name}`, requestOptions(op, validRequest(op), r), [403, 404]);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(brief((f) => f.check.startsWith("role"))).toEqual([]);
  });

  it("answers 404 to another site's user and to a same-site user who may not see the record, and changes nothing", async () => {
    let checked = 0;
    for (const op of ops) {
      const v = validRequest(op);
      if (v.recordFields.length === 0) continue;
      const list = LIST_FILTERS.has(op.id);
      const callers: Role[] = [w.roles.superB, w.roles.agentB];
      if (v.recordFields.some((f) => f.owner === "user")) callers.push(w.roles.agentA2, w.roles.retailA);
      for (const r of callers) {
        if (await lacks(op, r)) continue;
        checked += 1;
        // A driver endpoint on another site's host does not know site A's token: 401.
        await refused(op, `cross ${r.name} (${v.recordFields.map((f) => f.name).join(",")})`, requestOptions(op, v, r), op.auth === "driver" ? [401, 403, 404] : [403, 404], list, r);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(brief((f) => f.check.startsWith("cross"))).toEqual([]);
  });

  it("on a site in lock mode answers 401 to anonymous callers of the public endpoints behind lockable pages, and serves signed-in users", async () => {
    const publicOps = ops.filter((o) => o.auth === "public");
    expect(publicOps.map((o) => o.id).filter((id) => LOCKABLE_OPERATIONS.has(id) === id in OPEN_IN_LOCK_MODE)).toEqual([]);
    expect([...LOCKABLE_OPERATIONS].filter((id) => !publicOps.some((o) => o.id === id))).toEqual([]);
    const locked = publicOps.filter((o) => LOCKABLE_OPERATIONS.has(o.id));
    await systemDb.update(sites).set({ isLockMode: true }).where(eq(sites.id, w.siteA.id));
    const signedIn: string[] = [];
    try {
      for (const op of locked) {
        await refused(op, "lock mode anonymous", requestOptions(op, validRequest(op), null), [401]);
        const p = await probe(fig, op, "lock mode signed in", requestOptions(op, validRequest(op), w.roles.agentA), { lenient: true });
        if (p.status === 401) signedIn.push(`${op.id} 401`);
      }
    } finally {
      await systemDb.update(sites).set({ isLockMode: false }).where(eq(sites.id, w.siteA.id));
    }
    expect(locked.length).toBe(LOCKABLE_OPERATIONS.size);
    expect(brief((f) => f.check === "lock mode anonymous")).toEqual([]);
    expect(signedIn).toEqual([]);
  });

  it("answers the valid sample of every operation without a 5xx (owner controls: the ids point at real rows)", async () => {
    const ordered = [...ops].sort((a, b) => Number(/delete|logout/i.test(a.path)) - Number(/delete|logout/i.test(b.path)));
    for (const op of ordered) {
      const v = validRequest(op);
      const owner = op.auth === "public" ? null : v.recordFields.some((f) => f.owner === "user") && !(await lacks(op, w.roles.agentA)) ? w.roles.agentA : w.roles.superA;
      const p = await probe(fig, op, "valid sample", requestOptions(op, v, owner), { lenient: true });
      ownerControls.push({ op: op.id, status: p.status, errorCode: (p.body as { errorCode?: string })?.errorCode });
      if (v.recordFields.length > 0 && p.status === 404 && !(op.id in OWNER_NOT_FOUND)) {
        p.problems.push("the owner got 404: the overrides do not point at a real row");
        if (!fig.failures.includes(p)) fig.failures.push(p);
      }
    }
    expect(brief((f) => f.check === "valid sample")).toEqual([]);
  });

  // The malformed requests (over 1,000) run as four parts, each well inside the per-test timeout however many endpoints join.
  const MALFORMED_PARTS = 4;
  let malformed: { op: Operation; c: Case; base: CallOptions & { path: string } }[] | null = null;
  const malformedCases = () => {
    if (malformed) return malformed;
    malformed = [];
    for (const op of ops) {
      const v = validRequest(op);
      const as = op.auth === "user" ? w.roles.superA : null;
      const base = requestOptions(op, v, as);
      const all = [...bodyCases(op, v.body), ...queryCases(op, v.query), ...paramCases(op, v.params as Record<string, string>), ...siteHeaderCases()];
      for (const c of all) {
        if (op.path.startsWith("/api/auth/") && c.check.startsWith("site-id")) c.expect = { lenient: true };
        malformed.push({ op, c, base });
      }
    }
    return malformed;
  };

  it.each(Array.from({ length: MALFORMED_PARTS }, (_, i) => i + 1))("answers every malformed request with a 4xx error envelope, never a 5xx (part %i of 4)", async (part) => {
    const cases = malformedCases();
    expect(cases.length).toBeGreaterThan(1000);
    const mine = cases.filter((_, i) => i % MALFORMED_PARTS === part - 1);
    await inBatches(mine, 6, async ({ op, c, base }) => {
      const options = { ...base, ...c.options, headers: { ...base.headers, ...c.options.headers } };
      if (c.options.rawBody !== undefined) delete options.body;
      await probe(fig, op, `malformed ${c.check}`, options, c.expect);
    });
    expect(brief((f) => f.check.startsWith("malformed"))).toEqual([]);
  });

  it("answers a method an endpoint does not serve with 405, Allow and the envelope (proxy.ts), and an unknown path with 404", async () => {
    const byPath = methodsByPath(ops);
    const proxyOp = (path: string): Operation => ({ ...ops[0], id: `proxy ${path}`, path, handler: async (request) => proxy(request) as Response, answers: null });
    for (const [path, methods] of byPath) {
      const concrete = path.replace(/\{(\w+)\}/g, "1");
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !methods.includes(m))) {
        const p = await probe(fig, proxyOp(path), `wrong method ${method}`, { method, host: w.siteA.domain, path: concrete }, { statuses: [405] });
        const allow = (p.headers.get("allow") ?? "").split(", ");
        if (!methods.every((m) => allow.includes(m))) {
          p.problems.push(`Allow: ${allow.join(", ")}, expected ${methods.join(", ")}`);
          if (!fig.failures.includes(p)) fig.failures.push(p);
        }
      }
      // A catch-all route (next-auth's) answers every deeper path itself: tested in next-auth.int.test.ts.
      if (ops.some((o) => o.path === path && o.params.some((p) => p.catchAll))) continue;
      const unknown = `${concrete}/__nothing_here`;
      await probe(fig, proxyOp(unknown), "unknown path", { method: "GET", host: w.siteA.domain, path: unknown }, { statuses: [404] });
    }
    expect(brief((f) => f.check.startsWith("wrong method") || f.check === "unknown path")).toEqual([]);
  });

  it("totals: no 5xx, no error without the envelope, no leak, no refused request that changed a row, no answer its OpenAPI declaration does not cover", () => {
    expect({ serverErrors: fig.serverErrors, withoutEnvelope: fig.withoutEnvelope, leaks: fig.leaks, changed: fig.changed, withoutHeaders: fig.withoutHeaders, undeclared: fig.undeclared }).toEqual({
      serverErrors: 0,
      withoutEnvelope: 0,
      leaks: 0,
      changed: 0,
      withoutHeaders: 0,
      undeclared: 0,
    });
  });
});
