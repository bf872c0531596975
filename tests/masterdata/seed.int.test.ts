import { eq, sql } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { airlines, cities, masterDataVersions } from "@/db/schema/masterdata";
import { seedMasterData } from "@/db/seed/masterdata";

afterAll(() => closeDb());

const countAirlines = async () => (await systemDb.select({ n: sql<number>`count(*)::int` }).from(airlines))[0].n;

describe("seedMasterData", () => {
  it("loads nothing when the data files are already loaded", async () => {
    const started = performance.now();
    expect(await seedMasterData(systemDb)).toEqual({ loaded: [] });
    expect(performance.now() - started).toBeLessThan(1000);
    const versions = await systemDb.select({ dataset: masterDataVersions.dataset }).from(masterDataVersions);
    expect(versions.map((v) => v.dataset).sort()).toEqual(["airlines", "airports", "cities", "countries", "nationalities", "states"]);
  });

  it("reloads a table that lost rows, and only that table", async () => {
    const before = await countAirlines();
    await systemDb.delete(airlines).where(eq(airlines.code, "ZL"));
    expect(await countAirlines()).toBe(before - 1);
    expect(await seedMasterData(systemDb)).toEqual({ loaded: ["airlines"] });
    expect(await countAirlines()).toBe(before);
  });

  it("keeps city ids when the cities file is reloaded", async () => {
    const ids = async () => new Map((await systemDb.select({ id: cities.id, code: cities.cityCode }).from(cities)).map((c) => [c.code, c.id]));
    const before = await ids();
    await systemDb.update(masterDataVersions).set({ hash: "stale" }).where(eq(masterDataVersions.dataset, "cities"));
    expect(await seedMasterData(systemDb)).toEqual({ loaded: ["cities"] });
    const after = await ids();
    expect(after.size).toBe(before.size);
    for (const code of ["DXB", "BOM", "LON", "NYC"]) expect(after.get(code)).toBe(before.get(code));
  });

  it("serialises concurrent runs: a second run finds nothing left to load", async () => {
    await systemDb.update(masterDataVersions).set({ hash: "stale" }).where(eq(masterDataVersions.dataset, "countries"));
    const results = await Promise.all([seedMasterData(systemDb), seedMasterData(systemDb)]);
    expect(results.map((r) => r.loaded).sort()).toEqual([[], ["countries"]]);
  });
});
