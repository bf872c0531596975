import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { INVALID_PHONE } from "@/lib/contracts/customers";
import { PHONE_FIELDS, type TCustomerDetails } from "@/lib/contracts/customer-admin";
import { DEFAULT_PHONE_COUNTRY, getDialCodeCountries, isOfferedPhoneCountry } from "@/lib/phone";

/** The Change Details form's values: every text field a string, each phone a number and its dial-code country. */
export type CustomerDetailsFormValues = {
  customerId: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  panNumber: string;
  gstNumber: string;
  primaryPhone: { phone: string; phoneCode: string };
  secondaryPhone: { phone: string; phoneCode: string };
  emergencyPhone: { phone: string; phoneCode: string };
};

/**
 * The dial-code country of a stored phone ("+91", "9876500003" -> "in"): the number's own country
 * when libphonenumber knows it (so "+1" numbers find the US or Canada), else the first offered
 * country with that dial code, else India.
 */
export function phoneCountryOf(dialCode: string, nationalNumber: string): string {
  const code = dialCode.startsWith("+") ? dialCode : `+${dialCode}`;
  const parsed = nationalNumber ? parsePhoneNumberFromString(`${code}${nationalNumber.replace(/\D/g, "")}`) : undefined;
  const own = parsed?.country?.toLowerCase();
  if (own && isOfferedPhoneCountry(own)) return own;
  if (code === "+91") return DEFAULT_PHONE_COUNTRY;
  return getDialCodeCountries().find((c) => c.dial_code === code)?.code ?? DEFAULT_PHONE_COUNTRY;
}

/** The form's starting values for a customer; an unknown (INVALID) phone starts empty. */
export function toDetailsFormValues(customer: TCustomerDetails): CustomerDetailsFormValues {
  const phone = (label: string) => {
    const entry = customer.phoneNumbers.find((p) => p.label === label);
    if (!entry || entry.phoneNumber === INVALID_PHONE || entry.phoneNumber === "") return { phone: "", phoneCode: DEFAULT_PHONE_COUNTRY };
    return { phone: entry.phoneNumber, phoneCode: entry.phoneCountryCode ? phoneCountryOf(entry.phoneCountryCode, entry.phoneNumber) : DEFAULT_PHONE_COUNTRY };
  };
  const [primary, secondary, emergency] = PHONE_FIELDS.map((f) => phone(f.label));
  return {
    customerId: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName ?? "",
    email: customer.email ?? "",
    companyName: customer.userType === "retail" ? "" : (customer.companyName ?? ""),
    panNumber: customer.panNumber ?? "",
    gstNumber: customer.gstNumber ?? "",
    primaryPhone: primary,
    secondaryPhone: secondary,
    emergencyPhone: emergency,
  };
}
