import "server-only";
import type { EndpointDef } from "@/lib/contracts/http";

/*
 * operationId (decision 0059): the spec's endpoint name, which is the last segment of its path
 * (`/api/validateBooking` -> validateBooking, as the spec's endpoint list names it). It depends on the
 * endpoint alone, never on its neighbours, so adding an endpoint renames nothing. Two cases need more:
 * - a path served by several methods (the spec's GET and POST markupDiscount/defaultAirlineMarkup):
 *   the method in front, getDefaultAirlineMarkup / postDefaultAirlineMarkup;
 * - a last segment another path shares (create, list, downloadExcel...): a name of its own below.
 * tests/http/openapi-document.test.ts fails on a duplicate, so a new clash has to add its line here.
 */
const NAMED: Record<string, string> = {
  "GET /api/openapi.json": "getOpenApiDocument",
  "POST /api/fareShare/create": "createFareShare",
  "POST /api/fareShare/get": "getFareShare",
  "POST /api/packages/manage/create": "createPackage",
  "POST /api/paymentLink/create": "createPaymentLink",
  "POST /api/paymentLink/get": "getPaymentLink",
  "POST /api/paymentLink/list": "listPaymentLinks",
  "POST /api/productPayment/list": "listProductPayments",
  "POST /api/fixedDeparture/search": "searchFixedDepartures",
  "GET /api/packages/details": "getPackageDetails",
  "GET /api/packages/manage/details": "getManagedPackageDetails",
  "GET /api/packages/enquiries/list": "listPackageEnquiries",
  "GET /api/packages/images/list": "listPackageImages",
  "GET /api/packages/list": "listPackages",
  "GET /api/packages/manage/list": "listManagedPackages",
  "POST /api/supplier/supplierOnlyAccess/supplierReport/downloadExcel": "downloadSupplierReportExcel",
  "POST /api/tickets/downloadExcel": "downloadTicketQueueExcel",
  "POST /api/dmcDriver/redeemVoucher": "redeemVoucherByDriver",
  "GET /api/auth/{nextauth}": "getNextAuth",
  "POST /api/auth/{nextauth}": "postNextAuth",
};

const lastSegment = (path: string) => {
  const segments = path.split("/").filter((s) => s && !s.startsWith("{"));
  // camelCase anything an operationId may not hold (`api_countries` stays as the spec writes it).
  return segments[segments.length - 1].replace(/[^A-Za-z0-9_]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase());
};

/** The operation's stable operationId; `methodsOfPath` are the methods its path serves. */
export function operationIdOf(def: EndpointDef, methodsOfPath: readonly string[]): string {
  const named = NAMED[`${def.method} ${def.path}`];
  if (named) return named;
  const name = lastSegment(def.path);
  if (methodsOfPath.length < 2) return name;
  return `${def.method.toLowerCase()}${name[0].toUpperCase()}${name.slice(1)}`;
}
