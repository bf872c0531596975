/**
 * The site menu: every screen a signed-in user may open, grouped, built from their permissions
 * (the same keys the pages check, so a link never leads to /403). Pure, for the server layout.
 */
export type NavLink = { href: string; label: string };
export type NavGroup = { label: string; links: NavLink[] };

export type NavUser = {
  userType: string;
  permissions: ReadonlySet<string>;
  /** The site's canShowPermissionMenu flag (spec 001 section 3). */
  canShowPermissionMenu: boolean;
  /** Super admins also set the site's sign-in keys (decision 0024). */
  isSuperAdmin?: boolean;
};

export const FOOTER_LINKS: readonly NavLink[] = [
  { href: "/terms_and_conditions", label: "Terms and conditions" },
  { href: "/privacy_policy", label: "Privacy policy" },
  { href: "/cancellation_return_refund_policy", label: "Cancellation and refund policy" },
  { href: "/api-partner-program", label: "API partner program" },
];

function group(label: string, links: (NavLink | false)[]): NavGroup | null {
  const shown = links.filter((link): link is NavLink => link !== false);
  return shown.length > 0 ? { label, links: shown } : null;
}

export function buildNavigation({ userType, permissions, canShowPermissionMenu, isSuperAdmin = false }: NavUser): NavGroup[] {
  const can = (key: string) => permissions.has(key);
  const isStaff = userType === "staff";
  const groups = [
    group("Flights", [
      can("flights.search.search") && { href: "/app/flight/search", label: "Search flights" },
      can("flights.fixedDepartures.view") && { href: "/fixed-departures", label: "Fixed departures" },
      isStaff && can("flights.reports.supplierReport") && { href: "/staff/supplier-report", label: "Supplier report" },
    ]),
    group("Bookings", [
      can("tickets.queue.view") && { href: "/app/flight/ticketQueue", label: "Air Ticket Queue" },
      can("tickets.changeRequests.view") && { href: "/app/flight/changeRequests", label: "Change Requests" },
      // Held bookings: only those who may hold (or staff, who see every customer's).
      can("tickets.queue.view") && (isStaff || can("flights.booking.hold")) && { href: "/app/flight/bookedQueue", label: "Booked Queue" },
      can("flights.fixedDepartures.view") && { href: "/app/flight/fixedDepartureQueue", label: "Fixed Departure Queue" },
    ]),
    // Staff have no wallet of their own; customers see their ledger and their payments.
    group("Wallet", [
      !isStaff && can("wallet.own.view") && { href: "/user/transactionHistory", label: "Transaction history" },
      !isStaff && can("wallet.own.view") && { href: "/user/payments", label: "My payments" },
    ]),
    isStaff && can("backoffice.dashboard.view")
      ? group("Back office", [
          { href: "/staff", label: "Back office home" },
          can("customers.list.view") && { href: "/staff/customers", label: "Customers" },
          can("customers.agents.create") && { href: "/createNewUser", label: "Create agent" },
          can("markups.groups.view") && { href: "/staff/markups", label: "Markups and discounts" },
          can("flights.fixedDepartures.manage") && { href: "/staff/fixed-departures", label: "Fixed departures" },
          can("suppliers.relationships.view") && { href: "/staff/suppliers", label: "Our suppliers" },
          can("apiConsumers.requests.view") && { href: "/staff/consumer-requests", label: "API customer requests" },
          can("suppliers.profile.view") && { href: "/user/supplier/becomeSupplier", label: "Become a supplier" },
          canShowPermissionMenu && can("rbac.groups.view") && { href: "/staff/permission-groups", label: "Permission groups" },
          can("wallet.paymentEntries.view") && { href: "/staff/payment-entries", label: "Payment entries" },
          can("wallet.paymentLinks.create") && { href: "/payments", label: "Payment links" },
          can("wallet.paymentEntries.view") && { href: "/staff/product-payments", label: "Product payments" },
          can("notifications.emailOutbox.view") && { href: "/staff/mailbox", label: "Mailbox" },
          can("apiConsumers.apiKeys.view") && { href: "/staff/api-keys", label: "API keys" },
          can("backoffice.siteSettings.lookToBook") && { href: "/staff/settings", label: "Site settings" },
          isSuperAdmin && { href: "/staff/settings/sign-in", label: "Sign-in settings" },
          can("backoffice.webhooks.manage") && { href: "/staff/webhooks", label: "Partner webhooks" },
        ])
      : null,
    // Activity search and carts for everyone who may search; the queue for staff (issue 14).
    group("Activities", [
      can("activities.search.search") && { href: "/activities/search", label: "Activities" },
      isStaff && can("activities.queue.view") && { href: "/activities/queue", label: "Activity queue" },
    ]),
    // Holiday packages and enquiries (issue 15): the public list; customers' own enquiries; staff's back office.
    group("Holidays", [
      can("packages.catalogue.view") && { href: "/packages", label: "Holiday packages" },
      !isStaff && can("packages.enquiries.create") && { href: "/user/package/enquiries", label: "My enquiries" },
      isStaff && can("packages.catalogue.edit") && { href: "/staff/packages", label: "Manage packages" },
      isStaff && can("packages.enquiries.viewAll") && { href: "/staff/package-enquiries", label: "Enquiries" },
    ]),
    // Travel insurance (issue 15): plans for everyone who may search, their own policies for customers.
    group("Insurance", [
      can("insurance.policies.search") && { href: "/insurance/search-results", label: "Travel insurance" },
      !isStaff && can("insurance.bookings.view") && { href: "/insurance/insurance-bookings", label: "My insurance" },
    ]),
    // The DMC catalogue and its rates (issue 13): staff only.
    isStaff
      ? group("DMC", [
          can("dmc.activities.view") && { href: "/staff/dmc-activities", label: "Manage Activities" },
          can("dmc.combos.view") && { href: "/staff/dmc-combos", label: "Manage Combos" },
          can("dmc.areas.view") && { href: "/staff/areas", label: "Areas" },
          can("dmc.areaTransfers.view") && { href: "/staff/area-transfer", label: "Area transfers" },
          can("dmc.accommodation.view") && { href: "/staff/dmc-hotels", label: "Hotels" },
          can("dmc.locations.view") && { href: "/staff/dmc-locations", label: "Locations" },
          can("dmc.drivers.view") && { href: "/staff/dmc-drivers", label: "Drivers" },
          can("dmc.jobSheet.view") && { href: "/staff/dmc-job-sheet", label: "Job sheet" },
          can("dmc.markets.view") && { href: "/staff/dmc-markets", label: "Markets" },
          can("dmc.ticketRates.view") && { href: "/staff/dmc-rate-tester", label: "Rate tester" },
          can("itineraries.karts.view") && { href: "/staff/dmc-quotes", label: "Quotations" },
          can("itineraries.karts.view") && { href: "/staff/dmc-exchange-rates", label: "Exchange rates" },
          can("markups.activityMarkups.view") && { href: "/activities/markup", label: "Activity markups" },
          can("visas.manage.view") && { href: "/staff/visas", label: "Visas" },
        ])
      : null,
    group("My account", [
      // Staff have no bookings, wallet or referrals of their own: their profile only (decision 0023).
      !isStaff && { href: "/user/dashboard", label: "Dashboard" },
      { href: "/user/dashboard/userProfile", label: "Profile" },
      !isStaff && { href: "/user/dashboard/referral", label: "Referral" },
      !isStaff && { href: "/user/billing-details", label: "Billing details" },
      { href: "/user/change_password", label: "Change password" },
    ]),
  ];
  return groups.filter((g): g is NavGroup => g !== null);
}

/** Customers with a wallet see its balance in the header. */
export function showsWalletBalance({ userType, permissions }: Pick<NavUser, "userType" | "permissions">): boolean {
  return userType !== "staff" && permissions.has("wallet.own.view");
}
