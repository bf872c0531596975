import { closeDb } from "@/db/client";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as fareRulesRoute } from "@/app/api/getFareRules/route";
import { encryptJson } from "@/server/security/secret-box";
import { call } from "../helpers/http";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { startFakeTboServer } from "../suppliers/fake-tbo-server";

let tbo: Awaited<ReturnType<typeof startFakeTboServer>>;
beforeAll(async () => {
  tbo = await startFakeTboServer({});
});
afterAll(async () => {
  await tbo.close();
  await closeDb();
});

const tboSupplier = () => ({
  code: "tbo" as const,
  name: "TBO",
  settings: { authUrl: tbo.authUrl, airUrl: tbo.airUrl },
  credentialsEncrypted: encryptJson(tbo.credentials),
});

describe("search through the TBO adapter (fake TBO server on loopback)", () => {
  it("merges TBO results with the simulated supplier's, authenticating once for several searches", async () => {
    tbo.reset();
    const w = await createFlightWorld({ suppliers: [tboSupplier(), { code: "simulated", name: "Simulated", settings: { seed: 4 } }] });
    const body = { journeyType: 1, origin: "DEL", destination: "BOM", departureDate: daysFromNow(9), adt: 1 };
    // Staff see the sources' names (decision 0060); the fare rules below are asked by the agent.
    const staffToken = await logInAs(w.site.domain, (await createTestUser(w.site.id, { userType: "staff" })).email!);
    const first = await call(searchRoute, "/api/search", { host: w.site.domain, token: staffToken, body });
    expect(first.status).toBe(200);
    const sources = new Set(first.body.data.results[0].map((r: { source: string }) => r.source));
    expect(sources).toEqual(new Set(["TBO", "Simulated"]));
    await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body });
    expect(tbo.counters.Authenticate).toBe(1);
    const tboResult = first.body.data.results[0].find((r: { source: string }) => r.source === "TBO");
    const rules = await call(fareRulesRoute, "/api/getFareRules", { host: w.site.domain, token: staffToken, body: { searchId: first.body.data.searchId, resultIndex: tboResult.resultIndex } });
    expect(rules.status).toBe(200);
    expect(rules.body.data.result.length).toBeGreaterThan(0);
  });

  it("drops TBO when it answers ResponseStatus 2 on HTTP 200, keeping the other supplier", async () => {
    tbo.reset();
    tbo.switches.failures.Search = { ResponseStatus: 2, ErrorCode: 2, ErrorMessage: "No Result Found" };
    const w = await createFlightWorld({ suppliers: [tboSupplier(), { code: "simulated", name: "Simulated", settings: { seed: 4 } }] });
    const staffToken = await logInAs(w.site.domain, (await createTestUser(w.site.id, { userType: "staff" })).email!);
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: staffToken, body: { journeyType: 1, origin: "DEL", destination: "BOM", departureDate: daysFromNow(9), adt: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.unavailableSources).toEqual(["TBO"]);
    expect(res.body.data.results[0].every((r: { source: string }) => r.source === "Simulated")).toBe(true);
    tbo.reset();
  });
});
