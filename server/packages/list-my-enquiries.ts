import "server-only";
import { and, eq, or } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { packageEnquiries } from "@/db/schema/packages";
import { selectEnquiries } from "./enquiry-rows";

/** GET /api/packages/enquiries/mine: the user's own enquiries sent on this site (also those passed on to a supplier). */
export async function listMyEnquiries(db: SiteDb, userId: number) {
  const rows = await selectEnquiries(db, and(eq(packageEnquiries.userId, userId), or(eq(packageEnquiries.siteId, db.siteId), eq(packageEnquiries.sourceSiteId, db.siteId))));
  return { result: rows.map(({ assigneeUserId: _a, assigneeName: _n, customerUserId: _c, sourceSiteName: _s, ...rest }) => rest) };
}
