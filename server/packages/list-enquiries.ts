import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { packageEnquiries } from "@/db/schema/packages";
import { users } from "@/db/schema/users";
import type { EnquiryStatus } from "@/lib/packages/constants";
import { selectEnquiries } from "./enquiry-rows";

/** The staff users of this site an enquiry may be assigned to. */
export async function listAssignableStaff(db: SiteDb) {
  const rows = await db.db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(db.where(users, and(eq(users.userType, "staff"), eq(users.isBlocked, false))))
    .orderBy(asc(users.firstName), asc(users.id));
  return rows.map((r) => ({ userId: r.userId, name: [r.firstName, r.lastName].filter(Boolean).join(" ") }));
}

/** GET /api/packages/enquiries/list: this site's enquiries (the ones its staff work), optionally by status. */
export async function listEnquiries(db: SiteDb, query: { status?: EnquiryStatus }) {
  const result = await selectEnquiries(db, db.where(packageEnquiries, query.status ? eq(packageEnquiries.status, query.status) : undefined));
  return { result, assignees: await listAssignableStaff(db) };
}
