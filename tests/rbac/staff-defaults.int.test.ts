import { closeDb } from "@/db/client";
import { POST as toggleBlock } from "@/app/api/wl/user/toggleBlock/route";
import { POST as toggleExemption } from "@/app/api/wl/user/toggleFlightSearchExemption/route";
import { POST as setUserHold } from "@/app/api/wl/user/setFlightHoldSettingForUser/route";
import { POST as setUserSearch } from "@/app/api/wl/user/setFlightSearchSettingForUser/route";
import { POST as saveTicket } from "@/app/api/dmc/saveActivityTicketRates/route";
import { POST as saveTransfer } from "@/app/api/dmc/saveTourOptionTransferRates/route";
import { POST as charges } from "@/app/api/dmc/updateTransferDriverCharges/route";
import { POST as generate } from "@/app/api/dmc/generateDriverAccessToken/route";
import { POST as acceptTerms } from "@/app/api/wl/user/supplierApproval_acceptTermsAndConditions/route";
import { POST as requestCategory } from "@/app/api/supplier/consumerToSupplierRequests/route";
import { POST as changeStatus } from "@/app/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus/route";
import { POST as setConsumerHold } from "@/app/api/supplier/supplierOnlyAccess/setFlightHoldSetting/route";
import { POST as setTds } from "@/app/api/supplier/setLERelationConfig/route";
import { getDefaultPermissionKeys } from "@/lib/permissions";
import { callOn, createCustomerAdminWorld } from "../customers/customer-admin-world";
import { as as asActivity, createActivityWorld, ticketRate, transferRate } from "../dmc/activities/world";
import { as as asGeo } from "../dmc/geo/geo-world";
import { createTransfersWorld } from "../dmc-transfers/transfers-world";
import { createNetworkWorld } from "../network/network-world";
import { call } from "../helpers/http";
import { createNarrowedStaff } from "./narrowed-staff";

afterAll(() => closeDb());

/*
 * Issue 25, defect 15: ordinary staff (no permission group: the staff role's defaults) do what
 * spec 001 sections 1, 4 and 6 give staff: block and unblock customers, the flight hold, search and
 * look-to-book switches, API customer request decisions, rates, driver charges and driver links.
 * A super admin can still narrow them through a permission group.
 */
describe("the staff role's default permissions", () => {
  it("include what spec 001 gives staff", () => {
    expect(getDefaultPermissionKeys("staff")).toEqual(
      expect.arrayContaining([
        "customers.account.toggleBlock",
        "customers.flightSettings.searchExemption",
        "customers.flightSettings.hold",
        "customers.flightSettings.search",
        "apiConsumers.consumers.editFlightSettings",
        "apiConsumers.requests.changeStatus",
        "markups.tds.edit",
        "dmc.ticketRates.edit",
        "dmc.transferRates.edit",
        "dmc.areaTransfers.delete",
        "dmc.jobSheet.editDriverCharges",
        "dmc.driverTokens.generate",
        "dmc.driverTokens.revoke",
      ]),
    );
  });

  it("let ordinary staff block a customer and flip their flight switches; narrowed staff get 403", async () => {
    const w = await createCustomerAdminWorld();
    const staff = { token: w.staffToken };
    expect((await callOn(w, toggleBlock, "/api/wl/user/toggleBlock", { ...staff, body: { customerId: w.retail.id, isBlocked: true } })).status).toBe(200);
    expect((await callOn(w, toggleBlock, "/api/wl/user/toggleBlock", { ...staff, body: { customerId: w.retail.id, isBlocked: false } })).status).toBe(200);
    expect((await callOn(w, toggleExemption, "/api/wl/user/toggleFlightSearchExemption", { ...staff, body: { customerId: w.agent.id, exempt: true } })).status).toBe(200);
    const hold = await callOn(w, setUserHold, "/api/wl/user/setFlightHoldSettingForUser", { ...staff, body: { isFlightHold: true, userId: w.retail.id } });
    expect(hold.status).toBe(200);
    expect(hold.body.data.message).toBe("Setting saved successfully");
    expect((await callOn(w, setUserSearch, "/api/wl/user/setFlightSearchSettingForUser", { ...staff, body: { isFlightSearchAllowed: false, userId: w.retail.id } })).status).toBe(200);
    expect((await callOn(w, toggleBlock, "/api/wl/user/toggleBlock", { token: w.clerkToken, body: { customerId: w.retail.id, isBlocked: true } })).status).toBe(403);
  });

  it("let ordinary staff save ticket and transfer rates", async () => {
    const w = await createActivityWorld();
    expect((await asActivity(w, "staff")(saveTicket, "/api/dmc/saveActivityTicketRates", { body: ticketRate(w) })).status).toBe(200);
    expect((await asActivity(w, "staff")(saveTransfer, "/api/dmc/saveTourOptionTransferRates", { body: transferRate(w) })).status).toBe(200);
    expect((await asActivity(w, "narrowed")(saveTicket, "/api/dmc/saveActivityTicketRates", { body: ticketRate(w, { validFromDate: "2028-01-01", validTillDate: "2028-12-31" }) })).status).toBe(403);
  });

  it("let ordinary staff change driver charges and generate a driver's link", async () => {
    const w = await createTransfersWorld();
    expect((await asGeo(w, "staff")(charges, "/api/dmc/updateTransferDriverCharges", { body: { id: w.t.imran9, charges: 12.5 } })).status).toBe(200);
    const link = await asGeo(w, "staff")(generate, "/api/dmc/generateDriverAccessToken", { body: { driverId: w.imran.id } });
    expect(link.status).toBe(200);
    const narrowed = await createNarrowedStaff(w.site, ["dmc.jobSheet.view"]);
    expect((await call(charges, "/api/dmc/updateTransferDriverCharges", { host: w.site.domain, token: narrowed.token, body: { id: w.t.imran9, charges: 1 } })).status).toBe(403);
  });

  it("let ordinary staff decide an API customer's request, switch its flight hold and its TDS, each answer with the spec's message", async () => {
    const w = await createNetworkWorld();
    await w.consumer.as("admin")(acceptTerms, "/api/wl/user/supplierApproval_acceptTermsAndConditions", { body: { supplierSiteId: w.supplier.site.id } });
    const req = await w.consumer.as("admin")(requestCategory, "/api/supplier/consumerToSupplierRequests", { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
    const requestId = req.body.data.requestId;
    const decided = await w.supplier.as("staff")(changeStatus, "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus", {
      body: { newRequestStatus: "Approved", requestId, consumerMongoSiteId: w.consumer.site.id },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data.message).toBe("Request status changed successfully");
    const hold = await w.supplier.as("staff")(setConsumerHold, "/api/supplier/supplierOnlyAccess/setFlightHoldSetting", { body: { isFlightHold: true, consumerSiteId: w.consumer.site.id, supplierListId: requestId } });
    expect(hold.status).toBe(200);
    expect(hold.body.data.message).toBe("Setting saved successfully");
    const tds = await w.supplier.as("staff")(setTds, "/api/supplier/setLERelationConfig", { body: { isTdsDeductable: true, userLEID: decided.body.data.legalEntityId } });
    expect(tds.status).toBe(200);
    expect(tds.body.data.message).toBe("Tds deduction successfully changed.");
  });
});
