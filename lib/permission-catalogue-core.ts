import type { ModuleDef } from "@/lib/permissions";

/**
 * The flight-side and back-office modules of the permission catalogue (spec 000 sections 1-2 and
 * spec 001 sections 1-2 and 6-7). Assembled, with the DMC-side modules, in lib/permissions.ts.
 * Keys are `module.group.action`; group keys are `module.group` (unique across the catalogue).
 */

/** Back-office permissions: only staff may ever hold them. */
export const STAFF_ONLY = ["staff"] as const;
/** Every user type that signs in to the site. */
export const ALL_USER_TYPES = ["staff", "travelAgent", "retail", "corporate"] as const;
/** Business users: staff, travel agents (B2B) and corporate customers. */
export const BUSINESS_USER_TYPES = ["staff", "travelAgent", "corporate"] as const;

export const BACKOFFICE_MODULE = {
  key: "backoffice",
  moduleName: "Back office",
  groups: [
    {
      key: "backoffice.dashboard",
      groupName: "Dashboard",
      permissions: [{ key: "backoffice.dashboard.view", label: "Open the back office", defaultAllowed: true, userTypes: STAFF_ONLY }],
    },
    {
      key: "backoffice.siteSettings",
      groupName: "Site settings",
      permissions: [{ key: "backoffice.siteSettings.lookToBook", label: "View and change the look-to-book search limits", defaultAllowed: false, userTypes: STAFF_ONLY }],
    },
    {
      key: "backoffice.webhooks",
      groupName: "Partner webhooks",
      permissions: [{ key: "backoffice.webhooks.manage", label: "Manage partner webhook endpoints, their delivery log and replays", defaultAllowed: false, userTypes: STAFF_ONLY }],
    },
  ],
} as const satisfies ModuleDef;

