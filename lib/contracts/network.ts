/** The B2B network between sites (issue 12, decision 0027): supplier profiles, consumer requests, the consumer side. */
import { z } from "zod";
import { SUPPLIER_CATEGORIES } from "@/lib/constants";
import { bodyId, requiredString, ZEmpty } from "./common";
import { defineEndpoint } from "./http";

export const REQUEST_STATUSES = ["Pending", "Approved", "Rejected", "Suspended"] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];
export type TSupplierCategory = (typeof SUPPLIER_CATEGORIES)[number];

export const NetworkMessages = {
  supplierSaved: "Supplier details saved successfully",
  termsAccepted: "Terms and conditions accepted successfully",
  requestSent: "Request sent successfully",
  requestStatusChanged: "Request status changed successfully",
  settingSaved: "Setting saved successfully",
  mappingStatusChanged: "Supplier status changed successfully",
  notSupplier: "Only a supplier site can do this.",
  supplierNotFound: "Supplier not found",
  requestNotFound: "Request not found",
  siteNotFound: "Site not found",
  categoryRequired: "Choose at least one category",
  categoryNotOffered: "This supplier does not offer this category",
  acceptTermsFirst: "Please accept the terms and conditions first",
  requestExists: "A request for this category already exists",
  sameStatus: "The request already has this status",
  suspendOnlyApproved: "Only an approved request can be suspended",
  notApproved: "Only an approved supplier can be paused or resumed",
} as const;

const ZCategory = z.enum(SUPPLIER_CATEGORIES, { error: "Must be one of FixedDeparture, Flights, TourPackages" });
const flag = () => z.boolean({ error: "Must be true or false" });

export const getSupplierCategoriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/whitelabel/getSupplierCategories",
  summary: "The supplier categories (spec: FixedDeparture, Flights, TourPackages).",
  tag: "network",
  auth: "user",
  query: ZEmpty,
  response: z.object({ result: z.array(z.object({ category: z.enum(SUPPLIER_CATEGORIES) })) }),
});

export const ZSupplierProfile = z.object({ isSupplier: z.boolean(), categories: z.array(z.enum(SUPPLIER_CATEGORIES)), termsAndConditions: z.string(), isActive: z.boolean() });
export type TSupplierProfile = z.output<typeof ZSupplierProfile>;

export const getSupplierProfileEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/supplier/becomeSupplier",
  summary: "This site's supplier profile (isSupplier false, no categories, when it has none).",
  tag: "network",
  auth: "user",
  permission: "suppliers.profile.view",
  query: ZEmpty,
  response: ZSupplierProfile,
});

export const ZBecomeSupplierRequest = z.strictObject({
  categories: z.array(ZCategory, { error: "Choose at least one category" }).min(1, { error: "Choose at least one category" }).max(3),
  termsAndConditions: requiredString(20_000),
  isActive: flag().default(true),
});
export type TBecomeSupplierRequest = z.input<typeof ZBecomeSupplierRequest>;

export const becomeSupplierEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/supplier/becomeSupplier",
  summary:
    "Make this site a supplier (or change its profile): categories among FixedDeparture, Flights, TourPackages, the terms and conditions consumers accept, isActive (an inactive supplier is hidden from consumers). 'Supplier details saved successfully'.",
  tag: "network",
  auth: "user",
  permission: "suppliers.profile.manage",
  body: ZBecomeSupplierRequest,
  response: ZSupplierProfile.extend({ message: z.string() }),
});

const ZOwnRequest = z.object({ requestId: z.number(), category: z.enum(SUPPLIER_CATEGORIES), requestStatus: z.enum(REQUEST_STATUSES), isPausedByConsumer: z.boolean() });
export const ZVisibleSupplier = z.object({
  supplierSiteId: z.number(),
  companyName: z.string(),
  siteName: z.string(),
  domain: z.string(),
  logoUrl: z.string().nullable(),
  categories: z.array(z.enum(SUPPLIER_CATEGORIES)),
  isTermsAccepted: z.boolean(),
  requests: z.array(ZOwnRequest),
});
export type TVisibleSupplier = z.output<typeof ZVisibleSupplier>;

export const getVisibleSuppliersEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/getAllVisibleSuppliersWithConsumerRequests",
  summary:
    "{domainName} (a domain of the calling site, else 404): the active suppliers of the network other than this site, each with this site's own requests per category and whether it accepted the terms. Never another consumer's requests.",
  tag: "network",
  auth: "user",
  permission: "suppliers.relationships.view",
  body: z.strictObject({ domainName: requiredString(253) }),
  response: z.object({ result: z.array(ZVisibleSupplier) }),
});

