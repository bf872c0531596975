import "server-only";
import { eq, ne, or, sql } from "drizzle-orm";
import { packageEnquiries } from "@/db/schema/packages";
import { users } from "@/db/schema/users";
import { EnquiryMessages } from "@/lib/contracts/package-enquiries";
import { createDetailPendingCustomer } from "@/server/customers/create-detail-pending-customer";
import { toNewCustomerContacts } from "@/server/customers/new-customer-contacts";
import type { UserContext } from "@/server/http/context";
import { findOwnEnquiry } from "./enquiry-rows";

/** The builder's address with the enquiry's trip (the builder reads these query parameters). */
export function builderUrl(p: { kartName: string; customerId: number; arrivalDate: string; noOfNights: number; adults: number; child: number; infant: number }): string {
  const q = new URLSearchParams({
    kartName: p.kartName,
    customerId: String(p.customerId),
    arrivalDate: p.arrivalDate,
    noOfNights: String(p.noOfNights),
    adults: String(p.adults),
    child: String(p.child),
    infant: String(p.infant),
  });
  return `/staff/dmc-quotes?${q.toString()}`;
}

/**
 * POST /api/packages/enquiries/makeQuotation: the site's customer with the enquiry's email (or
 * phone), else a new detail-pending customer made exactly as user/createDetailPendingCustomerForDmc
 * makes one; the enquiry is marked quoted and remembers the customer.
 */
export async function makeEnquiryQuotation(ctx: UserContext, input: { enquiryId: number }) {
  const enquiry = await findOwnEnquiry(ctx.db, input.enquiryId);
  const [stored] = await ctx.db.db
    .select({ country: packageEnquiries.contactPhoneCountry })
    .from(packageEnquiries)
    .where(ctx.db.byId(packageEnquiries, enquiry.enquiryId));
  const phoneCode = stored.country;
  let customerId = enquiry.customerUserId;
  if (customerId === null) {
    const contacts = toNewCustomerContacts({ email: enquiry.contactEmail, phone: enquiry.contactPhone, phoneCode });
    const [existing] = await ctx.db.db
      .select({ id: users.id })
      .from(users)
      // A customer, never a member of staff who happens to share the contact.
      .where(ctx.db.where(users, ne(users.userType, "staff"), or(sql`lower(${users.email}) = ${enquiry.contactEmail.toLowerCase()}`, contacts.phone ? eq(users.phone, contacts.phone) : undefined)))
      .orderBy(users.id)
      .limit(1);
    if (existing) customerId = existing.id;
    else {
      const [firstName, ...rest] = enquiry.contactName.trim().split(/\s+/);
      const made = await createDetailPendingCustomer(ctx, { firstName, lastName: rest.join(" ") || null, email: enquiry.contactEmail, phone: enquiry.contactPhone, phoneCode, userType: "retail" });
      customerId = made.customer.id;
    }
  }
  await ctx.db.db
    .update(packageEnquiries)
    .set({ status: "quoted", customerUserId: customerId, updatedAt: new Date() })
    .where(ctx.db.byId(packageEnquiries, enquiry.enquiryId));
  ctx.log.info({ enquiryId: enquiry.enquiryId, customerId, by: ctx.principal.userId }, "quotation made from an enquiry");
  return {
    customerId,
    builderUrl: builderUrl({
      kartName: `${enquiry.packageName} - ${enquiry.contactName}`,
      customerId,
      arrivalDate: enquiry.travelDate,
      noOfNights: enquiry.nights,
      adults: enquiry.adults,
      child: enquiry.children,
      infant: enquiry.infants,
    }),
    enquiry: await findOwnEnquiry(ctx.db, enquiry.enquiryId),
    message: EnquiryMessages.quotationOpened,
  };
}
