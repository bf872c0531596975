import "server-only";
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { createSiteDb, type SiteDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { paymentLinks, productPayments } from "@/db/schema/product-payments";
import { users } from "@/db/schema/users";
import { ProductPaymentMessages } from "@/lib/contracts/product-payments";
import { StaffRefundMessages, type TListPaymentLinksRequest, type TListProductPaymentsRequest, type TStaffPaymentLink, type TStaffProductPayment } from "@/lib/contracts/product-payments-staff";
import { toMajorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getProductHooks } from "./product-hooks";
import { toPaymentLinkView } from "./payment-links";
import { type ProductPaymentRow, toProductPaymentView } from "./product-payment-records";

const LIMIT = 500;
/** Kinds whose hooks let staff refund from the back office. */
const STAFF_REFUNDABLE = new Set(["insurance"]);

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
function createdBetween(column: typeof productPayments.createdAt | typeof paymentLinks.createdAt, from?: string, to?: string): SQL[] {
  return [...(from ? [gte(column, new Date(`${from}T00:00:00Z`))] : []), ...(to ? [lt(column, nextDay(to))] : [])];
}

const nameOf = (u: { firstName: string | null; lastName: string | null; email: string | null } | null) => [u?.firstName, u?.lastName].filter(Boolean).join(" ") || u?.email || "—";

function toStaffPayment(row: ProductPaymentRow, payer: { firstName: string | null; lastName: string | null; email: string | null } | null): TStaffProductPayment {
  return {
    ...toProductPaymentView(row),
    payerName: nameOf(payer),
    payerEmail: payer?.email ?? null,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    canRefund: row.status === "paid" && STAFF_REFUNDABLE.has(row.productKind),
  };
}

const payerColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** POST /api/productPayment/list (staff). */
export async function listProductPayments(db: SiteDb, input: TListProductPaymentsRequest) {
  const rows = await db.db
    .select({ payment: productPayments, payer: payerColumns })
    .from(productPayments)
    .leftJoin(users, and(eq(users.siteId, productPayments.siteId), eq(users.id, productPayments.userId)))
    .where(
      db.where(
        productPayments,
        ...(input.status ? [eq(productPayments.status, input.status)] : []),
        ...(input.kind ? [eq(productPayments.productKind, input.kind)] : []),
        ...createdBetween(productPayments.createdAt, input.from, input.to),
      ),
    )
    .orderBy(desc(productPayments.createdAt))
    .limit(LIMIT);
  return { payments: rows.map((r) => toStaffPayment(r.payment, r.payer)) };
}

/** POST /api/paymentLink/list (staff): never the token (only its hash is stored anyway). */
export async function listPaymentLinks(db: SiteDb, input: TListPaymentLinksRequest): Promise<{ links: TStaffPaymentLink[] }> {
  const rows = await db.db
    .select({ link: paymentLinks, creator: payerColumns, quotationRef: dmcItineraries.quotationId })
    .from(paymentLinks)
    .leftJoin(users, and(eq(users.siteId, paymentLinks.siteId), eq(users.id, paymentLinks.createdByUserId)))
    .leftJoin(dmcItineraries, and(eq(dmcItineraries.siteId, paymentLinks.siteId), eq(dmcItineraries.id, paymentLinks.quotationId)))
    .where(db.where(paymentLinks, ...(input.status ? [eq(paymentLinks.status, input.status)] : []), ...createdBetween(paymentLinks.createdAt, input.from, input.to)))
    .orderBy(desc(paymentLinks.createdAt))
    .limit(LIMIT);
  return {
    links: rows.map((r) => ({ ...toPaymentLinkView(r.link), createdAt: r.link.createdAt.toISOString(), createdByName: r.creator?.email ? nameOf(r.creator) : null, quotationRef: r.quotationRef ?? null })),
  };
}

/** POST /api/productPayment/refund (staff): the product's own cancellation with its refund, where its hooks allow it. */
export async function refundProductPaymentByStaff(ctx: UserContext, input: { paymentId: string }) {
  const [row] = await ctx.db.db.select().from(productPayments).where(ctx.db.where(productPayments, eq(productPayments.id, input.paymentId))).limit(1);
  if (!row) throw new AppError("NOT_FOUND", ProductPaymentMessages.notFound);
  if (row.status === "refunded") throw new AppError("CONFLICT", ProductPaymentMessages.alreadyRefunded);
  const hooks = await getProductHooks(row.productKind);
  if (row.status !== "paid" || !hooks.refundByStaff || !STAFF_REFUNDABLE.has(row.productKind)) throw new AppError("CONFLICT", StaffRefundMessages.notRefundable);
  const refunded = await hooks.refundByStaff(ctx.db, row);
  const [after] = await ctx.db.db
    .select({ payment: productPayments, payer: payerColumns })
    .from(productPayments)
    .leftJoin(users, and(eq(users.siteId, productPayments.siteId), eq(users.id, productPayments.userId)))
    .where(ctx.db.where(productPayments, eq(productPayments.id, row.id)));
  return { payment: toStaffPayment(after.payment, after.payer), refunded: toMajorUnits(refunded), message: StaffRefundMessages.refunded };
}

/** /staff/product-payments: the list the page opens with (the query string's filters, already checked by the page). */
export async function productPaymentsPage(siteId: number, tab: "payments" | "links", filters: TListProductPaymentsRequest | TListPaymentLinksRequest) {
  const db = createSiteDb(siteId);
  if (tab === "links") return { links: (await listPaymentLinks(db, filters as TListPaymentLinksRequest)).links, payments: [] };
  return { links: [], payments: (await listProductPayments(db, filters as TListProductPaymentsRequest)).payments };
}
