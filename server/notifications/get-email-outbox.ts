import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { emailOutbox } from "@/db/schema/tickets";
import type { TEmailOutboxPage, TEmailOutboxRequest } from "@/lib/contracts/notifications";
import type { UserContext } from "@/server/http/context";
import { toOutboxRowView } from "./outbox-records";

/** POST /api/notifications/getEmailOutbox {status?, page, pageSize}: the site's outbox, newest first, without bodies. */
export async function getEmailOutbox(ctx: UserContext, input: TEmailOutboxRequest): Promise<TEmailOutboxPage> {
  const condition = ctx.db.where(emailOutbox, input.status ? eq(emailOutbox.status, input.status) : undefined);
  const [{ total }] = await ctx.db.db.select({ total: count() }).from(emailOutbox).where(condition);
  const rows = await ctx.db.db
    .select({
      id: emailOutbox.id,
      siteId: emailOutbox.siteId,
      toAddress: emailOutbox.toAddress,
      fromName: emailOutbox.fromName,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(condition)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { records: rows.map(toOutboxRowView), totalRecords: total, totalPages: Math.ceil(total / input.pageSize), page: input.page };
}
