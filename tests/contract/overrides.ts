import { adult } from "../helpers/booking-fixtures";
import type { ContractWorld } from "./world";
import { DMC_ACTIVITY_OVERRIDES } from "./dmc-activities-overrides";
import { DMC_CART_OVERRIDES } from "./dmc-carts-overrides";

/**
 * The one hand-kept table of the contract suite: which field names point at records, and at which
 * of the rows tests/contract/world.ts created. A field listed here makes the operation a "record"
 * operation: other sites' users (and, for records a user owns, other users of the same site) must
 * get 404 and change nothing. A new endpoint needs an entry only when it takes a record id under a
 * new name; without one it still gets the 401, 403 and malformed-input checks.
 *
 * `owner`: "user" = a row that belongs to site A's agent (others on the site may not see it);
 * "site" = a site-wide row (every permitted user of the site may see it); "none" = just a valid
 * value the generator cannot guess (no record behind it).
 */
export type FieldOverride = { value: (w: ContractWorld) => unknown; owner: "user" | "site" | "none" };

export const FIELD_OVERRIDES: Record<string, FieldOverride> = {
  bookingId: { value: (w) => w.booking.id, owner: "user" },
  BookingId: { value: (w) => w.booking.id, owner: "user" },
  orderId: { value: (w) => w.openOrderId, owner: "user" },
  searchId: { value: (w) => w.searchId, owner: "user" },
  resultIndex: { value: (w) => w.resultIndex, owner: "user" },
  ResultIndex: { value: (w) => w.resultIndex, owner: "user" },
  TraceId: { value: (w) => w.searchId, owner: "user" },
  pnr: { value: (w) => w.booking.pnr, owner: "user" },
  paymentEntryId: { value: (w) => w.paymentEntry.id, owner: "user" },
  userId: { value: (w) => w.agentA.id, owner: "user" },
  groupId: { value: (w) => w.markupGroup.id, owner: "site" },
  userGroupId: { value: (w) => w.victimGroup.id, owner: "site" },
  consumerLEId: { value: (w) => w.agentLE.legalEntityId, owner: "site" },
  LEId: { value: (w) => w.agentLE.legalEntityId, owner: "site" },
  userLEID: { value: (w) => w.agentLE.legalEntityId, owner: "site" },
  siteId: { value: (w) => w.siteA.id, owner: "site" },
  customerId: { value: (w) => w.agentLE.id, owner: "site" },
  rbacUserGroupId: { value: (w) => w.victimGroup.id, owner: "site" },
  fileId: { value: (w) => w.logoFile.id, owner: "site" },
  legalEntityId: { value: (w) => w.agentLE.legalEntityId, owner: "site" },
  apiKeyId: { value: (w) => w.apiKey.id, owner: "site" },
  departureId: { value: (w) => w.fixedDeparture.id, owner: "site" },
  // The B2B network (issue 12): site A decides requests made TO it; supplierSiteId is any visible supplier.
  requestId: { value: (w) => w.network.requestToA.id, owner: "site" },
  supplierListId: { value: (w) => w.network.requestToA.id, owner: "site" },
  consumerSiteId: { value: (w) => w.network.consumerSite.id, owner: "none" },
  consumerMongoSiteId: { value: (w) => w.network.consumerSite.id, owner: "none" },
  supplierSiteId: { value: (w) => w.network.supplierSite.id, owner: "none" },
  domainName: { value: (w) => w.siteA.domain, owner: "site" },
  endpointId: { value: (w) => w.webhookEndpoint.id, owner: "site" },
  deliveryId: { value: (w) => w.webhookDelivery.id, owner: "site" },
  // The DMC geography (issue 13): site A's areas, markets and the reference city.
  areaId: { value: (w) => w.dmcGeo.base.areas.Deira, owner: "site" },
  fromAreaId: { value: (w) => w.dmcGeo.base.areas.Deira, owner: "site" },
  toAreaId: { value: (w) => w.dmcGeo.base.areas.Downtown, owner: "site" },
  marketId: { value: (w) => w.dmcGeo.base.markets.GCC, owner: "site" },
  cityId: { value: (w) => w.dmcGeo.base.dubaiCityId, owner: "none" },
  remoteSupplierId: { value: (w) => w.network.remoteFromA.id, owner: "site" },
  // DMC transfers and drivers (issue 14): site A's driver with a live token and their transfer.
  driverId: { value: (w) => w.dmcTransfers.driver.id, owner: "site" },
  packageId: { value: (w) => w.packageRows.pkg.id, owner: "site" },
  imageId: { value: (w) => w.packageRows.image.id, owner: "site" },
  enquiryId: { value: (w) => w.packageRows.enquiry.id, owner: "site" },
  transferid: { value: (w) => w.dmcTransfers.transfer.id, owner: "site" },
  driverAccessToken: { value: (w) => w.dmcTransfers.token, owner: "site" },
  // Visas (issue 15): site A's category and checklist (valid country codes in OPERATION_OVERRIDES).
  categoryId: { value: (w) => w.visas.category.id, owner: "site" },
  checklistId: { value: (w) => w.visas.checklist.id, owner: "site" },
};

