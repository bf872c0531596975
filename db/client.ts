import { and, eq, type SQL } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import * as bookings from "./schema/bookings";
import * as flights from "./schema/flights";
import * as masterdata from "./schema/masterdata";
import * as network from "./schema/network";
import * as orders from "./schema/orders";
import * as platform from "./schema/platform";
import * as pricing from "./schema/pricing";
import * as rbac from "./schema/rbac";
import * as sites from "./schema/sites";
import * as tickets from "./schema/tickets";
import * as users from "./schema/users";
import * as wallet from "./schema/wallet";

export const schema = { ...sites, ...users, ...rbac, ...platform, ...flights, ...masterdata, ...pricing, ...wallet, ...orders, ...bookings, ...tickets, ...network };
export type Db = NodePgDatabase<typeof schema>;

type Globals = { wayfarePool?: pg.Pool; wayfareDb?: Db };
const globals = globalThis as unknown as Globals;

function getDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (npm start / npm run dev set it for the embedded PostgreSQL)");
  return url;
}

/** The process-wide connection pool (one per app instance; survives dev hot reloads). */
export function getPool(): pg.Pool {
  if (!globals.wayfarePool) {
    globals.wayfarePool = new pg.Pool({
      connectionString: getDatabaseUrl(),
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      idleTimeoutMillis: 30_000,
    });
    globals.wayfarePool.on("error", () => undefined);
  }
  return globals.wayfarePool;
}

function getDb(): Db {
  if (!globals.wayfareDb) globals.wayfareDb = drizzle(getPool(), { schema, casing: "snake_case" });
  return globals.wayfareDb;
}

/**
 * The unscoped client. Every use stands out in review: site resolution, sign-in, the catalogue,
 * seeds and tests. Use cases get a SiteDb instead.
 */
export const systemDb: Db = new Proxy({} as Db, {
  get: (_t, prop) => Reflect.get(getDb() as object, prop),
});

type TenantTable = PgTable & { siteId: PgColumn; id: PgColumn };

/**
 * The site-scoped access helpers: every read and write through them carries the site's id, so a
 * query on another site's row finds nothing (and the caller answers 404).
 */
export function createSiteDb(siteId: number) {
  return {
    siteId,
    /** The raw client, for joins; pair it with `where(table, ...)` so the site condition stays. */
    db: systemDb,
    where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL {
      return and(eq(table.siteId, siteId), ...conditions) as SQL;
    },
    byId(table: TenantTable, id: number): SQL {
      return and(eq(table.siteId, siteId), eq(table.id, id)) as SQL;
    },
    transaction<T>(fn: (tx: Parameters<Parameters<Db["transaction"]>[0]>[0]) => Promise<T>): Promise<T> {
      return getDb().transaction(fn);
    },
  };
}
export type SiteDb = ReturnType<typeof createSiteDb>;

export async function closeDb(): Promise<void> {
  const pool = globals.wayfarePool;
  globals.wayfarePool = undefined;
  globals.wayfareDb = undefined;
  if (pool) await pool.end();
}
