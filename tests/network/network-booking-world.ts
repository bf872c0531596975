import { and, eq } from "drizzle-orm";
import { createSiteDb, systemDb } from "@/db/client";
import { supplierRequests } from "@/db/schema/network";
import { legalEntities } from "@/db/schema/users";
import { ledgerEntries } from "@/db/schema/wallet";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { seedWallet, seedWalletCredit, seedWalletForUser } from "@/db/seed/wallet";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as fareRulesRoute } from "@/app/api/getFareRules/route";
import { POST as fareQuoteRoute } from "@/app/api/fareQuote/route";
import { POST as setRoute } from "@/app/api/setFlightDetails/route";
import { POST as validateRoute } from "@/app/api/validateBooking/route";
import { POST as payRoute } from "@/app/api/payments/orderSuccessCallback/route";
import { POST as detailsRoute } from "@/app/api/getBookingDetails/route";
import { POST as releaseRoute } from "@/app/api/releaseFlight/route";
import { POST as changeRequestRoute } from "@/app/api/changeRequest/route";
import { POST as crStatusRoute } from "@/app/api/getCRStatus/route";
import { POST as ccRoute } from "@/app/api/getCC/route";
import { POST as acceptTerms } from "@/app/api/wl/user/supplierApproval_acceptTermsAndConditions/route";
import { POST as requestCategory } from "@/app/api/supplier/consumerToSupplierRequests/route";
import { POST as changeStatus } from "@/app/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus/route";
import { addSupplier, daysFromNow } from "../helpers/flight-fixtures";
import { adult } from "../helpers/booking-fixtures";
import { startRouteServer } from "../helpers/route-server";
import { createNetworkWorld, type NetworkSite } from "./network-world";

export type NetResult = { resultIndex: string; source: string; isLcc: boolean; publishedPrice: number; fare: Record<string, number | undefined>; fareChain?: Record<string, number> };

/** The supplier site's partner API as another deployment sees it: its own route handlers over loopback HTTP. */
export const startSupplierServer = () =>
  startRouteServer({
    "/api/search": searchRoute,
    "/api/getFareRules": fareRulesRoute,
    "/api/fareQuote": fareQuoteRoute,
    "/api/setFlightDetails": setRoute,
    "/api/validateBooking": validateRoute,
    "/api/payments/orderSuccessCallback": payRoute,
    "/api/getBookingDetails": detailsRoute,
    "/api/releaseFlight": releaseRoute,
    "/api/changeRequest": changeRequestRoute,
    "/api/getCRStatus": crStatusRoute,
    "/api/getCC": ccRoute,
  });

/**
 * A supplier site (its own simulated source with instant change requests, ₹100 per booking for its
 * partners) linked for Flights to a consumer site (₹50 per booking for its agents), the consumer's
 * agent with ₹1,00,000 in the consumer's wallet and the consumer's company funded at the supplier.
 */
export async function createNetworkBookingWorld(options: { holdAtSupplier?: boolean } = {}) {
  const w = await createNetworkWorld();
  await addSupplier(w.supplier.site.id, { code: "simulated", name: "Supplier Sim", settings: { seed: 7, changeRequestInstant: true } });
  await seedMarkupRule(systemDb, { siteId: w.supplier.site.id, groupId: w.group.id, kind: "defaultAirline", value: 10000, basis: "perBooking" });
  const consumerGroup = await seedMarkupGroup(systemDb, { siteId: w.consumer.site.id, groupName: "Agents", isDefault: true });
  await seedMarkupRule(systemDb, { siteId: w.consumer.site.id, groupId: consumerGroup.id, kind: "defaultAirline", value: 5000, basis: "perBooking" });

  await w.consumer.as("admin")(acceptTerms, "/api/wl/user/supplierApproval_acceptTermsAndConditions", { body: { supplierSiteId: w.supplier.site.id } });
  const req = await w.consumer.as("admin")(requestCategory, "/api/supplier/consumerToSupplierRequests", { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
  const requestId = req.body.data.requestId as number;
  const approved = await w.supplier.as("admin")(changeStatus, "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus", {
    body: { newRequestStatus: "Approved", requestId, consumerMongoSiteId: w.consumer.site.id },
  });
  if (approved.status !== 200) throw new Error(`approval failed ${JSON.stringify(approved.body)}`);
  if (options.holdAtSupplier !== undefined) await systemDb.update(supplierRequests).set({ isFlightHoldAllowed: options.holdAtSupplier }).where(eq(supplierRequests.id, requestId));

  const [company] = await systemDb.select().from(legalEntities).where(and(eq(legalEntities.siteId, w.supplier.site.id), eq(legalEntities.consumerSiteId, w.consumer.site.id)));
  const companyWallet = await seedWallet(systemDb, { siteId: w.supplier.site.id, legalEntityId: company.id });
  await seedWalletCredit(systemDb, { walletId: companyWallet.id, amount: 50_000_000, idempotencyKey: `fund-${companyWallet.id}` });
  const agentWallet = await seedWalletForUser(systemDb, w.consumer.agent.id);
  await seedWalletCredit(systemDb, { walletId: agentWallet.id, amount: 10_000_000, idempotencyKey: `fund-${agentWallet.id}` });

  const agent = w.consumer.as("agent");
  const search = async (who: NetworkSite = w.consumer) => {
    const res = await who.as("agent")(searchRoute, "/api/search", { body: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(20), adt: 1 } });
    if (res.status !== 200) throw new Error(`search failed ${res.status}`);
    return { searchId: res.body.data.searchId as string, results: res.body.data.results[0] as NetResult[] };
  };
  /** A fare of the supplier (LCC or GDS) on the consumer's search, ordered and validated for one adult. */
  const validated = async (isLcc: boolean) => {
    const { searchId, results } = await search();
    // A linked supplier's fare: its index carries the mapping's negated id (agents see no source names).
    const chosen = results.find((r) => r.resultIndex.startsWith("-") && r.isLcc === isLcc);
    if (!chosen) throw new Error("no network fare");
    const order = await agent(setRoute, "/api/setFlightDetails", { body: { searchId, resultIndex: chosen.resultIndex } });
    const orderId = order.body.data.orderId as string;
    const v = await agent(validateRoute, "/api/validateBooking", { body: { orderId, passengers: [adult()] } });
    if (v.status !== 200) throw new Error(`validate failed ${v.status} ${JSON.stringify(v.body)}`);
    return { searchId, chosen, orderId, bookingId: v.body.data.bookingId as number, canHold: v.body.data.canHold as boolean };
  };
  const pay = (orderId: string, paymentMethod = "wallet") => agent(payRoute, "/api/payments/orderSuccessCallback", { body: { orderId, paymentMethod } });
  /** The supplier's ledger lines on the consumer company's wallet there. */
  const supplierLedger = () => systemDb.select().from(ledgerEntries).where(and(eq(ledgerEntries.siteId, w.supplier.site.id), eq(ledgerEntries.walletId, companyWallet.id)));
  return { ...w, requestId, company, companyWallet, agentWallet, agent, search, validated, pay, supplierLedger, consumerDb: createSiteDb(w.consumer.site.id) };
}
