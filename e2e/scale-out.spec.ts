import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";

/**
 * Two more app instances (the standalone server the e2e webServer built, started the way
 * scripts/start.ts starts it) on the e2e database: no state lives in process memory.
 * docs/operations.md "Running several instances"; docs/decisions/0013-client-address.md.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTS = (process.env.SCALE_OUT_PORTS ?? `${E2E_PORT + 10},${E2E_PORT + 11}`).split(",").map(Number);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";
const DATABASE_URL = process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? "54349"}/wayfare`;
const NEXTAUTH_SECRET = process.env.NEXTAUTH_SECRET ?? (existsSync(path.join(DATA_DIR, "auth-secret")) ? readFileSync(path.join(DATA_DIR, "auth-secret"), "utf8").trim() : "");
/** The instances trust one proxy address; every other socket's X-Forwarded-For is ignored. */
const PROXY_ADDRESS = "127.0.0.1";
const PER_MINUTE_JOBS = ["expire-orders", "retry-ticketing", "poll-change-requests", "deliver-outbox"];
const AGENT = { email: "agent@demo.test", password: "Wayfare#2026" };

type Instance = { port: number; child: ChildProcess; log: string[] };
const instances: Instance[] = [];

function stopAll(): void {
  for (const instance of instances) if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill("SIGTERM");
}
process.on("exit", stopAll);

/** Exits the server when the test process goes away without stopping it (a killed worker). */
const PARENT_WATCHDOG = `data:text/javascript,${encodeURIComponent(
  "const parent = process.ppid; setInterval(() => { try { process.kill(parent, 0); } catch { process.exit(0); } }, 1000).unref();",
)}`;

function startInstance(port: number): Instance {
  const log: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    NODE_ENV: "production",
    DATABASE_URL,
    NEXTAUTH_SECRET,
    NEXTAUTH_URL: `http://localhost:${port}`,
    AUTH_TRUST_HOST: "true",
    COOKIE_SECURE: "false",
    LOG_LEVEL: "info",
    TRUST_PROXY: PROXY_ADDRESS,
    WAYFARE_JOBS: "on",
    WAYFARE_JOBS_CRON_CHECK_SECONDS: "2",
  };
  const child = spawn(
    process.execPath,
    ["--import", PARENT_WATCHDOG, "--require", path.resolve("scripts/client-address.cjs"), path.resolve(".next/standalone/server.js")],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => log.push(...chunk.toString().split("\n").filter(Boolean)));
  const instance = { port, child, log };
  instances.push(instance);
  return instance;
}

type Reply = { status: number; body: any; setCookies: string[] };

/** One HTTP request from a chosen local address (any 127.x.y.z is this machine's loopback). */
function send(port: number, method: string, urlPath: string, options: { body?: unknown; headers?: Record<string, string>; from?: string } = {}): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        localAddress: options.from,
        headers: { host: `localhost:${port}`, ...(payload ? { "content-type": "application/json" } : {}), ...options.headers },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          const cookies = res.headers["set-cookie"] ?? [];
          resolve({ status: res.statusCode ?? 0, body, setCookies: cookies });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const login = (port: number, email: string, password: string, options: { from?: string; forwardedFor?: string } = {}) =>
  send(port, "POST", "/api/wl/user/login", { body: { email, password }, from: options.from, headers: options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {} });

const byte = () => 2 + Math.floor(Math.random() * 250);
/** A loopback address of its own per run, so the limits this spec fills touch no other test. */
const freshLoopback = () => `127.${byte()}.${byte()}.${byte()}`;
let forwardedCounter = 0;
const freshForwarded = () => `203.0.113.${(forwardedCounter = (forwardedCounter % 250) + 1)}`;
const nobody = () => `nobody-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@x.test`;

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe.configure({ mode: "serial" });

