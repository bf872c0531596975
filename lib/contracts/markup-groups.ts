/** Markup (customer) group contracts: groups, their legal entities and the TDS relation config (issue 4). */
import { z } from "zod";
import { id, requiredString, ZEmpty } from "./common";
import { defineEndpoint } from "./http";
import { Messages } from "@/lib/constants";
import { isBlank } from "./markups";

export const ZMarkupGroup = z.object({ id: z.number(), groupName: z.string(), isDefault: z.boolean() });

export const listMarkupGroupsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/markupDiscount/LEGroupsForWl",
  summary: "The site's markup (customer) groups by name; isDefault marks the default group.",
  tag: "markups",
  auth: "user",
  permission: "markups.groups.view",
  query: ZEmpty,
  response: z.object({ result: z.array(ZMarkupGroup) }),
});

export const ZSaveMarkupGroupRequest = z.strictObject({ id: id().optional(), groupName: requiredString(100) });
export type TSaveMarkupGroupRequest = z.output<typeof ZSaveMarkupGroupRequest>;

export const saveMarkupGroupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/markupDiscount/LEGroupsForWl",
  summary:
    "Create a markup group (no id) or rename one (id of this site's group, else 404). Names are unique per site ignoring case (400, shortError groupName). The site's first group becomes its default. 'Group successfully saved'.",
  tag: "markups",
  auth: "user",
  permission: "markups.groups.save",
  body: ZSaveMarkupGroupRequest,
  response: ZMarkupGroup.extend({ message: z.string() }),
});

export const ZConsumerGroupMappingQuery = z.strictObject({ consumerLEId: id() });

export const getConsumerGroupMappingEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/markupDiscount/getConsumerLEIdGroupMappingWithOwnerLEGroups",
  summary:
    "?consumerLEId= (a legal entity of this site, else 404): the site's groups with isSelected on the legal entity's group (its mapping, else the default), and its relation config (isTdsDeductable, true unless switched off).",
  tag: "markups",
  auth: "user",
  permission: "markups.groups.view",
  query: ZConsumerGroupMappingQuery,
  response: z.object({
    consumerLEId: z.number(),
    userGroups: z.array(ZMarkupGroup.extend({ isSelected: z.boolean() })),
    leRelationConfig: z.object({ isTdsDeductable: z.boolean() }),
  }),
});

export const ZSetDefaultGroupRequest = z.strictObject({ groupId: id() });

export const setDefaultMarkupGroupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/markupDiscount/setDefaultLEGroup",
  summary: "Make one of the site's groups the default (the previous default loses the marker in the same transaction). 'Group successfully set as default'.",
  tag: "markups",
  auth: "user",
  permission: "markups.groups.setDefault",
  body: ZSetDefaultGroupRequest,
  response: z.object({ groupId: z.number(), groupName: z.string(), message: z.string() }),
});

export const ZMapLegalEntityRequest = z.strictObject({ groupId: id(), LEId: id() });

export const mapLegalEntityToGroupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/markupDiscount/mapLEIdWithLEGroupId",
  summary: "Put a legal entity of this site in one of the site's groups (replaces its mapping; 404 for another site's group or legal entity). 'Group successfully changed'.",
  tag: "markups",
  auth: "user",
  permission: "markups.groups.mapCustomer",
  body: ZMapLegalEntityRequest,
  response: z.object({ LEId: z.number(), groupId: z.number(), message: z.string() }),
});

export const ZSetLERelationConfigRequest = z.strictObject({
  isTdsDeductable: z.boolean({ error: (issue) => (isBlank(issue.input) ? Messages.required : "Must be true or false") }),
  userLEID: id(),
});

export const setLERelationConfigEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/setLERelationConfig",
  summary: "Switch TDS deduction on or off for a legal entity of this site (404 otherwise). 'Tds deduction successfully changed.'.",
  tag: "markups",
  auth: "user",
  permission: "markups.tds.edit",
  body: ZSetLERelationConfigRequest,
  response: z.object({ userLEID: z.number(), isTdsDeductable: z.boolean(), message: z.string() }),
});

// The markup screen's Customers section: the site's legal entities with their markup group.

/** Rows per page of GET /api/markupDiscount/getLegalEntitiesWithGroups. */
export const LEGAL_ENTITY_PAGE_SIZE = 20;

export const ZLegalEntitiesWithGroupsQuery = z.strictObject({
  search: z.string().trim().max(100, { error: "Must be at most 100 characters" }).optional(),
  page: z.coerce
    .number({ error: "Must be a number" })
    .int({ error: "Must be a whole number" })
    .positive({ error: "Must be a positive number" })
    .max(1_000_000, { error: "Must be at most 1000000" })
    .default(1),
});
export type TLegalEntitiesWithGroupsQuery = z.output<typeof ZLegalEntitiesWithGroupsQuery>;

export const ZLegalEntityWithGroup = z.object({
  legalEntityId: z.number(),
  companyName: z.string(),
  /** The mapped group, else the site's default group; null when the site has no groups. */
  groupId: z.number().nullable(),
  groupName: z.string().nullable(),
  /** The group the legal entity uses is the site's default (mapped to it, or not mapped at all). */
  isDefaultGroup: z.boolean(),
  isTdsDeductable: z.boolean(),
});
export type TLegalEntityWithGroup = z.infer<typeof ZLegalEntityWithGroup>;

export const listLegalEntitiesWithGroupsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/markupDiscount/getLegalEntitiesWithGroups",
  summary: `The site's business customers (legal entities) by company name, ${LEGAL_ENTITY_PAGE_SIZE} per page, each with the markup group it uses (its mapping, else the site's default; isDefaultGroup when that is the default) and its TDS switch (true unless turned off). ?search= matches part of the company name ignoring case; ?page= is 1-based (default 1; past the last page: no records).`,
  tag: "markups",
  auth: "user",
  permission: "markups.groups.view",
  query: ZLegalEntitiesWithGroupsQuery,
  response: z.object({ records: z.array(ZLegalEntityWithGroup), totalRecords: z.number(), totalPages: z.number(), page: z.number() }),
});
