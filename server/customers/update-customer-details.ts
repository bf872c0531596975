import "server-only";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { legalEntities, users, type BillingDetails, type PhoneNumberEntry } from "@/db/schema/users";
import {
  CustomerAdminMessages,
  customerDetailsFormSchema,
  PHONE_FIELDS,
  phoneFieldCountry,
  type TCustomerPhoneField,
  type TUpdateDetailsRequest,
} from "@/lib/contracts/customer-admin";
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from "@/server/account/sign-up";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { parseWithSchema } from "@/server/http/input";
import { isUniqueViolation } from "@/server/markups/find-site-records";
import { getSiteCustomerOrThrow } from "./find-site-customer";
import { getCustomerDetailsOrThrow } from "./get-customer-details";

type Customer = Awaited<ReturnType<typeof getSiteCustomerOrThrow>>;

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== "" ? value.trim() : null);

/** A valid phone field as stored: the national number's digits and the dial code ("+91"). */
function toPhoneEntry(label: PhoneNumberEntry["label"], field: TCustomerPhoneField | null | undefined): PhoneNumberEntry | null {
  const phone = blankToNull(field?.phone);
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, phoneFieldCountry(field).toUpperCase() as CountryCode);
  // The contract already refused invalid numbers; this is only the normalisation.
  if (!parsed) throw new AppError("VALIDATION_ERROR", CustomerAdminMessages.invalidPhone);
  return { label, phoneNumber: String(parsed.nationalNumber), phoneCountryCode: `+${parsed.countryCallingCode}` };
}

/** 400 when another account of the site already uses the email or the primary phone (both fields reported). */
async function assertContactsFree(ctx: UserContext, customerId: number, email: string | null, phone: string | null): Promise<void> {
  if (!email && !phone) return;
  const clashes = await ctx.db.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(
      ctx.db.where(
        users,
        ne(users.id, customerId),
        or(email ? sql`lower(${users.email}) = ${email.toLowerCase()}` : undefined, phone ? eq(users.phone, phone) : undefined),
      ),
    )
    .limit(2);
  const shortError: Record<string, string> = {};
  if (email && clashes.some((c) => c.email?.toLowerCase() === email.toLowerCase())) shortError.email = EMAIL_TAKEN_MESSAGE;
  if (phone && clashes.some((c) => c.phone === phone)) shortError["primaryPhone.phone"] = PHONE_TAKEN_MESSAGE;
  const [first] = Object.values(shortError);
  if (first) throw new AppError("VALIDATION_ERROR", first, { shortError });
}

/**
 * The company side of the form: a customer with a company (legal entity) has its name and tax
 * numbers there; a business customer without one gets a company when a name is given; a retail
 * customer keeps tax numbers in their billing details.
 */
type CompanyChange = { legalEntityId: number | null; billing: BillingDetails | null };

async function saveCompany(tx: Parameters<Parameters<UserContext["db"]["transaction"]>[0]>[0], ctx: UserContext, customer: Customer, input: TUpdateDetailsRequest): Promise<CompanyChange> {
  const companyName = blankToNull(input.companyName);
  const taxNumbers = { panNumber: blankToNull(input.panNumber)?.toUpperCase() ?? null, gstNumber: blankToNull(input.gstNumber)?.toUpperCase() ?? null };
  if (customer.legalEntityId !== null) {
    await tx
      .update(legalEntities)
      .set({ ...(companyName ? { companyName } : {}), ...taxNumbers })
      .where(and(eq(legalEntities.siteId, ctx.site.id), eq(legalEntities.id, customer.legalEntityId)));
    return { legalEntityId: customer.legalEntityId, billing: customer.billing };
  }
  if (companyName && customer.userType !== "retail") {
    const [created] = await tx.insert(legalEntities).values({ siteId: ctx.site.id, companyName, ...taxNumbers }).returning({ id: legalEntities.id });
    return { legalEntityId: created.id, billing: customer.billing };
  }
  const billing: BillingDetails = { ...(customer.billing ?? {}) };
  delete billing.panNumber;
  delete billing.gstNumber;
  if (taxNumbers.panNumber) billing.panNumber = taxNumbers.panNumber;
  if (taxNumbers.gstNumber) billing.gstNumber = taxNumbers.gstNumber;
  return { legalEntityId: null, billing: Object.keys(billing).length > 0 ? billing : null };
}

/**
 * POST /api/wl/user/updateDetails: Change Details (spec 001 section 5). Validates with the stored
 * customer's type (companyName for travel agents), every failing field at once; then writes the
 * user, their phones and their company in one transaction.
 */
export async function updateCustomerDetails(ctx: UserContext, raw: TUpdateDetailsRequest) {
  const customer = await getSiteCustomerOrThrow(ctx.db, raw.customerId);
  const input = parseWithSchema(customerDetailsFormSchema(customer.userType), raw);
  const phoneNumbers = PHONE_FIELDS.map(({ field, label }) => toPhoneEntry(label, input[field])).filter((e): e is PhoneNumberEntry => e !== null);
  const primary = phoneNumbers.find((e) => e.label === "Primary") ?? null;
  const email = blankToNull(input.email);
  await assertContactsFree(ctx, customer.id, email, primary?.phoneNumber ?? null);

  await ctx.db
    .transaction(async (tx) => {
      const company = await saveCompany(tx, ctx, customer, input);
      await tx
        .update(users)
        .set({
          firstName: input.firstName.trim(),
          lastName: blankToNull(input.lastName),
          email,
          phone: primary?.phoneNumber ?? null,
          phoneCountryCode: primary?.phoneCountryCode ?? null,
          phoneNumbers,
          legalEntityId: company.legalEntityId,
          billing: company.billing,
          // A DMC customer created with a name and a contact only is complete once staff save their details.
          isDetailPending: false,
          updatedAt: new Date(),
        })
        .where(ctx.db.byId(users, customer.id));
    })
    .catch((error: unknown) => {
      // Another request took the email or phone between the check and the write: the unique index decides.
      if (isUniqueViolation(error, "users_site_email_uq")) throw new AppError("VALIDATION_ERROR", EMAIL_TAKEN_MESSAGE, { shortError: { email: EMAIL_TAKEN_MESSAGE } });
      if (isUniqueViolation(error, "users_site_phone_uq")) throw new AppError("VALIDATION_ERROR", PHONE_TAKEN_MESSAGE, { shortError: { "primaryPhone.phone": PHONE_TAKEN_MESSAGE } });
      throw error;
    });
  ctx.log.info({ customerId: customer.id, by: ctx.principal.userId }, "customer details changed");
  return { customer: await getCustomerDetailsOrThrow(ctx.db, customer.id), message: CustomerAdminMessages.detailsUpdated };
}
