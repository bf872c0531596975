/*
 * Human labels for the DMC codes builder screens show (issue 25): sharing bases, transfer types and
 * price-breakup modes. The codes stay the API's; only the screen reads these.
 */

const SHARING: Record<string, string> = {
  SIC: "Shared (SIC)",
  PVT: "Private",
  dropSICpickupSIC: "Shared pickup and drop",
  dropSICpickupPVT: "Private pickup, shared drop",
  dropPVTpickupSIC: "Shared pickup, private drop",
  dropPVTpickupPVT: "Private pickup and drop",
  sharing: "Shared",
  private: "Private",
};
const TRANSFER: Record<string, string> = { oneway: "One way", return: "Return" };
const BREAKUP: Record<string, string> = { full: "Full (every line priced)", partial: "Partial (per section)", none: "None (total only)", noprice: "No price" };

export const sharingBasisLabel = (code: string) => SHARING[code] ?? code;
export const transferTypeLabel = (code: string) => TRANSFER[code] ?? code;
export const priceBreakupLabel = (code: string) => BREAKUP[code] ?? code;

/** How a customer is named in the builder: "Asha Agent, Demo Agency, agent@demo.test" (the parts there are). */
export const customerLabel = (c: { firstName: string; lastName: string | null; companyName: string | null; email: string | null }) =>
  [`${c.firstName} ${c.lastName ?? ""}`.trim(), c.companyName, c.email].filter(Boolean).join(", ");
