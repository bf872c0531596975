import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { emailAttachments } from "@/db/schema/notifications";
import { emailOutbox } from "@/db/schema/tickets";
import { NotificationMessages, type TEmailOutboxMessage } from "@/lib/contracts/notifications";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { resolveCidImages } from "./inline-images";
import { toOutboxMessageView } from "./outbox-records";

/**
 * POST /api/notifications/getEmailOutboxMessage {id}: one message with its bodies; another site's is
 * 404. The HTML's cid: images (inline parts, decision 0057) come back as data: URIs so the mailbox's
 * sandboxed preview shows them as the recipient's mail client does.
 */
export async function getEmailOutboxMessage(ctx: UserContext, input: { id: number }): Promise<TEmailOutboxMessage> {
  const [row] = await ctx.db.db.select().from(emailOutbox).where(ctx.db.byId(emailOutbox, input.id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", NotificationMessages.messageNotFound);
  const view = toOutboxMessageView(row);
  if (!view.html?.includes("cid:")) return view;
  const parts = await ctx.db.db
    .select({ contentId: emailAttachments.contentId, contentType: emailAttachments.contentType, content: emailAttachments.content })
    .from(emailAttachments)
    .where(and(ctx.db.where(emailAttachments), eq(emailAttachments.emailId, row.id), isNotNull(emailAttachments.contentId)));
  return { ...view, html: resolveCidImages(view.html, parts) };
}
