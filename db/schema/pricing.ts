import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { legalEntities } from "./users";

/*
 * Markup (customer) groups, their legal-entity mappings, per-legal-entity TDS switches and the
 * markup and discount rules (spec 001 sections 3, 4 and 7; spec 000 section 3). Amounts are integer
 * minor units (paise), percentages basis points (1250 = 12.5%), as server/pricing/types.ts reads them.
 */

export const MARKUP_RULE_KINDS = ["defaultAirline", "airlineSpecific", "fixedDeparture", "activity"] as const;
export const MARKUP_VALUE_TYPES = ["flat", "percent"] as const;
export const MARKUP_BASES = ["perPassenger", "perBooking", "perSegment"] as const;
export const MARKUP_SECTORS = ["domestic", "international", "both"] as const;

/** A site's markup group. At most one per site is the default (partial unique index). */
export const markupGroups = pgTable(
  "markup_groups",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    groupName: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique per site regardless of case ("Gold" and "gold" would be indistinguishable in a picker).
    uniqueIndex("markup_groups_site_name_uq").on(t.siteId, sql`lower(${t.groupName})`),
    uniqueIndex("markup_groups_site_default_uq").on(t.siteId).where(sql`${t.isDefault}`),
    // Target of the composite foreign keys below: a mapping or rule can only point at a group of its own site.
    unique("markup_groups_site_id_uq").on(t.siteId, t.id),
  ],
);

/** A legal entity's markup group; a legal entity without a row uses its site's default group. */
export const leGroupMappings = pgTable(
  "le_group_mappings",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    legalEntityId: integer()
      .notNull()
      .references(() => legalEntities.id, { onDelete: "cascade" }),
    groupId: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("le_group_mappings_le_uq").on(t.legalEntityId),
    index("le_group_mappings_group_idx").on(t.groupId),
    foreignKey({ name: "le_group_mappings_group_fk", columns: [t.siteId, t.groupId], foreignColumns: [markupGroups.siteId, markupGroups.id] }).onDelete("cascade"),
  ],
);

/** The site's relation with one of its legal entities (spec 000 section 3: userLEID, isTdsDeductable). */
export const leRelationConfigs = pgTable(
  "le_relation_configs",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    legalEntityId: integer()
      .notNull()
      .references(() => legalEntities.id, { onDelete: "cascade" }),
    /** false switches TDS deduction off for this legal entity. No row means true. */
    isTdsDeductable: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("le_relation_configs_le_uq").on(t.legalEntityId), index("le_relation_configs_site_idx").on(t.siteId)],
);

/** One markup (and optional discount) rule of a group. */
export const markupRules = pgTable(
  "markup_rules",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    groupId: integer().notNull(),
    kind: text({ enum: MARKUP_RULE_KINDS }).notNull(),
    /** IATA airline code; airline-specific rules only. */
    airlineCode: text(),
    valueType: text({ enum: MARKUP_VALUE_TYPES }).notNull(),
    /** flat: paise; percent: basis points. */
    value: integer().notNull(),
    basis: text({ enum: MARKUP_BASES }).notNull(),
    sector: text({ enum: MARKUP_SECTORS }).notNull(),
    /** 1 one-way, 2 return, 3 multi-city; null = every journey type. */
    journeyType: smallint().$type<1 | 2 | 3>(),
    discountValueType: text({ enum: MARKUP_VALUE_TYPES }),
    discountValue: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("markup_rules_site_group_idx").on(t.siteId, t.groupId),
    foreignKey({ name: "markup_rules_group_fk", columns: [t.siteId, t.groupId], foreignColumns: [markupGroups.siteId, markupGroups.id] }).onDelete("cascade"),
    check("markup_rules_kind_ck", sql`${t.kind} in ('defaultAirline','airlineSpecific','fixedDeparture','activity')`),
    check("markup_rules_airline_ck", sql`(${t.kind} = 'airlineSpecific') = (${t.airlineCode} is not null)`),
    check("markup_rules_value_type_ck", sql`${t.valueType} in ('flat','percent')`),
    check("markup_rules_value_ck", sql`${t.value} >= 0 and (${t.valueType} = 'flat' or ${t.value} <= 10000)`),
    check("markup_rules_basis_ck", sql`${t.basis} in ('perPassenger','perBooking','perSegment')`),
    check("markup_rules_sector_ck", sql`${t.sector} in ('domestic','international','both')`),
    check("markup_rules_journey_type_ck", sql`${t.journeyType} is null or ${t.journeyType} in (1,2,3)`),
    check(
      "markup_rules_discount_ck",
      sql`${t.discountValue} >= 0 and (${t.discountValueType} in ('flat','percent') or (${t.discountValueType} is null and ${t.discountValue} = 0)) and (${t.discountValueType} is distinct from 'percent' or ${t.discountValue} <= 10000)`,
    ),
  ],
);
