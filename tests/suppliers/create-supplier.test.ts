import { createSupplier } from "@/server/suppliers/create-supplier";
import { percentOf } from "@/lib/money";
import { toMinorUnits } from "@/server/suppliers/minor-units";
import { canFareQuote, SupplierError } from "@/server/suppliers/types";
import { startFakeTboServer } from "./fake-tbo-server";
import { searchRequest } from "./sim-helpers";

describe("createSupplier", () => {
  it("builds the simulated supplier with the row's name and settings", async () => {
    const supplier = createSupplier({ code: "simulated", name: "Offline GDS", settings: { seed: 4, resultsPerSearch: 20 }, credentials: null });
    expect(supplier).toMatchObject({ code: "simulated", sourceName: "Offline GDS" });
    expect(canFareQuote(supplier)).toBe(true);
    const { results } = await supplier.search(searchRequest());
    expect(results).toHaveLength(20);
    await expect(createSupplier({ code: "simulated", name: "Broken", settings: { failMode: "error" }, credentials: null }).search(searchRequest())).rejects.toMatchObject({ supplier: "Broken" });
  });

  it("builds the TBO adapter from settings and credentials, and calls the configured host", async () => {
    const fake = await startFakeTboServer();
    try {
      const supplier = createSupplier({ code: "tbo", name: "TBO", settings: { authUrl: fake.authUrl, airUrl: fake.airUrl, endUserIp: "10.9.8.7" }, credentials: fake.credentials });
      expect(supplier).toMatchObject({ code: "tbo", sourceName: "TBO" });
      expect((await supplier.search(searchRequest())).results.length).toBeGreaterThan(0);
      expect(fake.requests.find((r) => r.method === "Search")?.body.EndUserIp).toBe("10.9.8.7");
    } finally {
      await fake.close();
    }
  });

  it("turns a misconfigured row into a supplier that fails every call (so it drops out of a fan-out), and throws for unknown codes", async () => {
    const noCredentials = createSupplier({ code: "tbo", name: "TBO live", settings: {}, credentials: null });
    const error = await noCredentials.search(searchRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect((error as SupplierError).message).toBe("TBO live is not configured correctly: credentials clientId, userName and password are required");
    const badUrl = createSupplier({ code: "tbo", name: "TBO", settings: { airUrl: "not a url" }, credentials: { clientId: "c", userName: "u", password: "secret-pw" } });
    const urlError = (await badUrl.fareRules({ traceId: "t", resultIndex: "OB1" }).catch((e: unknown) => e)) as SupplierError;
    expect(urlError.message).toMatch(/^TBO is not configured correctly: airUrl/);
    expect(urlError.message).not.toContain("secret-pw");
    const badMode = createSupplier({ code: "simulated", name: "S", settings: { failMode: "sometimes" }, credentials: null });
    await expect(badMode.calendarFare({ origin: "DEL", destination: "BOM", month: "2026-09", cabinClass: 2 })).rejects.toMatchObject({ message: expect.stringMatching(/^S is not configured correctly: failMode/) });
    expect(() => createSupplier({ code: "amadeus", name: "Amadeus", settings: {}, credentials: null })).toThrow('Unknown supplier code "amadeus"');
  });
});

describe("minor units", () => {
  it.each([
    [4523.5, 452350],
    ["4523.50", 452350],
    [1034.505, 103451],
    [0.005, 1],
    [0.004, 0],
    [12, 1200],
    [-1.005, -101],
    [1e-7, 0],
    [null, 0],
  ])("%p rupees is %p paise (half-up)", (rupees, paise) => {
    expect(toMinorUnits(rupees)).toBe(paise);
  });

  it("refuses what is not an amount and applies rates half-up in integers", () => {
    expect(() => toMinorUnits("12abc")).toThrow(RangeError);
    expect(percentOf(250900, 500)).toBe(12545);
    expect(percentOf(15, 5000)).toBe(8);
  });
});
