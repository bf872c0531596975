import "server-only";
import { and, eq, or } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { packageEnquiries } from "@/db/schema/packages";
import { selectEnquiries } from "./enquiry-rows";

/** GET /api/packages/enquiries/mine: the user's own enquiries sent on this site (also those passed on to a supplier). */
export async function listMyEnquiries(db: SiteDb, userId: number) {
  const rows = await selectEnquiries(db, and(eq(packageEnquiries.userId, userId), or(eq(packageEnquiries.siteId, db.siteId), eq(packageEnquiries.sourceSiteId, db.siteId))));
  // The customer's view: who works it inside the company is not theirs to see.
  return {
    result: rows.map((e) => ({
      enquiryId: e.enquiryId,
      packageId: e.packageId,
      packageName: e.packageName,
      destination: e.destination,
      nights: e.nights,
      travelDate: e.travelDate,
      adults: e.adults,
      children: e.children,
      infants: e.infants,
      contactName: e.contactName,
      contactEmail: e.contactEmail,
      contactPhone: e.contactPhone,
      message: e.message,
      status: e.status,
      createdAt: e.createdAt,
    })),
  };
}
