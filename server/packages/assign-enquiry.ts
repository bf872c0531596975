import "server-only";
import { and, eq } from "drizzle-orm";
import { packageEnquiries } from "@/db/schema/packages";
import { users } from "@/db/schema/users";
import { EnquiryMessages } from "@/lib/contracts/package-enquiries";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { enquiryNotFound, findOwnEnquiry } from "./enquiry-rows";

/** POST /api/packages/enquiries/assign: to a staff user of this site, or nobody (null). */
export async function assignEnquiry(ctx: UserContext, input: { enquiryId: number; assigneeUserId: number | null }) {
  await findOwnEnquiry(ctx.db, input.enquiryId);
  if (input.assigneeUserId !== null) {
    const [staff] = await ctx.db.db
      .select({ id: users.id })
      .from(users)
      .where(ctx.db.where(users, and(eq(users.id, input.assigneeUserId), eq(users.userType, "staff"))))
      .limit(1);
    if (!staff) throw new AppError("VALIDATION_ERROR", EnquiryMessages.assigneeNotFound, { shortError: { assigneeUserId: EnquiryMessages.assigneeNotFound } });
  }
  const [row] = await ctx.db.db
    .update(packageEnquiries)
    .set({ assigneeUserId: input.assigneeUserId, updatedAt: new Date() })
    .where(ctx.db.byId(packageEnquiries, input.enquiryId))
    .returning({ id: packageEnquiries.id });
  if (!row) throw enquiryNotFound();
  ctx.log.info({ enquiryId: row.id, assigneeUserId: input.assigneeUserId, by: ctx.principal.userId }, "enquiry assigned");
  return { enquiry: await findOwnEnquiry(ctx.db, row.id), message: EnquiryMessages.assigned };
}
