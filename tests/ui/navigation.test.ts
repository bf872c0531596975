import { buildNavigation, FOOTER_LINKS, showsWalletBalance } from "@/components/layout/navigation";
import { LOCKABLE_ROUTE_PREFIXES, type UserType } from "@/lib/constants";
import { getAllPermissionKeys, getDefaultPermissionKeys } from "@/lib/permissions";

const hrefs = (userType: UserType, keys: string[], canShowPermissionMenu = true) =>
  buildNavigation({ userType, permissions: new Set(keys), canShowPermissionMenu }).flatMap((g) => g.links.map((l) => l.href));

describe("the site menu (issue 10: every screen reachable without typing a URL)", () => {
  it("offers an agent every customer screen and no back-office screen", () => {
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).toEqual([
      "/app/flight/search",
      "/fixed-departures",
      "/app/flight/ticketQueue",
      "/app/flight/changeRequests",
      "/app/flight/bookedQueue",
      "/app/flight/fixedDepartureQueue",
      "/user/transactionHistory",
      "/user/payments",
      "/activities/search",
      "/packages",
      "/user/package/enquiries",
      "/insurance/search-results",
      "/insurance/insurance-bookings",
      "/user/dashboard",
      "/user/dashboard/userProfile",
      "/user/dashboard/referral",
      "/user/billing-details",
      "/user/change_password",
    ]);
    expect(showsWalletBalance({ userType: "travelAgent", permissions: new Set(getDefaultPermissionKeys("travelAgent")) })).toBe(true);
  });

  it("offers a retail customer no held-booking queue (retail cannot hold)", () => {
    const links = hrefs("retail", getDefaultPermissionKeys("retail"));
    expect(links).toContain("/app/flight/ticketQueue");
    expect(links).not.toContain("/app/flight/bookedQueue");
  });

  it("offers staff the back-office screens they may use, and no wallet of their own", () => {
    const all = hrefs("staff", getAllPermissionKeys());
    for (const href of ["/staff", "/staff/customers", "/createNewUser", "/staff/markups", "/staff/permission-groups", "/staff/payment-entries", "/staff/product-payments", "/staff/mailbox", "/staff/settings"]) expect(all).toContain(href);
    expect(all).not.toContain("/user/transactionHistory");
    // Staff keep their profile; the dashboard and referral are customers' pages.
    expect(all).toContain("/user/dashboard/userProfile");
    expect(all).not.toContain("/user/dashboard");
    expect(all).not.toContain("/user/dashboard/referral");
    expect(showsWalletBalance({ userType: "staff", permissions: new Set(getAllPermissionKeys()) })).toBe(false);
    // Permission groups only where the site shows the permission menu; nothing the user lacks.
    expect(hrefs("staff", getAllPermissionKeys(), false)).not.toContain("/staff/permission-groups");
    expect(hrefs("staff", ["backoffice.dashboard.view"])).toEqual(["/staff", "/user/dashboard/userProfile", "/user/change_password"]);
    // Agent creation sits beside Customers, for holders of customers.agents.create only.
    expect(hrefs("staff", ["backoffice.dashboard.view", "customers.list.view", "customers.agents.create"])).toEqual(["/staff", "/staff/customers", "/createNewUser", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/createNewUser");
    // A customer's own account pages (dashboard, profile, referral, billing details, password) need no permission.
    expect(hrefs("travelAgent", [])).toEqual(["/user/dashboard", "/user/dashboard/userProfile", "/user/dashboard/referral", "/user/billing-details", "/user/change_password"]);
  });

  it("offers the activity search to whoever may search and the activity queue to staff only (issue 14)", () => {
    expect(hrefs("staff", ["activities.search.search", "activities.queue.view"])).toEqual(["/activities/search", "/activities/queue", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("staff", ["activities.search.search"])).not.toContain("/activities/queue");
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/activities/queue");
    expect(hrefs("retail", getDefaultPermissionKeys("retail"))).toContain("/activities/search");
  });

  it("offers the DMC geography screens to staff holding their permissions (issue 13)", () => {
    const all = hrefs("staff", getAllPermissionKeys());
    for (const href of ["/staff/areas", "/staff/area-transfer", "/staff/dmc-locations", "/staff/dmc-drivers", "/staff/dmc-markets"]) expect(all).toContain(href);
    expect(hrefs("staff", ["dmc.areas.view", "dmc.markets.view"])).toEqual(["/staff/areas", "/staff/dmc-markets", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/staff/areas");
  });

  it("offers the transfer job sheet to staff holding dmc.jobSheet.view (issue 14)", () => {
    expect(hrefs("staff", getAllPermissionKeys())).toContain("/staff/dmc-job-sheet");
    expect(hrefs("staff", ["dmc.jobSheet.view"])).toEqual(["/staff/dmc-job-sheet", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/staff/dmc-job-sheet");
  });

  it("offers the visa content screen to staff holding visas.manage.view (issue 15)", () => {
    expect(hrefs("staff", ["visas.manage.view"])).toEqual(["/staff/visas", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/staff/visas");
  });

  it("offers the quotation builder to staff who may view itineraries (issue 14)", () => {
    expect(hrefs("staff", ["itineraries.karts.view"])).toEqual(["/staff/dmc-quotes", "/staff/dmc-exchange-rates", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/staff/dmc-quotes");
  });

  it("offers the site's exchange rates next to the quotations, staff only (issue 25)", () => {
    expect(hrefs("staff", getAllPermissionKeys())).toContain("/staff/dmc-exchange-rates");
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/staff/dmc-exchange-rates");
  });

  it("offers travel insurance to whoever may search and their policies to customers only (issue 15)", () => {
    expect(hrefs("retail", ["insurance.policies.search", "insurance.bookings.view"])).toEqual(["/insurance/search-results", "/insurance/insurance-bookings", "/user/dashboard", "/user/dashboard/userProfile", "/user/dashboard/referral", "/user/billing-details", "/user/change_password"]);
    expect(hrefs("staff", ["insurance.policies.search", "insurance.bookings.view"])).toEqual(["/insurance/search-results", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("retail", getDefaultPermissionKeys("retail"))).toContain("/insurance/insurance-bookings");
  });

  it("offers payment links (/payments) in the back office to staff holding wallet.paymentLinks.create (issue 15)", () => {
    expect(hrefs("staff", ["backoffice.dashboard.view", "wallet.paymentLinks.create"])).toEqual(["/staff", "/payments", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/payments");
  });

  it("links every policy page in the footer, each a lockable static page", () => {
    expect(FOOTER_LINKS.map((l) => l.href)).toEqual(["/terms_and_conditions", "/privacy_policy", "/cancellation_return_refund_policy", "/api-partner-program"]);
    for (const link of FOOTER_LINKS) expect(LOCKABLE_ROUTE_PREFIXES).toContain(link.href);
  });

  it("offers the network screens to staff holding their permissions (issue 12)", () => {
    const all = hrefs("staff", getAllPermissionKeys());
    for (const href of ["/staff/suppliers", "/staff/consumer-requests", "/user/supplier/becomeSupplier"]) expect(all).toContain(href);
    expect(hrefs("staff", ["backoffice.dashboard.view", "apiConsumers.requests.view"])).toEqual(["/staff", "/staff/consumer-requests", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("staff", ["backoffice.dashboard.view", "suppliers.relationships.view", "suppliers.profile.view"])).toEqual([
      "/staff",
      "/staff/suppliers",
      "/user/supplier/becomeSupplier",
      "/user/dashboard/userProfile",
      "/user/change_password",
    ]);
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/staff/suppliers");
  });

  it("offers sign-in settings to super admins only (decision 0024)", () => {
    const nav = (isSuperAdmin: boolean) =>
      buildNavigation({ userType: "staff", permissions: new Set(getAllPermissionKeys()), canShowPermissionMenu: true, isSuperAdmin }).flatMap((g) => g.links.map((l) => l.href));
    expect(nav(true)).toContain("/staff/settings/sign-in");
    expect(nav(false)).not.toContain("/staff/settings/sign-in");
  });

  it("offers partner webhooks to staff holding backoffice.webhooks.manage only (decision 0029)", () => {
    expect(hrefs("staff", getAllPermissionKeys())).toContain("/staff/webhooks");
    expect(hrefs("staff", ["backoffice.dashboard.view"])).not.toContain("/staff/webhooks");
    expect(hrefs("staff", ["backoffice.dashboard.view", "backoffice.webhooks.manage"])).toEqual(["/staff", "/staff/webhooks", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("travelAgent", getAllPermissionKeys())).not.toContain("/staff/webhooks");
  });
});

describe("the API keys screen in the menu (issue 12, decision 0028)", () => {
  it("is offered to staff holding apiConsumers.apiKeys.view only", () => {
    expect(hrefs("staff", ["backoffice.dashboard.view", "apiConsumers.apiKeys.view"])).toContain("/staff/api-keys");
    expect(hrefs("staff", ["backoffice.dashboard.view"])).not.toContain("/staff/api-keys");
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/staff/api-keys");
  });
});

describe("the supplier report in the menu (issue 12, decision 0034)", () => {
  it("is offered in the Flights group to staff holding flights.reports.supplierReport only", () => {
    const groups = buildNavigation({ userType: "staff", permissions: new Set(["flights.search.search", "flights.reports.supplierReport"]), canShowPermissionMenu: false });
    expect(groups.find((g) => g.label === "Flights")?.links).toEqual([
      { href: "/app/flight/search", label: "Search flights" },
      { href: "/staff/supplier-report", label: "Supplier report" },
    ]);
    expect(hrefs("staff", ["backoffice.dashboard.view", "flights.search.search"])).not.toContain("/staff/supplier-report");
    expect(hrefs("travelAgent", getAllPermissionKeys())).not.toContain("/staff/supplier-report");
  });

  it("offers holiday packages to all, My enquiries to customers and the package back office to staff (issue 15)", () => {
    expect(hrefs("retail", getDefaultPermissionKeys("retail"))).toEqual(expect.arrayContaining(["/packages", "/user/package/enquiries"]));
    expect(hrefs("staff", ["packages.catalogue.view", "packages.catalogue.edit", "packages.enquiries.viewAll"])).toEqual(["/packages", "/staff/packages", "/staff/package-enquiries", "/user/dashboard/userProfile", "/user/change_password"]);
    expect(hrefs("staff", getAllPermissionKeys())).not.toContain("/user/package/enquiries");
    expect(hrefs("travelAgent", getDefaultPermissionKeys("travelAgent"))).not.toContain("/staff/packages");
  });

  it("offers fixed departures and their queue to whoever may view them, and loading departures to staff who manage them (issue 15)", () => {
    expect(hrefs("travelAgent", ["flights.fixedDepartures.view"])).toEqual(["/fixed-departures", "/app/flight/fixedDepartureQueue", "/user/dashboard", "/user/dashboard/userProfile", "/user/dashboard/referral", "/user/billing-details", "/user/change_password"]);
    expect(hrefs("staff", ["backoffice.dashboard.view", "flights.fixedDepartures.manage"])).toContain("/staff/fixed-departures");
    expect(hrefs("staff", ["backoffice.dashboard.view"])).not.toContain("/staff/fixed-departures");
  });
});
