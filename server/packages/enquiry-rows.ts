import "server-only";
import { aliasedTable, and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { packageEnquiries, packages } from "@/db/schema/packages";
import { sites } from "@/db/schema/sites";
import { users } from "@/db/schema/users";
import { EnquiryMessages, type TEnquiry } from "@/lib/contracts/package-enquiries";
import type { EnquiryStatus } from "@/lib/packages/constants";
import { AppError } from "@/server/http/errors";

export const enquiryNotFound = () => new AppError("NOT_FOUND", EnquiryMessages.notFound);

const assignee = aliasedTable(users, "assignee");
const source = aliasedTable(sites, "source_site");

/** Enquiries with their package, assignee and source site, newest first. */
export async function selectEnquiries(db: SiteDb, where: SQL | undefined, limit = 500): Promise<TEnquiry[]> {
  const rows = await db.db
    .select({
      e: packageEnquiries,
      packageName: packages.name,
      destination: packages.destination,
      nights: packages.nights,
      assigneeName: sql<string | null>`nullif(trim(concat_ws(' ', ${assignee.firstName}, ${assignee.lastName})), '')`,
      sourceSiteName: source.companyName,
    })
    .from(packageEnquiries)
    .innerJoin(packages, and(eq(packages.siteId, packageEnquiries.siteId), eq(packages.id, packageEnquiries.packageId)))
    .leftJoin(assignee, eq(assignee.id, packageEnquiries.assigneeUserId))
    .leftJoin(source, eq(source.id, packageEnquiries.sourceSiteId))
    .where(where)
    .orderBy(desc(packageEnquiries.createdAt), desc(packageEnquiries.id))
    .limit(limit);
  return rows.map(({ e, ...r }) => ({
    enquiryId: e.id,
    packageId: e.packageId,
    packageName: r.packageName,
    destination: r.destination,
    nights: r.nights,
    travelDate: e.travelDate,
    adults: e.adults,
    children: e.children,
    infants: e.infants,
    contactName: e.contactName,
    contactEmail: e.contactEmail,
    contactPhone: e.contactPhone,
    message: e.message,
    status: e.status as EnquiryStatus,
    assigneeUserId: e.assigneeUserId,
    assigneeName: e.assigneeUserId ? r.assigneeName : null,
    customerUserId: e.customerUserId,
    sourceSiteName: r.sourceSiteName ?? null,
    createdAt: e.createdAt.toISOString(),
  }));
}

/** This site's enquiry (the one its staff work), or 404. */
export async function findOwnEnquiry(db: SiteDb, enquiryId: number): Promise<TEnquiry> {
  const [row] = await selectEnquiries(db, db.where(packageEnquiries, eq(packageEnquiries.id, enquiryId)), 1);
  if (!row) throw enquiryNotFound();
  return row;
}

/** An enquiry this site may show on its submitted page: its own, or one sent from it to a supplier. Null otherwise. */
export async function findSubmittedEnquiry(db: SiteDb, enquiryId: number): Promise<{ enquiryId: number; packageName: string } | null> {
  const [row] = await db.db
    .select({ enquiryId: packageEnquiries.id, packageName: packages.name })
    .from(packageEnquiries)
    .innerJoin(packages, and(eq(packages.siteId, packageEnquiries.siteId), eq(packages.id, packageEnquiries.packageId)))
    .where(and(eq(packageEnquiries.id, enquiryId), or(eq(packageEnquiries.siteId, db.siteId), eq(packageEnquiries.sourceSiteId, db.siteId))))
    .limit(1);
  return row ?? null;
}
