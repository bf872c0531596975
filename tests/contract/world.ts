import { apiKeys } from "@/db/schema/api-keys";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { getPool, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import { emailOutbox } from "@/db/schema/tickets";
import { sites } from "@/db/schema/sites";
import { users } from "@/db/schema/users";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema/webhooks";
import { encryptSecret } from "@/server/security/secret-box";
import { paymentEntries } from "@/db/schema/wallet";
import { createSiteDb } from "@/db/client";
import sharp from "sharp";
import { normalizeImage } from "@/server/files/normalize-image";
import { storeUploadedImage } from "@/server/files/uploaded-files";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { seedWalletForUser } from "@/db/seed/wallet";
import { verifySessionToken } from "@/server/auth/session";
import type { Principal } from "@/server/auth/principal";
import { adult, createBookingWorld } from "../helpers/booking-fixtures";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { createNetworkContractRows } from "./network-world";
import { createDmcGeoContractRows } from "./dmc-geo-world";
import { createDmcRatesContractRows } from "./dmc-rates-world";
import { createDmcActivityContractRows } from "./dmc-activities-world";
import { createDmcTransferContractRows } from "./dmc-transfers-world";
import { createDmcCartContractRows } from "./dmc-carts-world";
import { createPackageContractRows } from "./packages-world";
import { createDmcQuotesContractRows } from "./dmc-quotes-world";
import { createVisaContractRows } from "./visas-world";
import { createInsuranceContractRows } from "./insurance-world";
import { seedFixedDeparture } from "@/db/seed/fixed-departures";
import { fixedDepartureBookings } from "@/db/schema/fixed-departures";
import { createDmcVouchersContractRows } from "./dmc-vouchers-world";

/**
 * The suite runs on a database of its own (created next to the run's test database, same
 * migrations and reference data), so the audit triggers see only the suite's own requests and
 * other test files running at the same time never disturb the "no row changed" checks.
 */
export async function useOwnDatabase(): Promise<{ drop: () => Promise<void> }> {
  const adminUrl = process.env.WAYFARE_TEST_ADMIN_URL;
  if (!adminUrl) throw new Error("WAYFARE_TEST_ADMIN_URL is not set: run the suite through jest (tests/setup/global-setup.ts)");
  const name = `wayfare_contract_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { prepareDatabase } = await import("../../scripts/prepare-database");
  await prepareDatabase(url.toString(), { withDemoData: false });
  process.env.DATABASE_URL = url.toString();
  return {
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await a.end();
    },
  };
}

/**
 * Bookkeeping a refused request may legitimately write: rate-limit counters (a refused login
 * counts as a failure, that is the point of them) and the session's last-seen time (updated when
 * any request authenticates). Everything else is a business row and must not change.
 */
const UNAUDITED = { rate_limits: "all", user_sessions: "update" } as const;

/** Row-level AFTER triggers on every table of the public schema write each change to contract_audit. */
export async function installAuditTriggers(): Promise<string[]> {
  const pool = getPool();
  await pool.query(`
    create table if not exists contract_audit (id bigserial primary key, table_name text not null, op text not null, row_data jsonb, at timestamptz not null default clock_timestamp());
    create or replace function contract_audit_row() returns trigger language plpgsql as $$
    begin
      insert into contract_audit (table_name, op, row_data) values (tg_table_name, tg_op, case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end);
      return null;
    end $$;`);
  const { rows } = await pool.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'contract_audit' order by 1`);
  const audited: string[] = [];
  for (const { table_name: t } of rows) {
    const rule = UNAUDITED[t as keyof typeof UNAUDITED];
    if (rule === "all") continue;
    const events = rule === "update" ? "insert or delete" : "insert or update or delete";
    await pool.query(`drop trigger if exists contract_audit_t on "${t}"; create trigger contract_audit_t after ${events} on "${t}" for each row execute function contract_audit_row()`);
    audited.push(t);
  }
  return audited;
}

export async function auditMark(): Promise<number> {
  const { rows } = await getPool().query<{ id: string | null }>("select max(id) as id from contract_audit");
  return Number(rows[0].id ?? 0);
}

export async function auditSince(mark: number): Promise<{ table_name: string; op: string; row_data: unknown }[]> {
  const { rows } = await getPool().query("select table_name, op, row_data from contract_audit where id > $1 order by id", [mark]);
  return rows;
}

export type Role = { name: string; token: string; host: string; principal: Principal; userId: number };

async function role(name: string, host: string, email: string): Promise<Role> {
  const token = await logInAs(host, email);
  const principal = await verifySessionToken(token);
  if (!principal) throw new Error(`no principal for ${name}`);
  return { name, token, host, principal, userId: principal.userId };
}

