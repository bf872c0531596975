/**
 * bench/booking.ts: `npx tsx --conditions=react-server bench/booking.ts`
 * Bookings completed end to end through the API (POST /api/search, setFlightDetails, validateBooking,
 * orderSuccessCallback by wallet) with the simulated supplier at zero latency, through the real route
 * handlers and PostgreSQL, CONCURRENCY agents at a time. Prints bookings per second and the p50/p95
 * of orderSuccessCallback (wallet debit under row lock, supplier ticket, booking written).
 */
import { NextRequest } from "next/server";
import { startBenchDatabase } from "./bench-db";
import { pct } from "./stats";

const BOOKINGS = Number(process.env.BOOKINGS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);

type Route = (request: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function main() {
  const pg = await startBenchDatabase("bench-booking-pg", 54372);
  try {
    const { systemDb, closeDb } = await import("../db/client");
    const { seedSite } = await import("../db/seed/sites");
    const { seedUser } = await import("../db/seed/users");
    const { seedSupplier } = await import("../db/seed/suppliers");
    const { seedWalletCredit, seedWalletForUser } = await import("../db/seed/wallet");
    const { createSession } = await import("../server/auth/session");
    const routes: Record<string, Route> = {
      "/api/search": (await import("../app/api/search/route")).POST as Route,
      "/api/setFlightDetails": (await import("../app/api/setFlightDetails/route")).POST as Route,
      "/api/validateBooking": (await import("../app/api/validateBooking/route")).POST as Route,
      "/api/payments/orderSuccessCallback": (await import("../app/api/payments/orderSuccessCallback/route")).POST as Route,
    };
    const domain = "bench-booking.test";
    const site = await seedSite(systemDb, { name: "Bench booking", domains: [domain] });
    await seedSupplier(systemDb, { siteId: site.id, code: "simulated", name: "Simulated", settings: { seed: 3, latencyMs: 0 } });
    const agents: string[] = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      const user = await seedUser(systemDb, { siteId: site.id, email: `agent${i}@bench.test`, password: "Bench#12345", userType: "retail", firstName: "Bench", lastName: `Agent${i}` });
      const wallet = await seedWalletForUser(systemDb, user.id, 0);
      await seedWalletCredit(systemDb, { walletId: wallet.id, amount: 1_000_000_000, idempotencyKey: `bench-${i}` });
      agents.push(await createSession(user));
    }
    const post = async (token: string, path: string, body: unknown) => {
      const request = new NextRequest(`http://${domain}${path}`, { method: "POST", body: JSON.stringify(body), headers: { host: domain, "content-type": "application/json", "auth-token": token } });
      const response = await routes[path](request, { params: Promise.resolve({}) });
      const json = await response.json();
      if (response.status !== 200) throw new Error(`${path} failed: ${response.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const departureDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const passenger = { paxType: 1, title: "Mr", firstName: "Bench", lastName: "Traveller", gender: 1, dateOfBirth: "1988-02-03", email: "bench@example.com", phoneCode: "in", mobileNo: "9876543210", isLeadPax: true };
    const callbackMs: number[] = [];
    const bookOnce = async (token: string, n: number) => {
      const search = await post(token, "/api/search", { journeyType: 1, origin: "BOM", destination: "DEL", departureDate, adt: 1 });
      const result = search.results[0][n % search.results[0].length];
      const order = await post(token, "/api/setFlightDetails", { searchId: search.searchId, resultIndex: result.resultIndex });
      await post(token, "/api/validateBooking", { orderId: order.orderId, passengers: [passenger] });
      const started = performance.now();
      const booked = await post(token, "/api/payments/orderSuccessCallback", { orderId: order.orderId, paymentMethod: "wallet" });
      callbackMs.push(performance.now() - started);
      if (booked.status !== "ticketed") throw new Error(`not ticketed: ${JSON.stringify(booked)}`);
    };
    await bookOnce(agents[0], 0); // warm-up
    callbackMs.length = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      agents.map(async (token) => {
        while (next < BOOKINGS) await bookOnce(token, next++);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`bookings completed end to end: ${BOOKINGS} in ${seconds.toFixed(2)} s with ${CONCURRENCY} concurrent agents`);
    console.log(`bookings per second: ${(BOOKINGS / seconds).toFixed(1)}`);
    console.log(`orderSuccessCallback: p50 ${pct(callbackMs, 50).toFixed(1)} ms, p95 ${pct(callbackMs, 95).toFixed(1)} ms`);
    await closeDb();
  } finally {
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
