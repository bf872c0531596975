import "server-only";
import { emailOutbox } from "@/db/schema/tickets";
import { NotificationMessages, type TEmailOutboxMessage } from "@/lib/contracts/notifications";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { toOutboxMessageView } from "./outbox-records";

/** POST /api/notifications/getEmailOutboxMessage {id}: one message with its bodies; another site's is 404. */
export async function getEmailOutboxMessage(ctx: UserContext, input: { id: number }): Promise<TEmailOutboxMessage> {
  const [row] = await ctx.db.db.select().from(emailOutbox).where(ctx.db.byId(emailOutbox, input.id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", NotificationMessages.messageNotFound);
  return toOutboxMessageView(row);
}
