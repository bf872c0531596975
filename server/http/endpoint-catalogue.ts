import "server-only";
import * as account from "@/lib/contracts/account";
import * as agents from "@/lib/contracts/agents";
import * as apiKeys from "@/lib/contracts/api-keys";
import * as auth from "@/lib/contracts/auth";
import * as booking from "@/lib/contracts/booking";
import * as bookings from "@/lib/contracts/bookings";
import * as changeRequests from "@/lib/contracts/change-requests";
import * as customerAdmin from "@/lib/contracts/customer-admin";
import * as customers from "@/lib/contracts/customers";
import * as dashboard from "@/lib/contracts/dashboard";
import * as dmcGeo from "@/lib/contracts/dmc-geo";
import * as dmcGeoTransfers from "@/lib/contracts/dmc-geo-transfers";
import * as dmcRates from "@/lib/contracts/dmc-rates";
import * as dmcActivities from "@/lib/contracts/dmc-activities";
import * as dmcTourRates from "@/lib/contracts/dmc-tour-rates";
import * as dmcTransfers from "@/lib/contracts/dmc-transfers";
import * as dmcCarts from "@/lib/contracts/dmc-carts";
import * as dmcQuotes from "@/lib/contracts/dmc-quotes";
import * as dmcQuoteDrafts from "@/lib/contracts/dmc-quote-drafts";
import * as dmcVouchers from "@/lib/contracts/dmc-vouchers";
import * as eticket from "@/lib/contracts/eticket";
import * as fareShares from "@/lib/contracts/fare-shares";
import * as flights from "@/lib/contracts/flights";
import { z } from "zod";
import type { EndpointDef } from "@/lib/contracts/http";
import * as markupGroups from "@/lib/contracts/markup-groups";
import * as markups from "@/lib/contracts/markups";
import * as masterdata from "@/lib/contracts/masterdata";
import * as network from "@/lib/contracts/network";
import * as networkSupplier from "@/lib/contracts/network-supplier";
import * as networkJump from "@/lib/contracts/network-jump";
import * as notifications from "@/lib/contracts/notifications";
import * as packages from "@/lib/contracts/packages";
import * as packageEnquiries from "@/lib/contracts/package-enquiries";
import * as passwords from "@/lib/contracts/passwords";
import * as passengerRules from "@/lib/passenger-rules";
import * as payments from "@/lib/contracts/payments";
import * as platform from "@/lib/contracts/platform";
import * as profile from "@/lib/contracts/profile";
import * as push from "@/lib/contracts/push";
import * as rbac from "@/lib/contracts/rbac";
import * as remoteSuppliers from "@/lib/contracts/remote-suppliers";
import * as signIn from "@/lib/contracts/sign-in";
import * as sites from "@/lib/contracts/sites";
import * as supplierReport from "@/lib/contracts/supplier-report";
import * as tickets from "@/lib/contracts/tickets";
import * as wallet from "@/lib/contracts/wallet";
import * as webhooks from "@/lib/contracts/webhooks";
import * as visas from "@/lib/contracts/visas";
import * as productPayments from "@/lib/contracts/product-payments";
import * as productPaymentsStaff from "@/lib/contracts/product-payments-staff";
import * as insurance from "@/lib/contracts/insurance";
import * as fixedDepartures from "@/lib/contracts/fixed-departures";

/** Every contract module; a new domain adds its module here (a test checks every route is listed). */
const CONTRACT_MODULES: Record<string, unknown>[] = [
  account,
  agents,
  apiKeys,
  auth,
  booking,
  bookings,
  changeRequests,
  customerAdmin,
  customers,
  dashboard,
  dmcGeo,
  dmcGeoTransfers,
  dmcRates,
  dmcActivities,
  dmcTourRates,
  dmcTransfers,
  dmcCarts,
  dmcQuotes,
  dmcQuoteDrafts,
  dmcVouchers,
  eticket,
  flights,
  markupGroups,
  markups,
  masterdata,
  network,
  networkSupplier,
  networkJump,
  notifications,
  packages,
  packageEnquiries,
  passwords,
  payments,
  platform,
  profile,
  push,
  rbac,
  remoteSuppliers,
  signIn,
  sites,
  supplierReport,
  tickets,
  wallet,
  webhooks,
  visas,
  productPayments,
  productPaymentsStaff,
  insurance,
  fixedDepartures,
  fareShares,
];

function isEndpointDef(value: unknown): value is EndpointDef {
  return typeof value === "object" && value !== null && "path" in value && "method" in value && "auth" in value && "summary" in value;
}

export function listEndpoints(): EndpointDef[] {
  return [...CONTRACT_MODULES, passengerRules].flatMap((m) => Object.values(m).filter(isEndpointDef)).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Every zod schema the contract modules export as `Z<Name>`: the OpenAPI document's named components. */
export function listContractSchemas(): [string, z.ZodType][] {
  return [...CONTRACT_MODULES, passengerRules].flatMap((m) => Object.entries(m).filter((e): e is [string, z.ZodType] => /^Z[A-Z]/.test(e[0]) && e[1] instanceof z.ZodType));
}