/**
 * Site A holds every record the overrides point at, owned by its agent (bookings, orders, wallet,
 * payment entries) or by the site (markups, groups, outbox). Site B is the other tenant.
 */
export async function createContractWorld() {
  const tag = randomUUID().slice(0, 8);
  const w = await createBookingWorld();
  const siteA = w.site;
  await systemDb.update(sites).set({ canShowPermissionMenu: true }).where(eq(sites.id, siteA.id));
  const paidOrderId = await w.order(w.results[0].resultIndex);
  const validated = await w.validate({ orderId: paidOrderId, passengers: [adult()] });
  if (validated.status !== 200) throw new Error(`validate failed ${validated.status} ${JSON.stringify(validated.body)}`);
  const paid = await w.pay({ orderId: paidOrderId });
  if (paid.status !== 200) throw new Error(`pay failed ${paid.status} ${JSON.stringify(paid.body)}`);
  const [booking] = await systemDb.select().from(flightBookings).where(eq(flightBookings.orderId, paidOrderId));
  const openOrderId = await w.order(w.results[1]?.resultIndex ?? w.results[0].resultIndex);

  const [superA, staffNoPerm, agentA2, retailA, corporateA, agentLE] = await Promise.all([
    createTestUser(siteA.id, { userType: "staff", isSuperAdmin: true }),
    createTestUser(siteA.id, { userType: "staff" }),
    createTestUser(siteA.id, { userType: "travelAgent", companyName: `Other Agency ${tag}` }),
    createTestUser(siteA.id, { userType: "retail" }),
    createTestUser(siteA.id, { userType: "corporate", companyName: `Corp ${tag}` }),
    createTestUser(siteA.id, { userType: "travelAgent", companyName: `Victim Agency ${tag}` }),
  ]);
  const [emptyGroup] = await systemDb.insert(rbacUserGroups).values({ siteId: siteA.id, groupName: `No permissions ${tag}` }).returning();
  await systemDb.update(users).set({ rbacUserGroupId: emptyGroup.id }).where(eq(users.id, staffNoPerm.id));
  const [victimGroup] = await systemDb.insert(rbacUserGroups).values({ siteId: siteA.id, groupName: `Victim group ${tag}` }).returning();
  await systemDb.insert(rbacUserGroupPermissions).values({ userGroupId: victimGroup.id, permissionKey: "tickets.queue.view" });

  const markupGroup = await seedMarkupGroup(systemDb, { siteId: siteA.id, groupName: `Victim markup ${tag}` });
  const rule = (kind: "defaultAirline" | "airlineSpecific" | "fixedDeparture" | "activity") =>
    seedMarkupRule(systemDb, { siteId: siteA.id, groupId: markupGroup.id, kind, value: 10_000, airlineCode: kind === "airlineSpecific" ? "6E" : null });
  const [defaultRule, airlineRule, fixedRule, activityRule] = await Promise.all([rule("defaultAirline"), rule("airlineSpecific"), rule("fixedDeparture"), rule("activity")]);
  const [entry] = await systemDb
    .insert(paymentEntries)
    .values({ siteId: siteA.id, walletId: w.wallet.id, userId: w.agent.id, amount: 50_000, bankReference: `REF${tag}`, transferDate: new Date().toISOString().slice(0, 10) })
    .returning();
  const [outbox] = await systemDb.insert(emailOutbox).values({ siteId: siteA.id, toAddress: `victim-${tag}@example.test`, subject: `Victim mail ${tag}`, textBody: "x" }).returning();
  await seedWalletForUser(systemDb, agentA2.id);
  // Site A's agent's logo (GET /api/files/{fileId}: site B's callers must get 404).
  const logoBytes = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c81e3c" } }).png().toBuffer();
  const logoFile = await storeUploadedImage(createSiteDb(siteA.id), { ownerUserId: w.agent.id, purpose: "agentLogo", image: (await normalizeImage(logoBytes, { width: 400, height: 160 }))! });

  // Site A's partner API key (revokeApiKey: site B's callers must get 404; decision 0028).
  const [apiKey] = await systemDb
    .insert(apiKeys)
    .values({ siteId: siteA.id, legalEntityId: agentLE.legalEntityId!, userId: agentLE.id, name: `Victim key ${tag}`, prefix: `wf_live_${tag}`, keyHash: `contract-${tag}`, mode: "live", scope: "read" })
    .returning();
  // Site A's partner webhook endpoint (for its agent's company) and one delivery in its log.
  const [webhookEndpoint] = await systemDb
    .insert(webhookEndpoints)
    .values({ siteId: siteA.id, legalEntityId: agentLE.legalEntityId!, url: `https://victim-${tag}.example.test/hooks`, secretEnc: encryptSecret(`whsec_${Buffer.alloc(32, 7).toString("base64")}`), eventTypes: ["booking.ticketed"] })
    .returning();
  const [webhookDelivery] = await systemDb
    .insert(webhookDeliveries)
    .values({ siteId: siteA.id, endpointId: webhookEndpoint.id, eventType: "booking.ticketed", messageId: `msg_${tag}`, payload: { type: "booking.ticketed", data: { bookingId: booking.id } }, status: "succeeded", attempts: 1, responseCode: 204 })
    .returning();

  const siteB = await createTestSite({ canShowPermissionMenu: true });
  const [superB, agentB] = await Promise.all([createTestUser(siteB.id, { userType: "staff", isSuperAdmin: true }), createTestUser(siteB.id, { userType: "travelAgent", companyName: `B Agency ${tag}` })]);

  const network = await createNetworkContractRows(siteA.id, tag);
  const dmcGeo = await createDmcGeoContractRows(siteA.id, tag);
  const dmcRates = await createDmcRatesContractRows(siteA.id, tag);
  const dmcAct = await createDmcActivityContractRows(siteA.id, tag);
  const dmcTransfers = await createDmcTransferContractRows(siteA.id, tag);
  const dmcCarts = await createDmcCartContractRows(siteA.id, w.agent, tag);
  const visas = await createVisaContractRows(siteA.id, tag);
  const packageRows = await createPackageContractRows(siteA.id, w.agent.id, tag);
  const dmcQuotes = await createDmcQuotesContractRows(dmcRates.base, { customerId: agentLE.id, hotelId: dmcRates.roomType.hotelId, tourOptionId: dmcRates.tourOption.id, activityId: dmcRates.tourOption.activityId }, tag);
  const dmcVouchers = await createDmcVouchersContractRows(dmcRates.base.siteId, agentLE.id, tag);

  const insurance = await createInsuranceContractRows(siteA.id, w.agent.id, tag);
  const fixedDeparture = await seedFixedDeparture(systemDb, { siteId: siteA.id, title: `Victim departure ${tag}`, pnr: "VICTM1" });
  // Site A's agent's booking with a balance due (decision 0052: payBalance).
  const [fdBooking] = await systemDb
    .insert(fixedDepartureBookings)
    .values({ siteId: siteA.id, departureId: fixedDeparture.id, userId: w.agent.id, reference: `FDC${Date.now()}${tag}`.slice(0, 14), adults: 1, children: 0, infants: 0, passengers: [{ paxType: 1, title: "Mr", firstName: "Victim", lastName: "Pax" }], amount: 2_500_000, currency: "INR", depositAmount: 500_000, paidAmount: 500_000, status: "confirmed" })
    .returning();

  const roles = {
    agentA: await role("agentA (owner)", siteA.domain, w.agent.email!),
    superA: await role("superA", siteA.domain, superA.email!),
    staffNoPerm: await role("staff, empty RBAC group", siteA.domain, staffNoPerm.email!),
    agentA2: await role("travelAgent, other company", siteA.domain, agentA2.email!),
    retailA: await role("retail", siteA.domain, retailA.email!),
    corporateA: await role("corporate", siteA.domain, corporateA.email!),
    superB: await role("super admin of site B", siteB.domain, superB.email!),
    agentB: await role("travelAgent of site B", siteB.domain, agentB.email!),
  };

  return {
    tag,
    siteA,
    siteB,
    roles,
    searchId: w.searchId,
    resultIndex: w.results[0].resultIndex,
    booking,
    paidOrderId,
    openOrderId,
    agentA: w.agent,
    agentLE,
    victimGroup,
    markupGroup,
    rules: { defaultRule, airlineRule, fixedRule, activityRule },
    paymentEntry: entry,
    outbox,
    logoFile,
    webhookEndpoint,
    webhookDelivery,
    apiKey,
    network,
    dmcGeo,
    dmcRates,
    dmcAct,
    dmcTransfers,
    dmcCarts,
    packageRows,
    dmcQuotes,
    visas,
    insurance,
    fixedDeparture,
    fdBooking,
    dmcVouchers,
    /** Strings only site A's records hold: a cross-site or cross-user answer containing one leaked it. */
    markers: [booking.pnr, w.agent.email!, `Victim markup ${tag}`, `Victim group ${tag}`, `REF${tag}`, `Victim mail ${tag}`, `victim-${tag}@example.test`, `Victim Agency ${tag}`, `Victim key ${tag}`, `Consumer C ${tag}`, `victim-${tag}.example.test`, ...dmcGeo.markers, ...dmcTransfers.markers, ...dmcQuotes.markers, ...visas.markers, ...packageRows.markers, ...insurance.markers, `Victim departure ${tag}`, `Victim voucher transfer ${tag}`].filter((m): m is string => Boolean(m)),
  };
}

export type ContractWorld = Awaited<ReturnType<typeof createContractWorld>>;
