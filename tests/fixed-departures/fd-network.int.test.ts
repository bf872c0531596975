import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { closeDb, createSiteDb, systemDb } from "@/db/client";
import { fixedDepartures } from "@/db/schema/fixed-departures";
import { ensureConsumerLegalEntity } from "@/server/network/change-consumer-request-status";
import { getFdPrint } from "@/server/fixed-departures/get-fd-print";
import { productPayments } from "@/db/schema/product-payments";
import { ledgerEntries } from "@/db/schema/wallet";
import { supplierProfiles, supplierRequests } from "@/db/schema/network";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { POST as search } from "@/app/api/fixedDeparture/search/route";
import { POST as queue } from "@/app/api/fixedDeparture/queue/route";
import { call } from "../helpers/http";
import { as } from "../payments/payment-world";
import { balanceOf, bookAs, createFdWorld, departureRow, fundUser, PAX } from "./fd-world";
import { approveFixedDeparture, bookingsOfSite, consumerCompany, createFdNetwork, setCompanyCredit } from "./fd-network-world";

afterAll(() => closeDb());

const searchOn = (host: string, token?: string) => call(search, "/api/fixedDeparture/search", { host, token, body: {} });

describe("a FixedDeparture supplier's departures on its consumer's site (decision 0052)", () => {
  it("lists them beside the site's own, priced by the supplier's rule for the consumer company and then the caller's rule", async () => {
    const { supplier, consumer } = await createFdNetwork();
    const pending = await createFdWorld({ pnr: "PENDNG" });
    await approveFixedDeparture(pending.site.id, consumer.site.id, "Pending");
    const paused = await createFdWorld({ pnr: "PAUSED" });
    await approveFixedDeparture(paused.site.id, consumer.site.id, "Approved", true);
    const inactive = await createFdWorld({ pnr: "INACTV" });
    await approveFixedDeparture(inactive.site.id, consumer.site.id);
    await systemDb.update(supplierProfiles).set({ isActive: false }).where(eq(supplierProfiles.siteId, inactive.site.id));

    const anonymous = await searchOn(consumer.site.domain);
    expect(anonymous.status).toBe(200);
    const ids = anonymous.body.data.result.map((d: { id: number }) => d.id).sort();
    expect(ids).toEqual([consumer.fd.id, supplier.fd.id].sort());
    const theirs = anonymous.body.data.result.find((d: { id: number }) => d.id === supplier.fd.id);
    expect(theirs).toMatchObject({ supplierName: supplier.site.companyName, adultPrice: 25000, seatsLeft: 20 });
    expect(anonymous.body.data.result.find((d: { id: number }) => d.id === consumer.fd.id).supplierName).toBeNull();

    // The supplier's default group (the consumer company's) adds 1,000 per passenger; the consumer's agents' group 500 more.
    const supplierGroup = await seedMarkupGroup(systemDb, { siteId: supplier.site.id, groupName: "Partners", isDefault: true });
    await seedMarkupRule(systemDb, { siteId: supplier.site.id, groupId: supplierGroup.id, kind: "fixedDeparture", valueType: "flat", value: 100_000 });
    const consumerGroup = await seedMarkupGroup(systemDb, { siteId: consumer.site.id, groupName: "Agents", isDefault: true });
    await seedMarkupRule(systemDb, { siteId: consumer.site.id, groupId: consumerGroup.id, kind: "fixedDeparture", valueType: "flat", value: 50_000 });
    const agent = await as(consumer, "agent")(search, "/api/fixedDeparture/search", { body: {} });
    expect(agent.body.data.result.find((d: { id: number }) => d.id === supplier.fd.id)).toMatchObject({ adultPrice: 26500, childPrice: 23500, infantPrice: 4000 });
    expect(agent.body.data.result.find((d: { id: number }) => d.id === consumer.fd.id)).toMatchObject({ adultPrice: 25500 });
    const retail = await as(consumer, "retail")(search, "/api/fixedDeparture/search", { body: {} });
    expect(retail.body.data.result.find((d: { id: number }) => d.id === supplier.fd.id).adultPrice).toBe(26000);
    // The supplier's own customers still see its prices; another site sees neither.
    expect((await searchOn(supplier.site.domain)).body.data.result.map((d: { id: number }) => d.id)).toEqual([supplier.fd.id]);
    expect((await searchOn(pending.site.domain)).body.data.result.map((d: { id: number }) => d.id)).toEqual([pending.fd.id]);
  });

  it("booking one takes the seats on the supplier's row; the customer pays the consumer, the consumer company pays the supplier", async () => {
    const { supplier, consumer } = await createFdNetwork();
    const supplierGroup = await seedMarkupGroup(systemDb, { siteId: supplier.site.id, groupName: "Partners", isDefault: true });
    await seedMarkupRule(systemDb, { siteId: supplier.site.id, groupId: supplierGroup.id, kind: "fixedDeparture", valueType: "flat", value: 100_000 });
    await fundUser(consumer.agent.id, 2_000_000);

    // The company has no money or credit with the supplier: refused, nothing written on either side.
    const refused = await bookAs(consumer, consumer.agentToken, { departureId: supplier.fd.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This departure cannot be booked right now: the supplier account is short of funds");
    expect((await departureRow(supplier.fd.id)).seatsSold).toBe(0);
    expect(await bookingsOfSite(supplier.site.id)).toHaveLength(0);
    expect(await bookingsOfSite(consumer.site.id)).toHaveLength(0);
    expect(await balanceOf(consumer.agent.id)).toBe(2_000_000);

    await setCompanyCredit(supplier, consumer, 10_000_000);
    const key = randomUUID();
    const res = await bookAs(consumer, consumer.agentToken, { departureId: supplier.fd.id, idempotencyKey: key });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ status: "confirmed", amount: 52000, depositAmount: 10000, paidAmount: 10000, balanceDue: 42000, pnr: "EKGRP1", supplierName: supplier.site.companyName });
    // A retry answers the same booking: no second seat, no second debit on either side.
    const again = await bookAs(consumer, consumer.agentToken, { departureId: supplier.fd.id, idempotencyKey: key });
    expect(again.body.data.booking.id).toBe(res.body.data.booking.id);

    const row = await departureRow(supplier.fd.id);
    expect(row.seatsSold).toBe(2);
    expect((await departureRow(consumer.fd.id)).seatsSold).toBe(0);
    const [mine] = await bookingsOfSite(consumer.site.id);
    const [theirs] = await bookingsOfSite(supplier.site.id);
    expect(mine).toMatchObject({ supplierSiteId: supplier.site.id, supplierBookingId: theirs.id, departureId: supplier.fd.id, amount: 5_200_000, markupAmount: 0, paidAmount: 1_000_000 });
    expect(theirs).toMatchObject({ departureId: supplier.fd.id, amount: 5_200_000, markupAmount: 200_000, paidAmount: 5_200_000, status: "paid" });
    expect(await balanceOf(consumer.agent.id)).toBe(1_000_000);
    const { wallet } = await consumerCompany(supplier, consumer);
    expect(wallet!.balance).toBe(-5_200_000);
    const supplierPayments = await systemDb.select().from(productPayments).where(eq(productPayments.siteId, supplier.site.id));
    expect(supplierPayments).toHaveLength(1);
    expect(supplierPayments[0]).toMatchObject({ status: "paid", method: "wallet", amount: 5_200_000, productId: String(theirs.id) });
    const lines = await systemDb.select().from(ledgerEntries).where(and(eq(ledgerEntries.siteId, supplier.site.id), eq(ledgerEntries.walletId, wallet!.id)));
    expect(lines.map((l) => l.amount)).toEqual([-5_200_000]);

    // The supplier's staff see it booked by the consumer company; the consumer's agent sees it in their queue.
    const supplierQueue = await as(supplier, "staff")(queue, "/api/fixedDeparture/queue", { body: {} });
    expect(supplierQueue.body.data.result).toHaveLength(1);
    expect(supplierQueue.body.data.result[0]).toMatchObject({ bookedBy: consumer.site.companyName, amount: 52000, status: "paid", supplierName: null });
    const consumerQueue = await as(consumer, "agent")(queue, "/api/fixedDeparture/queue", { body: {} });
    expect(consumerQueue.body.data.result[0]).toMatchObject({ id: mine.id, title: "Dubai group fare", supplierName: supplier.site.companyName });
    // The consumer's print page finds the supplier's departure (its group PNR); the supplier's slug is not the consumer's.
    const printed = await getFdPrint(consumer.site.id, consumerQueue.body.data.result[0].fdSlug);
    expect(printed?.departure).toMatchObject({ id: supplier.fd.id, pnr: "EKGRP1" });
    expect(await getFdPrint(consumer.site.id, supplierQueue.body.data.result[0].fdSlug)).toBeNull();
  });

  it("another site, a suspended or paused mapping: the supplier's departure answers 404 and nothing moves", async () => {
    const { supplier, consumer } = await createFdNetwork();
    await setCompanyCredit(supplier, consumer, 10_000_000);
    await fundUser(consumer.agent.id, 2_000_000);
    const stranger = await createFdWorld();
    await fundUser(stranger.agent.id, 2_000_000);
    const foreign = await bookAs(stranger, stranger.agentToken, { departureId: supplier.fd.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Fixed departure not found");
    await systemDb.update(supplierRequests).set({ isPausedByConsumer: true }).where(eq(supplierRequests.consumerSiteId, consumer.site.id));
    expect((await bookAs(consumer, consumer.agentToken, { departureId: supplier.fd.id })).status).toBe(404);
    expect((await departureRow(supplier.fd.id)).seatsSold).toBe(0);
  });

  it("the last seats raced by the supplier's own agent and two consumer sites: exactly one wins, the losers pay nobody", async () => {
    const { supplier, consumer } = await createFdNetwork();
    const second = await createFdWorld({ pnr: "SECOND" });
    await approveFixedDeparture(supplier.site.id, second.site.id);
    await systemDb.update(supplierProfiles).set({ isActive: true }).where(eq(supplierProfiles.siteId, supplier.site.id));
    await systemDb.transaction((tx) => ensureConsumerLegalEntity(tx, { db: createSiteDb(supplier.site.id), site: { id: supplier.site.id } }, second.site.id));
    await setCompanyCredit(supplier, consumer, 10_000_000);
    await setCompanyCredit(supplier, second, 10_000_000);
    await systemDb.update(fixedDepartures).set({ seatsTotal: 4, seatsSold: 2 }).where(eq(fixedDepartures.id, supplier.fd.id));
    await Promise.all([fundUser(supplier.agent.id, 5_000_000), fundUser(consumer.agent.id, 5_000_000), fundUser(second.agent.id, 5_000_000)]);
    const results = await Promise.all([
      bookAs(supplier, supplier.agentToken, { departureId: supplier.fd.id, passengers: PAX }),
      bookAs(consumer, consumer.agentToken, { departureId: supplier.fd.id, passengers: PAX }),
      bookAs(second, second.agentToken, { departureId: supplier.fd.id, passengers: PAX }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await departureRow(supplier.fd.id)).seatsSold).toBe(4);
    const winner = results.findIndex((r) => r.status === 200);
    const balances = await Promise.all([balanceOf(supplier.agent.id), balanceOf(consumer.agent.id), balanceOf(second.agent.id)]);
    expect(balances.filter((b) => b === 5_000_000)).toHaveLength(2);
    expect(balances[winner]).toBe(4_000_000);
    const companies = await Promise.all([consumerCompany(supplier, consumer), consumerCompany(supplier, second)]);
    const debited = companies.filter((c) => c.wallet!.balance !== 0);
    expect(debited).toHaveLength(winner === 0 ? 0 : 1);
    // Supplier site: its own agent's booking or the winning consumer company's twin, never more.
    expect(await bookingsOfSite(supplier.site.id)).toHaveLength(1);
  });
});
