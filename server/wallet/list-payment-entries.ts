import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { paymentEntries } from "@/db/schema/wallet";
import type { UserContext } from "@/server/http/context";
import { toPaymentEntryView } from "./wallet-records";

/** POST /api/wl/user/getPaymentEntries {status, page, pageSize}: the site's recorded transfers, oldest first. */
export async function listPaymentEntries(ctx: UserContext, input: { status: "pending" | "approved" | "rejected"; page: number; pageSize: number }) {
  const condition = ctx.db.where(paymentEntries, eq(paymentEntries.status, input.status));
  const [{ total }] = await ctx.db.db.select({ total: count() }).from(paymentEntries).where(condition);
  const rows = await ctx.db.db
    .select()
    .from(paymentEntries)
    .where(condition)
    .orderBy(asc(paymentEntries.createdAt), asc(paymentEntries.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { records: rows.map(toPaymentEntryView), totalRecords: total, totalPages: Math.ceil(total / input.pageSize), page: input.page };
}