export const FLIGHTS_MODULE = {
  key: "flights",
  moduleName: "Flights",
  groups: [
    {
      key: "flights.search",
      groupName: "Flight search",
      permissions: [
        { key: "flights.search.search", label: "Search flights", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "flights.search.calendarFare", label: "View calendar fares", defaultAllowed: true, userTypes: ALL_USER_TYPES },
      ],
    },
    {
      key: "flights.booking",
      groupName: "Flight booking",
      permissions: [
        { key: "flights.booking.book", label: "Book and ticket flights", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "flights.booking.hold", label: "Hold flight bookings", defaultAllowed: true, userTypes: BUSINESS_USER_TYPES },
        { key: "flights.booking.release", label: "Release held flight bookings", defaultAllowed: true, userTypes: BUSINESS_USER_TYPES },
      ],
    },
    {
      key: "flights.fixedDepartures",
      groupName: "Fixed departures",
      permissions: [
        { key: "flights.fixedDepartures.view", label: "View fixed departures", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "flights.fixedDepartures.book", label: "Book fixed departures", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "flights.fixedDepartures.manage", label: "Load and edit fixed departures", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "flights.reports",
      groupName: "Flight reports",
      permissions: [
        { key: "flights.reports.supplierReport", label: "View and download the supplier report (bookings served to consumer sites)", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const TICKETS_MODULE = {
  key: "tickets",
  moduleName: "Tickets",
  groups: [
    {
      key: "tickets.queue",
      groupName: "Air ticket queue",
      permissions: [
        { key: "tickets.queue.view", label: "View the air ticket queue", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "tickets.queue.viewAllCustomers", label: "View every customer's tickets", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "tickets.queue.downloadExcel", label: "Download the ticket queue as Excel", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "tickets.queue.viewCustomerDetails", label: "Open the customer detail dialog", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "tickets.changeRequests",
      groupName: "Change requests",
      permissions: [
        { key: "tickets.changeRequests.view", label: "View change requests and their status", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "tickets.changeRequests.raise", label: "Raise refund, partial refund and reissue requests", defaultAllowed: true, userTypes: ALL_USER_TYPES },
      ],
    },
    {
      key: "tickets.eTicket",
      groupName: "E-ticket",
      permissions: [
        { key: "tickets.eTicket.view", label: "View and print e-tickets", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "tickets.eTicket.markup", label: "Add or update e-ticket markup", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "tickets.eTicket.discount", label: "Add or update e-ticket discount", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "tickets.eTicket.email", label: "Email the e-ticket to myself", defaultAllowed: true, userTypes: ALL_USER_TYPES },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const SUPPLIERS_MODULE = {
  key: "suppliers",
  moduleName: "Supplier relationships",
  groups: [
    {
      key: "suppliers.relationships",
      groupName: "Our suppliers",
      permissions: [
        { key: "suppliers.relationships.view", label: "View suppliers and linked suppliers", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "suppliers.relationships.request", label: "Request access to a supplier and accept its terms", defaultAllowed: false, userTypes: STAFF_ONLY },
        { key: "suppliers.relationships.changeStatus", label: "Suspend or resume a supplier link", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "suppliers.profile",
      groupName: "Supplier profile",
      permissions: [
        { key: "suppliers.profile.view", label: "View the site's supplier profile", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "suppliers.profile.manage", label: "Become a supplier and change its categories and terms", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "suppliers.consumers",
      groupName: "Our consumers",
      permissions: [
        { key: "suppliers.consumers.view", label: "View consumers and their requests", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "suppliers.consumers.approve", label: "Approve, reject or suspend consumer requests", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const WALLET_MODULE = {
  key: "wallet",
  moduleName: "Wallet and payments",
  groups: [
    {
      key: "wallet.own",
      groupName: "My wallet",
      permissions: [
        { key: "wallet.own.view", label: "View my wallet balance and transactions", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "wallet.own.pay", label: "Make payments by bank or gateway", defaultAllowed: true, userTypes: ALL_USER_TYPES },
      ],
    },
    {
      key: "wallet.customerWallets",
      groupName: "Customer wallets",
      permissions: [
        { key: "wallet.customerWallets.view", label: "View customer wallet balances and entries", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "wallet.customerWallets.credit", label: "Credit a customer wallet", defaultAllowed: false, userTypes: STAFF_ONLY },
        { key: "wallet.customerWallets.debit", label: "Debit a customer wallet", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "wallet.paymentEntries",
      groupName: "Payment entries",
      permissions: [
        { key: "wallet.paymentEntries.view", label: "View payment entries", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "wallet.paymentEntries.approve", label: "Approve payment entries", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "wallet.paymentLinks",
      groupName: "Payment links",
      permissions: [{ key: "wallet.paymentLinks.create", label: "Create payment links for customers", defaultAllowed: true, userTypes: STAFF_ONLY }],
    },
    {
      key: "wallet.transactions",
      groupName: "Transactions",
      permissions: [{ key: "wallet.transactions.searchByPnr", label: "Search transactions by PNR", defaultAllowed: true, userTypes: STAFF_ONLY }],
    },
  ],
} as const satisfies ModuleDef;

export const CUSTOMERS_MODULE = {
  key: "customers",
  moduleName: "Customers",
  groups: [
    {
      key: "customers.list",
      groupName: "Customer list",
      permissions: [
        { key: "customers.list.view", label: "View and search site customers", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "customers.list.viewEmailSubscribers", label: "View email subscribers", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "customers.account",
      groupName: "Customer accounts",
      permissions: [
        { key: "customers.account.editDetails", label: "Edit customer contact details", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "customers.account.toggleBlock", label: "Block or unblock customers", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "customers.flightSettings",
      groupName: "Customer flight settings",
      permissions: [
        { key: "customers.flightSettings.searchExemption", label: "Exempt customers from look-to-book search limits", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "customers.flightSettings.hold", label: "Allow or stop flight holds for a customer", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "customers.flightSettings.search", label: "Allow or stop flight search for a customer", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "customers.agents",
      groupName: "Agent creation",
      permissions: [{ key: "customers.agents.create", label: "Create B2B and B2C customers", defaultAllowed: true, userTypes: STAFF_ONLY }],
    },
    {
      key: "customers.reports",
      groupName: "Customer reports",
      permissions: [
        { key: "customers.reports.monthlyFlights", label: "View monthly search and booking counts", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const API_CONSUMERS_MODULE = {
  key: "apiConsumers",
  moduleName: "API consumers",
  groups: [
    {
      key: "apiConsumers.consumers",
      groupName: "API consumers",
      permissions: [
        { key: "apiConsumers.consumers.view", label: "View API consumers", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "apiConsumers.consumers.editFlightSettings", label: "Change consumer flight search and hold switches", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "apiConsumers.requests",
      groupName: "API customer requests",
      permissions: [
        { key: "apiConsumers.requests.view", label: "View API customer requests", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "apiConsumers.requests.changeStatus", label: "Approve or reject API customer requests", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "apiConsumers.apiKeys",
      groupName: "Partner API keys",
      permissions: [
        { key: "apiConsumers.apiKeys.view", label: "View partner API keys", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "apiConsumers.apiKeys.manage", label: "Issue and revoke partner API keys", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const MARKUPS_MODULE = {
  key: "markups",
  moduleName: "Markups and discounts",
  groups: [
    {
      key: "markups.groups",
      groupName: "Markup groups",
      permissions: [
        { key: "markups.groups.view", label: "View markup groups", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "markups.groups.save", label: "Create or rename markup groups", defaultAllowed: false, userTypes: STAFF_ONLY },
        { key: "markups.groups.setDefault", label: "Set the default markup group", defaultAllowed: false, userTypes: STAFF_ONLY },
        { key: "markups.groups.mapCustomer", label: "Move a customer to a markup group", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "markups.airlineMarkups",
      groupName: "Airline markups",
      permissions: [
        { key: "markups.airlineMarkups.view", label: "View default and airline-specific markups", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "markups.airlineMarkups.edit", label: "Add or update airline markups", defaultAllowed: false, userTypes: STAFF_ONLY },
        { key: "markups.airlineMarkups.delete", label: "Delete airline markups", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "markups.fixedDepartureMarkups",
      groupName: "Fixed-departure markups",
      permissions: [
        { key: "markups.fixedDepartureMarkups.view", label: "View fixed-departure markups", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "markups.fixedDepartureMarkups.edit", label: "Add or update fixed-departure markups", defaultAllowed: false, userTypes: STAFF_ONLY },
        { key: "markups.fixedDepartureMarkups.delete", label: "Delete fixed-departure markups", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "markups.activityMarkups",
      groupName: "Activity markups",
      permissions: [
        { key: "markups.activityMarkups.view", label: "View activity markups", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "markups.activityMarkups.edit", label: "Add or update activity markups", defaultAllowed: false, userTypes: STAFF_ONLY },
        { key: "markups.activityMarkups.delete", label: "Delete activity markups", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "markups.tds",
      groupName: "TDS settings",
      permissions: [
        { key: "markups.tds.view", label: "View TDS deduction settings", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "markups.tds.edit", label: "Change TDS deduction per consumer", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const RBAC_MODULE = {
  key: "rbac",
  moduleName: "Permission groups",
  groups: [
    {
      key: "rbac.groups",
      groupName: "Permission groups",
      permissions: [
        { key: "rbac.groups.view", label: "View permission groups", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "rbac.groups.manage", label: "Create permission groups and edit their permissions", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "rbac.users",
      groupName: "Group members",
      permissions: [
        { key: "rbac.users.viewByGroup", label: "Filter users by permission group", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "rbac.users.assign", label: "Put a user in a permission group or remove them", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;
