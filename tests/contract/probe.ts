import { call, type CallOptions, type CallResult } from "../helpers/http";
import { answerProblems } from "./answers";
import type { Operation } from "./operations";

/** What one request of the suite showed; `problems` lists every broken promise. */
export type Probe = { op: string; check: string; status: number; problems: string[]; body: unknown; headers: Headers };

export type Figures = {
  operations: number;
  requests: number;
  byClass: Record<string, number>;
  serverErrors: number;
  withoutEnvelope: number;
  withoutHeaders: number;
  notRefused: number;
  leaks: number;
  changed: number;
  /** Responses the operation's OpenAPI declaration does not cover: status, media type or 2xx JSON schema. */
  undeclared: number;
  failures: Probe[];
};

export function newFigures(operations: number): Figures {
  return { operations, requests: 0, byClass: {}, serverErrors: 0, withoutEnvelope: 0, withoutHeaders: 0, notRefused: 0, leaks: 0, changed: 0, undeclared: 0, failures: [] };
}

/** The error envelope of ARCHITECTURE section 3, with the request id and the security headers. */
export function envelopeProblems(res: CallResult): string[] {
  const problems: string[] = [];
  const b = res.body as Record<string, unknown> | string;
  if (typeof b !== "object" || b === null || b.success !== false || typeof b.errorCode !== "string" || typeof b.errorMessage !== "string" || typeof b.message !== "string") {
    problems.push(`no error envelope: ${JSON.stringify(b).slice(0, 160)}`);
  }
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) problems.push(`content-type ${res.headers.get("content-type")}`);
  return problems;
}

export function headerProblems(res: CallResult): string[] {
  const problems: string[] = [];
  if (!res.headers.get("x-request-id")) problems.push("no x-request-id");
  if (!res.headers.get("content-security-policy")) problems.push("no content-security-policy");
  if (res.headers.get("x-content-type-options") !== "nosniff") problems.push("no x-content-type-options");
  return problems;
}

export type Expect = {
  /** Allowed statuses; by default any 4xx (an error envelope). */
  statuses?: number[];
  /** 2xx is acceptable (the mutation may be valid); only 5xx and broken envelopes are faults. */
  lenient?: boolean;
};

/**
 * Sends one request in-process and records its figures. Reading the whole body is part of the
 * request: a download that starts with 200 and then fails counts as a 5xx.
 */
export async function probe(fig: Figures, op: Operation, check: string, options: CallOptions & { path?: string }, expect: Expect = {}): Promise<Probe> {
  fig.requests += 1;
  let res: CallResult;
  try {
    res = await call(op.handler, options.path ?? op.path, options);
  } catch (error) {
    res = { status: 599, body: `threw: ${(error as Error).message}`, headers: new Headers(), setCookies: [] };
  }
  const cls = `${Math.floor(res.status / 100)}xx`;
  fig.byClass[cls] = (fig.byClass[cls] ?? 0) + 1;
  const problems: string[] = [];
  if (res.status >= 500) {
    fig.serverErrors += 1;
    problems.push(`status ${res.status}`);
  }
  if (res.status >= 400) {
    const env = envelopeProblems(res);
    if (env.length) fig.withoutEnvelope += 1;
    problems.push(...env);
  }
  if (op.answers) {
    const declared = answerProblems(op.answers, res.status, res.headers.get("content-type") ?? "", res.body);
    if (declared.length) fig.undeclared += 1;
    problems.push(...declared);
  }
  const hdr = headerProblems(res);
  if (hdr.length) fig.withoutHeaders += 1;
  problems.push(...hdr);
  if (res.status < 500) {
    const allowed = expect.statuses ? expect.statuses.includes(res.status) : expect.lenient ? true : res.status >= 400;
    if (!allowed) {
      fig.notRefused += 1;
      problems.push(`status ${res.status}, expected ${expect.statuses?.join("/") ?? "4xx"}`);
    }
  }
  const result = { op: op.id, check, status: res.status, problems, body: res.body, headers: res.headers };
  if (problems.length) fig.failures.push(result);
  return result;
}

/** Runs tasks with at most `n` at once. */
export async function inBatches<T>(items: T[], n: number, run: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}

export function printFigures(title: string, fig: Figures, extra: Record<string, unknown> = {}): string {
  const lines = [
    `${title}`,
    `  operations: ${fig.operations}`,
    `  requests: ${fig.requests}`,
    `  statuses by class: ${Object.entries(fig.byClass).sort().map(([k, v]) => `${k}=${v}`).join(" ")}`,
    `  5xx: ${fig.serverErrors}`,
    `  error responses without the envelope: ${fig.withoutEnvelope}`,
    `  responses without request id / security headers: ${fig.withoutHeaders}`,
    `  malformed or refused requests not refused as expected: ${fig.notRefused}`,
    `  cross-site / cross-user leaks: ${fig.leaks}`,
    `  refused requests that changed rows: ${fig.changed}`,
    `  answers their OpenAPI declaration does not cover (status, media type, 2xx schema): ${fig.undeclared}`,
    ...Object.entries(extra).map(([k, v]) => `  ${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`),
  ];
  const byOp = new Map<string, string[]>();
  for (const f of fig.failures) byOp.set(f.op, [...(byOp.get(f.op) ?? []), `[${f.check}] ${f.status} ${f.problems.join("; ")}`]);
  for (const [op, list] of byOp) {
    lines.push(`  FAIL ${op} (${list.length})`);
    for (const l of list.slice(0, 6)) lines.push(`     ${l.slice(0, 300)}`);
  }
  return lines.join("\n");
}