let readyAt = 0;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  expect(existsSync(".next/standalone/server.js"), "the e2e webServer builds the standalone server first").toBe(true);
  expect(NEXTAUTH_SECRET, `the e2e server's secret in ${DATA_DIR}/auth-secret`).not.toBe("");
  for (const port of PORTS) startInstance(port);
  for (const instance of instances) {
    await waitUntil(`the instance on ${instance.port}`, async () => (await send(instance.port, "GET", "/api/health")).status === 200 || undefined, 60_000).catch((error) => {
      throw new Error(`${error.message}\n${instance.log.slice(-30).join("\n")}`);
    });
    await waitUntil(`the jobs on ${instance.port}`, () => instance.log.some((line) => line.includes("jobs started")) || undefined, 30_000);
  }
  readyAt = Date.now();
});

test.afterAll(async () => {
  stopAll();
  await Promise.all(
    instances.map((instance) =>
      instance.child.exitCode !== null || instance.child.signalCode !== null ? undefined : new Promise((resolve) => instance.child.once("exit", resolve)),
    ),
  );
});

test("a session made on one instance works on the other, and signing out on one ends it on both", async () => {
  const [a, b] = PORTS;
  const signedIn = await login(a, AGENT.email, AGENT.password);
  expect(signedIn.status).toBe(200);
  const token: string = signedIn.body.data.authToken;
  const sessionCookie = signedIn.setCookies.map((c) => c.split(";")[0]).find((c) => c.startsWith("wayfare.session-token="));
  expect(sessionCookie).toBeTruthy();

  const byHeader = await send(b, "POST", "/api/rbac/getPermissionsFromSession", { body: {}, headers: { "auth-token": token } });
  expect(byHeader.status).toBe(200);
  const byCookie = await send(b, "POST", "/api/rbac/getPermissionsFromSession", { body: {}, headers: { cookie: sessionCookie!, origin: `http://localhost:${b}` } });
  expect(byCookie.status).toBe(200);
  // A signed-in page on the other instance renders instead of sending the visitor to /login.
  const page = await send(b, "GET", "/app/flight/search", { headers: { cookie: sessionCookie! } });
  expect(page.status).toBe(200);

  expect((await send(b, "POST", "/api/wl/user/logout", { body: {}, headers: { "auth-token": token } })).status).toBe(200);
  const afterLogout = await send(a, "POST", "/api/rbac/getPermissionsFromSession", { body: {}, headers: { "auth-token": token } });
  expect(afterLogout.status).toBe(401);
});

test("failed logins spread over both instances reach 429 together; a new X-Forwarded-For per try changes nothing", async () => {
  const [a, b] = PORTS;
  const from = freshLoopback();
  for (let i = 0; i < 10; i++) {
    const res = await login(i % 2 === 0 ? a : b, nobody(), "wrong", { from, forwardedFor: freshForwarded() });
    expect(res.status).toBe(401);
  }
  for (const port of [a, b]) {
    const locked = await login(port, AGENT.email, AGENT.password, { from, forwardedFor: freshForwarded() });
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe("RATE_LIMITED");
  }
  // Another client is not locked out.
  expect((await login(a, AGENT.email, AGENT.password, { from: freshLoopback() })).status).toBe(200);
});

test("behind the trusted proxy (TRUST_PROXY), the limit keys on the forwarded client, not on the proxy", async () => {
  const [a, b] = PORTS;
  const client = `198.51.100.${byte()}`;
  for (let i = 0; i < 10; i++) {
    // A spoofed entry on the left changes every try; the proxy appends the real client last.
    const res = await login(i % 2 === 0 ? a : b, nobody(), "wrong", { from: PROXY_ADDRESS, forwardedFor: `${freshForwarded()}, ${client}` });
    expect(res.status).toBe(401);
  }
  expect((await login(b, AGENT.email, AGENT.password, { from: PROXY_ADDRESS, forwardedFor: client })).status).toBe(429);
  // The proxy itself and other clients behind it are not locked out.
  expect((await login(a, AGENT.email, AGENT.password, { from: PROXY_ADDRESS, forwardedFor: "198.51.100.1" })).status).toBe(200);
});

