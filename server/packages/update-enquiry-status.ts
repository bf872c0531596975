import "server-only";
import { packageEnquiries } from "@/db/schema/packages";
import { EnquiryMessages } from "@/lib/contracts/package-enquiries";
import type { EnquiryStatus } from "@/lib/packages/constants";
import type { UserContext } from "@/server/http/context";
import { enquiryNotFound, findOwnEnquiry } from "./enquiry-rows";

/** POST /api/packages/enquiries/updateStatus: this site's enquiry only. */
export async function updateEnquiryStatus(ctx: UserContext, input: { enquiryId: number; status: EnquiryStatus }) {
  const [row] = await ctx.db.db
    .update(packageEnquiries)
    .set({ status: input.status, updatedAt: new Date() })
    .where(ctx.db.byId(packageEnquiries, input.enquiryId))
    .returning({ id: packageEnquiries.id });
  if (!row) throw enquiryNotFound();
  ctx.log.info({ enquiryId: row.id, status: input.status, by: ctx.principal.userId }, "enquiry status changed");
  return { enquiry: await findOwnEnquiry(ctx.db, row.id), message: EnquiryMessages.statusUpdated };
}
