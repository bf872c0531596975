import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import { airlines, airports, cities, countries, masterDataVersions, nationalities, states } from "../schema/masterdata";
import { normalizeSearchText, toSearchKey } from "@/lib/search-text";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;
type Record_ = Record<string, unknown>;

const CHUNK_SIZE = 1000;
const str = (v: unknown) => String(v ?? "");

/** A data file of db/data: `{ columns, rows }` (scripts/build-reference-data.ts writes them). */
function readRecords(text: string): Record_[] {
  const file = JSON.parse(text) as { columns: string[]; rows: unknown[][] };
  return file.rows.map((row) => Object.fromEntries(file.columns.map((c, i) => [c, row[i]])));
}

function chunk<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) out.push(rows.slice(i, i + CHUNK_SIZE));
  return out;
}

/** Replaces a table's rows in the transaction (no other table refers to these by key). */
async function replaceRows<T extends PgTable>(tx: Tx, table: T, rows: T["$inferInsert"][]): Promise<void> {
  await tx.delete(table);
  for (const part of chunk(rows)) await tx.insert(table).values(part);
}

type Dataset = { name: string; table: PgTable; load: (tx: Tx, records: Record_[]) => Promise<void> };

const DATASETS: Dataset[] = [
  {
    name: "countries",
    table: countries,
    load: (tx, records) => replaceRows(tx, countries, records.map((r) => ({ code: str(r.code), name: str(r.name), dialCode: str(r.dialCode) }))),
  },
  {
    name: "states",
    table: states,
    load: (tx, records) => replaceRows(tx, states, records.map((r) => ({ countryCode: str(r.countryCode), code: str(r.code), name: str(r.name) }))),
  },
  {
    name: "nationalities",
    table: nationalities,
    load: (tx, records) =>
      replaceRows(tx, nationalities, records.map((r) => ({ countryCode: str(r.countryCode), countryName: str(r.countryName), nationality: str(r.nationality) }))),
  },
  {
    name: "airlines",
    table: airlines,
    load: (tx, records) =>
      replaceRows(tx, airlines, records.map((r) => ({ code: str(r.code), name: str(r.name), isLcc: r.isLcc === true, logoUrl: `/airline-logos/${str(r.code)}.svg` }))),
  },
  {
    name: "airports",
    table: airports,
    load: (tx, records) =>
      replaceRows(
        tx,
        airports,
        records.map((r) => ({
          code: str(r.code),
          name: str(r.name),
          city: str(r.city),
          cityCode: str(r.cityCode),
          countryCode: str(r.countryCode),
          countryName: str(r.countryName),
          timezone: str(r.timezone),
          latitude: Number(r.latitude),
          longitude: Number(r.longitude),
          sizeRank: Number(r.sizeRank),
          popularRank: r.popularRank === null ? null : Number(r.popularRank),
          keywords: str(r.keywords),
          cityKey: normalizeSearchText(str(r.city)),
          searchKey: toSearchKey(str(r.city), str(r.name), str(r.keywords)),
        })),
      ),
  },
  {
    // Upserted by city code and never deleted: DMC rows refer to city ids, which must not change.
    name: "cities",
    table: cities,
    load: async (tx, records) => {
      const rows = records.map((r) => ({
        cityCode: str(r.cityCode),
        name: str(r.name),
        countryCode: str(r.countryCode),
        countryName: str(r.countryName),
        searchKey: toSearchKey(str(r.name)),
      }));
      for (const part of chunk(rows)) {
        await tx
          .insert(cities)
          .values(part)
          .onConflictDoUpdate({
            target: cities.cityCode,
            set: { name: sql`excluded.name`, countryCode: sql`excluded.country_code`, countryName: sql`excluded.country_name`, searchKey: sql`excluded.search_key` },
          });
      }
    },
  },
];

type DataFile = Dataset & { text: string; hash: string };

function readDataFiles(): DataFile[] {
  const dir = path.join(process.cwd(), "db", "data");
  return DATASETS.map((d) => {
    const text = readFileSync(path.join(dir, `${d.name}.json`), "utf8");
    return { ...d, text, hash: createHash("sha256").update(text).digest("hex") };
  });
}

async function countRows(db: Executor, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

/** Data files whose content hash differs from the loaded version, or whose table lost or gained rows. */
async function findStale(db: Executor, files: DataFile[]): Promise<DataFile[]> {
  const versions = new Map((await db.select().from(masterDataVersions)).map((v) => [v.dataset, v]));
  const counts: number[] = [];
  for (const f of files) counts.push(await countRows(db, f.table));
  return files.filter((f, i) => {
    const loaded = versions.get(f.name);
    return !loaded || loaded.hash !== f.hash || loaded.rowCount !== counts[i];
  });
}

/**
 * Loads the reference data files of db/data (airports, cities, airlines, countries, states,
 * nationalities). Idempotent and cheap when nothing changed: one version read and six counts.
 * Concurrent starts serialise on an advisory lock; the second finds nothing left to load.
 */
export async function seedMasterData(db: Db): Promise<{ loaded: string[] }> {
  const files = readDataFiles();
  if ((await findStale(db, files)).length === 0) return { loaded: [] };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wayfare.seed.masterdata'))`);
    const stale = await findStale(tx, files);
    for (const file of stale) {
      await file.load(tx, readRecords(file.text));
      const rowCount = await countRows(tx, file.table);
      await tx
        .insert(masterDataVersions)
        .values({ dataset: file.name, hash: file.hash, rowCount })
        .onConflictDoUpdate({ target: masterDataVersions.dataset, set: { hash: file.hash, rowCount, loadedAt: sql`now()` } });
    }
    return { loaded: stale.map((f) => f.name) };
  });
}
