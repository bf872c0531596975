import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { insurancePolicies } from "@/db/schema/insurance";
import { productPayments } from "@/db/schema/product-payments";
import { InsuranceMessages, type TInsurancePolicyView } from "@/lib/contracts/insurance";
import { toMajorUnits } from "@/lib/money";
import { AppError } from "@/server/http/errors";
import { getInsurer } from "./simulated-insurer";

export type PolicyRow = typeof insurancePolicies.$inferSelect;
type PaymentBits = { status: string; method: string } | null;

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Age in whole years on `on` (both YYYY-MM-DD). */
export function ageOn(dob: string, on: string): number {
  const [y1, m1, d1] = dob.split("-").map(Number);
  const [y2, m2, d2] = on.split("-").map(Number);
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

export function toPolicyView(row: PolicyRow, payment: PaymentBits): TInsurancePolicyView {
  const cancellation = row.status === "issued" ? getInsurer(row.insurer).quoteCancellation({ premium: row.premium, startDate: row.startDate, today: todayUtc() }) : null;
  return {
    id: row.id,
    policyNumber: row.policyNumber,
    status: row.status as TInsurancePolicyView["status"],
    insurer: row.insurer,
    planCode: row.planCode,
    planName: row.planName,
    region: row.region,
    destination: row.destination,
    startDate: row.startDate,
    endDate: row.endDate,
    travellers: row.travellers,
    coverAmount: toMajorUnits(row.coverAmount),
    premium: toMajorUnits(row.premium),
    currency: row.currency,
    refundAmount: row.refundAmount === null ? null : toMajorUnits(row.refundAmount),
    refundRule: row.refundRule,
    refundIfCancelledToday: cancellation ? toMajorUnits(cancellation.refund) : null,
    paymentId: row.paymentId,
    paymentStatus: payment?.status ?? null,
    paymentMethod: payment?.method ?? null,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const paymentJoin = (db: SiteDb) => and(eq(productPayments.siteId, db.siteId), eq(productPayments.id, insurancePolicies.paymentId));

/** The user's policies on this site, newest first, with their payment's status. */
export async function listUserPolicies(db: SiteDb, userId: number): Promise<TInsurancePolicyView[]> {
  const rows = await db.db
    .select({ policy: insurancePolicies, paymentStatus: productPayments.status, paymentMethod: productPayments.method })
    .from(insurancePolicies)
    .leftJoin(productPayments, paymentJoin(db))
    .where(db.where(insurancePolicies, eq(insurancePolicies.userId, userId)))
    .orderBy(desc(insurancePolicies.createdAt), desc(insurancePolicies.id))
    .limit(200);
  return rows.map((r) => toPolicyView(r.policy, r.paymentStatus ? { status: r.paymentStatus, method: r.paymentMethod as string } : null));
}

/** One of the user's policies on this site with its payment, else 404. */
export async function getUserPolicy(db: SiteDb, userId: number, id: number): Promise<TInsurancePolicyView & { row: PolicyRow }> {
  const [r] = await db.db
    .select({ policy: insurancePolicies, paymentStatus: productPayments.status, paymentMethod: productPayments.method })
    .from(insurancePolicies)
    .leftJoin(productPayments, paymentJoin(db))
    .where(db.where(insurancePolicies, eq(insurancePolicies.id, id), eq(insurancePolicies.userId, userId)))
    .limit(1);
  if (!r) throw new AppError("NOT_FOUND", InsuranceMessages.policyNotFound);
  return { ...toPolicyView(r.policy, r.paymentStatus ? { status: r.paymentStatus, method: r.paymentMethod as string } : null), row: r.policy };
}
