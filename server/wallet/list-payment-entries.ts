import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { legalEntities, users } from "@/db/schema/users";
import { paymentEntries } from "@/db/schema/wallet";
import type { UserContext } from "@/server/http/context";
import { toPaymentEntryView } from "./wallet-records";

/** POST /api/wl/user/getPaymentEntries {status, page, pageSize}: the site's recorded transfers, oldest first, with who made them. */
export async function listPaymentEntries(ctx: UserContext, input: { status: "pending" | "approved" | "rejected"; page: number; pageSize: number }) {
  const condition = ctx.db.where(paymentEntries, eq(paymentEntries.status, input.status));
  const [{ total }] = await ctx.db.db.select({ total: count() }).from(paymentEntries).where(condition);
  const rows = await ctx.db.db
    .select({ entry: paymentEntries, firstName: users.firstName, lastName: users.lastName, companyName: legalEntities.companyName })
    .from(paymentEntries)
    .innerJoin(users, eq(users.id, paymentEntries.userId))
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .where(condition)
    .orderBy(asc(paymentEntries.createdAt), asc(paymentEntries.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  // Staff see who paid: the company (agents, corporate) and the person who recorded it.
  const records = rows.map((r) => ({ ...toPaymentEntryView(r.entry), companyName: r.companyName, userName: `${r.firstName} ${r.lastName}`.trim() }));
  return { records, totalRecords: total, totalPages: Math.ceil(total / input.pageSize), page: input.page };
}