/** Per operation: fields whose name means a different record there, and extra valid values. */
export const OPERATION_OVERRIDES: Record<string, Record<string, FieldOverride>> = {
  // DMC activities, tour options, rates and combos (issue 13, dmcact): site A's rows from dmc-activities-world.ts.
  ...DMC_ACTIVITY_OVERRIDES,
  // Activity carts (issue 14, carts): site A agent's carts from dmc-carts-world.ts.
  ...DMC_CART_OVERRIDES,
  "POST /api/markupDiscount/deleteDefaultAirlineMarkup": { markupId: { value: (w) => w.rules.defaultRule.id, owner: "site" } },
  "POST /api/markupDiscount/defaultAirlineMarkup": { markupId: { value: (w) => w.rules.defaultRule.id, owner: "site" } },
  "POST /api/markupDiscount/deleteAirlineSpecificMarkupForWl": { markupId: { value: (w) => w.rules.airlineRule.id, owner: "site" } },
  "POST /api/markupDiscount/airlineSpecificMarkupForWl": { markupId: { value: (w) => w.rules.airlineRule.id, owner: "site" } },
  "POST /api/markupDiscount/deleteFixedDepartureMarkupForWl": { markupId: { value: (w) => w.rules.fixedRule.id, owner: "site" } },
  "POST /api/markupDiscount/fixedDepartureMarkup": { markupId: { value: (w) => w.rules.fixedRule.id, owner: "site" } },
  "POST /api/activity/markup/editActivityMarkUp": { id: { value: (w) => w.rules.activityRule.id, owner: "site" } },
  "POST /api/activity/markup/deleteActivityMarkup/{id}": { id: { value: (w) => w.rules.activityRule.id, owner: "site" } },
  "POST /api/markupDiscount/LEGroupsForWl": { id: { value: (w) => w.markupGroup.id, owner: "site" } },
  "POST /api/notifications/getEmailOutboxMessage": { id: { value: (w) => w.outbox.id, owner: "site" } },
  "POST /api/getBookedFlights": { userId: { value: (w) => w.agentA.id, owner: "user" } },
  "POST /api/getTickets": { userId: { value: (w) => w.agentA.id, owner: "user" } },
  "POST /api/tickets/downloadExcel": { userId: { value: (w) => w.agentA.id, owner: "user" } },
  "POST /api/payments/orderSuccessCallback": { paymentMethod: { value: () => "wallet", owner: "none" } },
  "POST /api/search": { destination: { value: () => "DEL", owner: "none" } },
  "POST /api/getCalendarFare": { destination: { value: () => "DEL", owner: "none" } },
  "POST /api/rbac/addUserToRBACUserGroup": { userId: { value: (w) => w.agentLE.id, owner: "site" } },
  // Customer admin (staff): the victim agency's user, not the owning agent (a valid sample may switch its flight search off).
  // Sign-in keys: empty ids, so no malformed secret ever gives the world's site a provider that would call out to Google.
  "POST /api/wl/site/updateSignInKeys": { googleClientId: { value: () => "", owner: "none" }, facebookAppId: { value: () => "", owner: "none" } },
  "POST /api/wl/user/getUserById": { id: { value: (w) => w.agentLE.id, owner: "site" } },
  "POST /api/wl/user/setFlightHoldSettingForUser": { userId: { value: (w) => w.agentLE.id, owner: "site" } },
  "POST /api/wl/user/setFlightSearchSettingForUser": { userId: { value: (w) => w.agentLE.id, owner: "site" } },
  "POST /api/wl/user/getCustomerMonthlyFlightDetails": { userId: { value: (w) => w.agentLE.id, owner: "site" } },
  "POST /api/wl/user/updateDetails": {
    email: { value: (w) => `victim-customer-${w.tag}@example.test`, owner: "none" },
    companyName: { value: (w) => `Victim Agency ${w.tag}`, owner: "none" },
  },
  // Agent creation: a B2B agent joining the victim agency (a fresh email per call; no new company name beside the company's id).
  "POST /api/wl/user/createAgent": {
    userType: { value: () => "travelAgent", owner: "none" },
    firstName: { value: () => "Asha", owner: "none" },
    email: { value: () => `contract-agent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`, owner: "none" },
    phone: { value: () => `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`, owner: "none" },
    companyName: { value: () => null, owner: "none" },
  },
  "POST /api/user/createDetailPendingCustomerForDmc": {
    firstName: { value: () => "Asha", owner: "none" },
    email: { value: () => `contract-pending-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`, owner: "none" },
    phone: { value: () => "", owner: "none" },
  },
  "POST /api/validateBooking": { passengers: { value: () => [adult()], owner: "none" } },
  "POST /api/updateBookingDetails": { fare: { value: () => ({ discount: 0 }), owner: "none" } },
  "POST /api/partner/notifications/sendEmailForWl": { to: { value: () => "contract@example.test", owner: "none" }, text: { value: () => "Hello", owner: "none" } },
  // The consumer side: site A's own mapping to supplier S.
  "POST /api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide": { supplierListId: { value: (w) => w.network.requestFromA.id, owner: "site" } },
  "POST /api/wl/webhooks/createWebhookEndpoint": { url: { value: () => "https://hooks.example.test/contract", owner: "none" }, eventTypes: { value: () => ["booking.ticketed"], owner: "none" } },
  "POST /api/wl/webhooks/updateWebhookEndpoint": { url: { value: () => "https://hooks.example.test/contract", owner: "none" }, eventTypes: { value: () => ["booking.ticketed"], owner: "none" } },
  // wl/user/jumplogin: site A opens supplier S, which approved its Flights request.
  "POST /api/wl/user/jumplogin": { supplierId: { value: (w) => w.network.supplierSite.id, owner: "none" } },
  // The DMC geography (issue 13): a customer's market (the victim agency's user), site A's transfer, location and driver.
  "GET /api/dmc/getDefaultMarketOptions": { userId: { value: (w) => w.agentLE.id, owner: "site" } },
  "POST /api/dmc/updateMarketForCustomer": { userId: { value: (w) => w.agentLE.id, owner: "site" } },
  "POST /api/areas/deleteTransfers/{id}": { id: { value: (w) => w.dmcGeo.transfer.id, owner: "site" } },
  "POST /api/dmc/saveLocationOption": { id: { value: (w) => w.dmcGeo.location.id, owner: "site" } },
  "POST /api/dmc/saveDriver": { id: { value: (w) => w.dmcGeo.driver.id, owner: "site" } },
  // The DMC rate engine (issue 13): site A's priced tour option and hotel room type.
  "POST /api/dmc/getTourOptionPriceForQuotationBuilder": { tourOptionId: { value: (w) => w.dmcRates.tourOption.id, owner: "site" } },
  "POST /api/dmc/priceDmcLines": { tourOptionId: { value: (w) => w.dmcRates.tourOption.id, owner: "site" } },
  "POST /api/dmc/updateTransferDriver": { id: { value: (w) => w.dmcTransfers.transfer.id, owner: "site" } },
  "POST /api/dmc/updateTransferDriverCharges": { id: { value: (w) => w.dmcTransfers.transfer.id, owner: "site" } },
  // A new token for the geo world's driver, so the driver endpoints' token stays valid.
  "POST /api/dmc/generateDriverAccessToken": { driverId: { value: (w) => w.dmcGeo.driver.id, owner: "site" } },
  // Itineraries (issue 14, quotes): site A's kart and its lines; saveKart needs one line to pass 'Please select atleast one itinerary'.
  "GET /api/kart/getKartById": { id: { value: (w) => w.dmcQuotes.itinerary.id, owner: "site" } },
  "GET /api/kart/getDraftFromCart": { cartId: { value: (w) => w.dmcCarts.main.id, owner: "site" } },
  "POST /api/kart/removeKartAccomodation": { id: { value: (w) => w.dmcQuotes.accomodation.id, owner: "site" } },
  "POST /api/kart/removeKartActivity": { id: { value: (w) => w.dmcQuotes.activity.id, owner: "site" } },
  "POST /api/kart/removeKartMiscellaneous": { id: { value: (w) => w.dmcQuotes.miscellaneous.id, owner: "site" } },
  "GET /api/kart/getQuotationPdf": { id: { value: (w) => w.dmcQuotes.itinerary.id, owner: "site" } },
  "POST /api/kart/sendKart": { id: { value: (w) => w.dmcQuotes.itinerary.id, owner: "site" }, to: { value: () => "contract-quote@example.test", owner: "none" } },
  "POST /api/kart/saveKart": { id: { value: (w) => w.dmcQuotes.itinerary.id, owner: "site" }, miscellaneous: { value: () => [{ name: "Contract line", price: 1 }], owner: "none" } },
  // Visas (issue 15): country and nationality codes the reference data knows, and some HTML.
  "GET /api/visa/getVisaCategory": { countryName: { value: () => "United Arab Emirates", owner: "none" } },
  "GET /api/visa/getVisaChecklist": { nationalityCode: { value: () => "IN", owner: "none" } },
  "GET /api/visa/listVisaCategories": { countryCode: { value: () => "AE", owner: "none" } },
  "POST /api/visa/saveVisaCategory": { countryCode: { value: () => "AE", owner: "none" }, visaCategory: { value: () => `Contract visa ${Date.now()}-${Math.floor(Math.random() * 1e6)}`, owner: "none" } },
  "POST /api/visa/saveVisaChecklist": { nationalityCode: { value: () => "IN", owner: "none" }, html: { value: () => `<p>Contract checklist ${Date.now()}</p>`, owner: "none" } },
  // Insurance and product payments (issue 15, decision 0046): site A's agent's issued policy and open gateway payment.
  "POST /api/insurance/cancelPolicy": { id: { value: (w) => w.insurance.policy.id, owner: "user" } },
  "GET /api/insurance/getCertificate": { id: { value: (w) => w.insurance.policy.id, owner: "user" } },
  "POST /api/paymentLink/get": { token: { value: (w) => w.insurance.linkToken, owner: "site" } },
  "POST /api/paymentLink/pay": { token: { value: (w) => w.insurance.linkToken, owner: "site" } },
  "POST /api/paymentLink/createForQuotation": { id: { value: (w) => w.dmcQuotes.itinerary.id, owner: "site" } },
  "POST /api/productPayment/refund": { paymentId: { value: (w) => w.insurance.openPayment.id, owner: "site" } },
  "POST /api/productPayment/confirm": { paymentId: { value: (w) => w.insurance.openPayment.id, owner: "user" }, razorpay_order_id: { value: (w) => w.insurance.openPayment.gatewayOrderId, owner: "none" } },
  // Vouchers (issue 14, decision 0042): site A's vouchered itinerary.
  "GET /api/kart/getVoucherPdf": { id: { value: (w) => w.dmcVouchers.itinerary.id, owner: "site" } },
  "POST /api/kart/sendVouchers": { id: { value: (w) => w.dmcVouchers.itinerary.id, owner: "site" }, email: { value: () => "contract-vouchers@example.test", owner: "none" } },
  // Voucher QR links (issue 24, decision 0058): a token of site A's vouchered itinerary.
  "POST /api/dmc/redeemVoucher": { token: { value: (w) => w.dmcVouchers.voucherToken, owner: "site" } },
  "POST /api/dmcDriver/redeemVoucher": { token: { value: (w) => w.dmcVouchers.voucherToken, owner: "site" } },
  // Fixed departures (issue 15, decision 0047): site A's departure; valid passengers and a valid departure form.
  "POST /api/fixedDeparture/book": { passengers: { value: () => [{ paxType: 1, title: "Mr", firstName: "Contract", lastName: "Pax" }], owner: "none" } },
  "POST /api/fixedDeparture/payBalance": { bookingId: { value: (w) => w.fdBooking.id, owner: "user" } },
  "POST /api/fixedDeparture/updatePassengers": {
    bookingId: { value: (w) => w.fdBooking.id, owner: "user" },
    passengers: { value: () => [{ paxType: 1, title: "Mr", firstName: "Contract", lastName: "Renamed" }], owner: "none" },
  },
  "POST /api/fixedDeparture/saveDeparture": {
    id: { value: (w) => w.fixedDeparture.id, owner: "site" },
    pnr: { value: () => "CNTRC1", owner: "none" },
    departureDate: { value: () => "2099-01-15", owner: "none" },
    returnDate: { value: () => "2099-01-20", owner: "none" },
    segments: { value: () => [{ airlineCode: "EK", flightNumber: "511", origin: "DEL", destination: "DXB", departAt: "2099-01-15T04:15", arriveAt: "2099-01-15T06:30" }], owner: "none" },
    adultPrice: { value: () => 20000, owner: "none" },
    depositPerSeat: { value: () => 1000, owner: "none" },
    balanceDueDays: { value: () => 20, owner: "none" },
    namesDueDays: { value: () => 10, owner: "none" },
  },
  "GET /api/auth/{nextauth}": { nextauth: { value: () => ["session"], owner: "none" } },
  "POST /api/auth/{nextauth}": { nextauth: { value: () => ["callback", "credentials"], owner: "none" } },
  // A package enquiry (issue 15): a valid future date and contacts, so a cross-site caller meets the package check, not validation.
  "POST /api/packages/enquiry": {
    travelDate: { value: () => "2099-01-15", owner: "none" },
    adults: { value: () => 2, owner: "none" },
    children: { value: () => 0, owner: "none" },
    infants: { value: () => 0, owner: "none" },
    contactEmail: { value: () => "enquirer@example.test", owner: "none" },
    contactPhone: { value: () => "9812345678", owner: "none" },
  },
  // Assign to site A's super admin (a staff user of the site), so the owner's valid sample succeeds.
  "POST /api/packages/enquiries/assign": { assigneeUserId: { value: (w) => w.roles.superA.userId, owner: "none" } },
  // A supplier in another deployment (decision 0034): siteId is the supplier's id THERE, not a record here.
  "POST /api/supplier/remoteSuppliers/add": {
    origin: { value: () => "https://127.0.0.1:9", owner: "none" },
    siteId: { value: () => 1, owner: "none" },
    apiKey: { value: () => `wf_live_${"b".repeat(40)}`, owner: "none" },
  },
  // Share fares (issue 16, decision 0051): the agent's own stored search and one of its results.
  "POST /api/fareShare/create": { resultIndexes: { value: (w) => [w.resultIndex], owner: "user" } },
};

/**
 * Operations whose record field is a filter over a list: another site's caller gets 200 with an
 * empty list (nothing of site A's in it), not 404. `siteId` on sendEmailForWl is checked with 403.
 */
export const LIST_FILTERS = new Set(["POST /api/dmc/getTransferJobSheet", "POST /api/getBookedFlights", "POST /api/getTickets", "POST /api/tickets/downloadExcel", "POST /api/wl/user/searchTransactionByPNR"]);

/**
 * Operations whose owner control (the valid sample, as the record's owner) cannot reach 2xx in
 * this world and why; anything else answering the owner with 404 means an override points nowhere.
 */
export const OWNER_NOT_FOUND: Record<string, string> = {
  "POST /api/payment/phonepe/verifyPayment": "site A has no PhonePe payment for the order",
  "POST /api/whitelabel/getRazorpayDetailsToUser": "site A has no Razorpay gateway",
  "POST /api/payment/testGateway/complete": "no test-gateway order exists",
};

export function overridesFor(opId: string): Record<string, FieldOverride> {
  return { ...FIELD_OVERRIDES, ...(OPERATION_OVERRIDES[opId] ?? {}) };
}