const ZSupplierSiteBody = z.strictObject({ supplierSiteId: bodyId() });

export const supplierDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/supplierApproval_supplierDetails",
  summary: "{supplierSiteId}: an active supplier's public details (404 for a site that is not one, or this site).",
  tag: "network",
  auth: "user",
  permission: "suppliers.relationships.view",
  body: ZSupplierSiteBody,
  response: z.object({
    supplierSiteId: z.number(),
    companyName: z.string(),
    siteName: z.string(),
    domain: z.string(),
    logoUrl: z.string().nullable(),
    adminEmail: z.string().nullable(),
    adminContact: z.string().nullable(),
    categories: z.array(z.enum(SUPPLIER_CATEGORIES)),
  }),
});

export const getTermsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/supplierApproval_getTermsAndConditions",
  summary: "{supplierSiteId}: the supplier's terms and conditions, and whether (and when) this site accepted them.",
  tag: "network",
  auth: "user",
  permission: "suppliers.relationships.view",
  body: ZSupplierSiteBody,
  response: z.object({ supplierSiteId: z.number(), termsAndConditions: z.string(), isAccepted: z.boolean(), acceptedAt: z.string().nullable() }),
});

export const acceptTermsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/supplierApproval_acceptTermsAndConditions",
  summary: "{supplierSiteId}: this site accepts the supplier's current terms (kept with who and when). 'Terms and conditions accepted successfully'.",
  tag: "network",
  auth: "user",
  permission: "suppliers.relationships.request",
  body: ZSupplierSiteBody,
  response: z.object({ supplierSiteId: z.number(), isAccepted: z.literal(true), acceptedAt: z.string(), message: z.string() }),
});

export const consumerToSupplierRequestEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/consumerToSupplierRequests",
  summary:
    "{supplierSiteId, category}: this site asks the supplier for one category (Pending). Needs the terms accepted first; a rejected request may be sent again; any other existing request is 409. 'Request sent successfully'.",
  tag: "network",
  auth: "user",
  permission: "suppliers.relationships.request",
  body: z.strictObject({ supplierSiteId: bodyId(), category: ZCategory }),
  response: ZOwnRequest.extend({ supplierSiteId: z.number(), message: z.string() }),
});

export const ZLinkedSupplier = z.object({
  supplierListId: z.number(),
  supplierSiteId: z.number(),
  companyName: z.string(),
  domain: z.string(),
  logoUrl: z.string().nullable(),
  category: z.enum(SUPPLIER_CATEGORIES),
  requestStatus: z.enum(REQUEST_STATUSES),
  isPausedByConsumer: z.boolean(),
  requestGeneratedAt: z.string(),
});
export type TLinkedSupplier = z.output<typeof ZLinkedSupplier>;

export const getLinkedSuppliersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/supplier/getLinkedSuppliersByConsumer",
  summary: "This site's suppliers: every request it made, per supplier and category, with the supplier's status and its own pause.",
  tag: "network",
  auth: "user",
  permission: "suppliers.relationships.view",
  query: ZEmpty,
  response: z.object({ result: z.array(ZLinkedSupplier) }),
});

export const changeMappingFromConsumerEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide",
  summary: "{supplierListId, isPaused}: this site pauses or resumes an approved supplier category from its side. 'Supplier status changed successfully'.",
  tag: "network",
  auth: "user",
  permission: "suppliers.relationships.changeStatus",
  body: z.strictObject({ supplierListId: bodyId(), isPaused: flag() }),
  response: z.object({ supplierListId: z.number(), isPausedByConsumer: z.boolean(), message: z.string() }),
});

export const getWebsiteOwnSuppliersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/supplier/getWebsiteOwnSuppliers",
  summary: "The site's own sources: its supplier accounts (type account) and its linked network suppliers (type linked; isActive when approved and not paused).",
  tag: "network",
  auth: "user",
  permission: "suppliers.relationships.view",
  query: ZEmpty,
  response: z.object({
    result: z.array(
      z.object({
        type: z.enum(["account", "linked"]),
        id: z.number(),
        name: z.string(),
        code: z.string().nullable(),
        category: z.enum(SUPPLIER_CATEGORIES).nullable(),
        supplierSiteId: z.number().nullable(),
        isActive: z.boolean(),
      }),
    ),
  }),
});
