import type { ModuleDef } from "@/lib/permissions";
import { ALL_USER_TYPES, STAFF_ONLY } from "@/lib/permission-catalogue-core";

/**
 * The destination-management (DMC) side of the permission catalogue (spec 001 sections 1-2 and 7):
 * DMC inventory and transfers, activity carts, itineraries, visas, packages, insurance and
 * notifications. Assembled in lib/permissions.ts.
 */

export const DMC_MODULE = {
  key: "dmc",
  moduleName: "Destination management (DMC)",
  groups: [
    {
      key: "dmc.markets",
      groupName: "Markets",
      permissions: [
        { key: "dmc.markets.view", label: "View and search markets", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.markets.edit", label: "Create markets and set a customer's market", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.activities",
      groupName: "Activities",
      permissions: [
        { key: "dmc.activities.view", label: "View activities", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.activities.edit", label: "Create and edit activities, their areas, switches and priority", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.tourOptions",
      groupName: "Tour options",
      permissions: [
        { key: "dmc.tourOptions.view", label: "View tour options", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.tourOptions.edit", label: "Create and edit tour options", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.ticketRates",
      groupName: "Ticket rates",
      permissions: [
        { key: "dmc.ticketRates.view", label: "View tour option ticket rates", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.ticketRates.edit", label: "Save ticket rates and change their priority", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.ticketRates.delete", label: "Delete ticket rates", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.transferRates",
      groupName: "Transfer rates",
      permissions: [
        { key: "dmc.transferRates.view", label: "View tour option transfer rates", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.transferRates.edit", label: "Save transfer rates and change their priority", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.transferRates.delete", label: "Delete transfer rates", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.combos",
      groupName: "Combos",
      permissions: [
        { key: "dmc.combos.view", label: "View combos", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.combos.create", label: "Create combos", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.accommodation",
      groupName: "Accommodation",
      permissions: [
        { key: "dmc.accommodation.view", label: "View accommodation", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.accommodation.create", label: "Add accommodation", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.areas",
      groupName: "Areas",
      permissions: [
        { key: "dmc.areas.view", label: "View and search areas", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.areas.create", label: "Add areas", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.areas.delete", label: "Delete areas", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.areaTransfers",
      groupName: "Area transfers",
      permissions: [
        { key: "dmc.areaTransfers.view", label: "View and search area transfers", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.areaTransfers.edit", label: "Add and copy area transfers", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.areaTransfers.delete", label: "Delete area transfers", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.locations",
      groupName: "Locations",
      permissions: [
        { key: "dmc.locations.view", label: "View pickup and drop locations", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.locations.edit", label: "Add and edit locations", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.drivers",
      groupName: "Drivers",
      permissions: [
        { key: "dmc.drivers.view", label: "View drivers", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.drivers.edit", label: "Add and edit drivers", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.driverTokens",
      groupName: "Driver access tokens",
      permissions: [
        { key: "dmc.driverTokens.generate", label: "Generate a driver's access token", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.driverTokens.revoke", label: "Revoke a driver's access token", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "dmc.jobSheet",
      groupName: "Transfer job sheet",
      permissions: [
        { key: "dmc.jobSheet.view", label: "View the transfer job sheet", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.jobSheet.assignDriver", label: "Change a transfer's driver", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.jobSheet.editDriverCharges", label: "Change internal driver charges", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "dmc.jobSheet.setStatus", label: "Mark transfers completed or not completed", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const ACTIVITIES_MODULE = {
  key: "activities",
  moduleName: "Activity carts and queue",
  groups: [
    {
      key: "activities.search",
      groupName: "Activity search",
      permissions: [{ key: "activities.search.search", label: "Search activities by city", defaultAllowed: true, userTypes: ALL_USER_TYPES }],
    },
    {
      key: "activities.cart",
      groupName: "Activity cart",
      permissions: [
        { key: "activities.cart.manage", label: "Add, remove and mark optional cart items", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "activities.cart.duplicate", label: "Duplicate a cart", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "activities.queue",
      groupName: "Activity queue",
      permissions: [
        { key: "activities.queue.view", label: "View the activity queue", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "activities.queue.updateStatus", label: "Change a cart's status", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "activities.queue.updateRemarks", label: "Edit a cart's remarks", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "activities.queue.assignUser", label: "Assign a cart to a user", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const ITINERARIES_MODULE = {
  key: "itineraries",
  moduleName: "Itineraries",
  groups: [
    {
      key: "itineraries.karts",
      groupName: "Itineraries (karts)",
      permissions: [
        { key: "itineraries.karts.view", label: "View itineraries", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "itineraries.karts.edit", label: "Build and edit itineraries", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "itineraries.quotations",
      groupName: "Quotations",
      permissions: [
        { key: "itineraries.quotations.send", label: "Send quotations to customers", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "itineraries.quotations.createCustomer", label: "Create a pending customer for a quotation", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "itineraries.quotations.voucher", label: "Voucher itineraries", defaultAllowed: false, userTypes: STAFF_ONLY },
        { key: "itineraries.quotations.cancel", label: "Cancel itineraries", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const VISAS_MODULE = {
  key: "visas",
  moduleName: "Visas",
  groups: [
    {
      key: "visas.checklists",
      groupName: "Visa checklists",
      permissions: [
        { key: "visas.checklists.view", label: "View visa categories and checklists", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "visas.checklists.share", label: "Share and copy checklist links", defaultAllowed: true, userTypes: ALL_USER_TYPES },
      ],
    },
    {
      key: "visas.manage",
      groupName: "Visa content (staff)",
      permissions: [
        { key: "visas.manage.view", label: "View visa categories, checklists and their versions", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "visas.manage.edit", label: "Create and edit visa categories and checklists", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const PACKAGES_MODULE = {
  key: "packages",
  moduleName: "Packages and enquiries",
  groups: [
    {
      key: "packages.catalogue",
      groupName: "Packages",
      permissions: [
        { key: "packages.catalogue.view", label: "View packages", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "packages.catalogue.edit", label: "Create and edit packages", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "packages.catalogue.manageImages", label: "Manage package images", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
    {
      key: "packages.enquiries",
      groupName: "Enquiries",
      permissions: [
        { key: "packages.enquiries.create", label: "Send package enquiries", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "packages.enquiries.viewAll", label: "View all enquiries", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "packages.enquiries.manage", label: "Change enquiry status, assign enquiries and make quotations from them", defaultAllowed: true, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;

export const INSURANCE_MODULE = {
  key: "insurance",
  moduleName: "Insurance",
  groups: [
    {
      key: "insurance.policies",
      groupName: "Insurance policies",
      permissions: [
        { key: "insurance.policies.search", label: "Search insurance", defaultAllowed: true, userTypes: ALL_USER_TYPES },
        { key: "insurance.policies.book", label: "Buy insurance", defaultAllowed: true, userTypes: ALL_USER_TYPES },
      ],
    },
    {
      key: "insurance.bookings",
      groupName: "Insurance bookings",
      permissions: [{ key: "insurance.bookings.view", label: "View insurance bookings", defaultAllowed: true, userTypes: ALL_USER_TYPES }],
    },
  ],
} as const satisfies ModuleDef;

export const NOTIFICATIONS_MODULE = {
  key: "notifications",
  moduleName: "Notifications",
  groups: [
    {
      key: "notifications.push",
      groupName: "Push notifications",
      permissions: [{ key: "notifications.push.subscribe", label: "Receive staff push notifications", defaultAllowed: true, userTypes: STAFF_ONLY }],
    },
    {
      key: "notifications.emailOutbox",
      groupName: "Email outbox",
      permissions: [
        { key: "notifications.emailOutbox.view", label: "View the email outbox", defaultAllowed: true, userTypes: STAFF_ONLY },
        { key: "notifications.emailOutbox.resend", label: "Resend failed emails", defaultAllowed: false, userTypes: STAFF_ONLY },
      ],
    },
  ],
} as const satisfies ModuleDef;