test("the e2e server (TRUST_PROXY unset) ignores X-Forwarded-For: one socket reaches 429", async () => {
  const from = freshLoopback();
  for (let i = 0; i < 10; i++) {
    expect((await login(E2E_PORT, nobody(), "wrong", { from, forwardedFor: freshForwarded() })).status).toBe(401);
  }
  expect((await login(E2E_PORT, AGENT.email, AGENT.password, { from, forwardedFor: freshForwarded() })).status).toBe(429);
  // Keyed on that socket: another one still signs in.
  expect((await login(E2E_PORT, AGENT.email, AGENT.password, { from: freshLoopback() })).status).toBe(200);
});

test("next-auth's credentials sign-in keys its limit on the socket too", async () => {
  const from = freshLoopback();
  const signIn = async (socket: string, email: string, password: string, forwardedFor?: string) => {
    const csrf = await send(E2E_PORT, "GET", "/api/auth/csrf", { from: socket });
    const cookie = csrf.setCookies.map((c) => c.split(";")[0]).join("; ");
    const form = new URLSearchParams({ csrfToken: csrf.body.csrfToken, email, password, json: "true" }).toString();
    return new Promise<string[]>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: E2E_PORT,
          method: "POST",
          path: "/api/auth/callback/credentials",
          localAddress: socket,
          headers: {
            host: `localhost:${E2E_PORT}`,
            cookie,
            "content-type": "application/x-www-form-urlencoded",
            ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.headers["set-cookie"] ?? []));
        },
      );
      req.on("error", reject);
      req.end(form);
    });
  };
  const hasSession = (cookies: string[]) => cookies.some((c) => /^wayfare\.session-token=[^;]+/.test(c));
  for (let i = 0; i < 10; i++) expect(hasSession(await signIn(from, nobody(), "wrong", freshForwarded()))).toBe(false);
  expect(hasSession(await signIn(from, AGENT.email, AGENT.password, freshForwarded()))).toBe(false);
  expect(hasSession(await signIn(freshLoopback(), AGENT.email, AGENT.password))).toBe(true);
});

test("a scheduled job runs once per tick, not once per instance", async () => {
  test.setTimeout(120_000);
  // The first whole minute after both instances run their jobs, and time for its jobs to finish.
  const slot = Math.ceil(readyAt / 60_000) * 60_000;
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const rows = await waitUntil(
      "the per-minute jobs of one tick to complete",
      async () => {
        if (Date.now() < slot) return undefined;
        const { rows } = await db.query<{ name: string; count: number; completed: number }>(
          `select name, count(*)::int as count, count(*) filter (where state in ('completed', 'failed'))::int as completed
             from (select name, state, created_on from pgboss.job union all select name, state, created_on from pgboss.archive) j
            where name = any($1) and created_on >= to_timestamp($2 / 1000.0) and created_on < to_timestamp($2 / 1000.0) + interval '1 minute'
            group by name`,
          [PER_MINUTE_JOBS, slot],
        );
        return rows.length === PER_MINUTE_JOBS.length && rows.every((r) => r.completed >= 1) ? rows : undefined;
      },
      110_000,
    );
    for (const row of rows) expect({ job: row.name, runs: row.count }).toEqual({ job: row.name, runs: 1 });
    // Each instance logs the jobs it ran: together at most one run of each job in that minute.
    const done = instances.flatMap((instance) =>
      instance.log
        .filter((line) => line.includes('"msg":"job done"'))
        .map((line) => JSON.parse(line) as { job: string; time: number })
        .filter((entry) => entry.time >= slot && entry.time < slot + 60_000),
    );
    for (const name of PER_MINUTE_JOBS) expect(done.filter((entry) => entry.job === name).length).toBeLessThanOrEqual(1);
  } finally {
    await db.end();
  }
});
