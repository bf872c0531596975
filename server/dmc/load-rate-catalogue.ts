import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import type { MarkupRule } from "@/server/pricing/types";
import type { AreaTransferRate, Combo, PriceLine, RateCatalogue, RoomRate, TicketRate, TransferRate } from "./rate-engine-types";

/*
 * The rate engine's one loader (decision 0036): ONE query per itinerary, whatever the number of
 * lines. It reads every rate of every item the lines name (all markets, all validities, so the
 * explanation can say why each other rate lost), the item names, the combos, and the customer
 * (their market, the site's markets, their markup group's activity rules), each part on its table's
 * lookup index (site_id, parent, ...), and answers them as JSON arrays in one row.
 */

export type CustomerInputs = {
  customer: { id: number; firstName: string; lastName: string | null; legalEntityId: number | null } | null;
  markets: { id: number; name: string; isDefault: boolean }[];
  ownMarketId: number | null;
  groupId: number | null;
  groupName: string | null;
  /** The group's activity rules (createdAt as Date). */
  rules: MarkupRule[];
};

export type PricingInputs = { catalogue: RateCatalogue; customer: CustomerInputs };

const unique = (values: number[]) => [...new Set(values)];
const intArray = (values: number[]): SQL => sql`array[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::int[]`;
const group = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
};

type RuleRow = Omit<MarkupRule, "createdAt"> & { createdAt: string };
type Row = {
  tickets: TicketRate[];
  transfers: TransferRate[];
  areaRates: AreaTransferRate[];
  roomRates: RoomRate[];
  combos: { id: number; name: string; currency: string; amount: number; tourOptionIds: number[] }[];
  tourNames: { id: number; name: string }[];
  areaNames: { id: number; name: string }[];
  roomNames: { id: number; name: string }[];
  customer: CustomerInputs["customer"];
  markets: CustomerInputs["markets"];
  ownMarketId: number | null;
  groupId: number | null;
  groupName: string | null;
  rules: RuleRow[];
};

/** The one query (exported for bench/rates.ts to EXPLAIN). */
export function pricingInputsQuery(site: number, customerId: number, lines: readonly PriceLine[]): SQL {
  const tourOptionIds = unique(lines.flatMap((l) => (l.kind === "tourOption" ? [l.tourOptionId] : [])));
  const withTransfer = unique(lines.flatMap((l) => (l.kind === "tourOption" && l.transfer ? [l.tourOptionId] : [])));
  const comboIds = unique(lines.flatMap((l) => (l.kind === "tourOption" && l.comboId !== null ? [l.comboId] : [])));
  const pairs = [...new Map(lines.flatMap((l) => (l.kind === "areaTransfer" ? [[`${l.fromAreaId}|${l.toAreaId}`, [l.fromAreaId, l.toAreaId]] as const] : []))).values()];
  const areaIds = unique(pairs.flat());
  const roomTypeIds = unique(lines.flatMap((l) => (l.kind === "hotel" ? [l.roomTypeId] : [])));

  return sql`
    with
    tickets as (
      select id, tour_option_id as "tourOptionId", market_id as "marketId", description, currency, adult_amount as "adultAmount", child_amount as "childAmount",
        is_per_pax as "isPerPax", valid_from_date as "validFromDate", valid_till_date as "validTillDate", min_pax as "minPax", max_pax as "maxPax", priority, null::text as lane
      from dmc_ticket_rates where site_id = ${site} and tour_option_id = any(${intArray(tourOptionIds)})),
    transfers as (
      select id, tour_option_id as "tourOptionId", market_id as "marketId", description, currency, amount, is_per_pax as "isPerPax", sharing_basis as "sharingBasis",
        transfer_type as "transferType", valid_from_date as "validFromDate", valid_till_date as "validTillDate", min_pax as "minPax", max_pax as "maxPax", priority,
        sharing_basis || ' ' || transfer_type as lane
      from dmc_transfer_rates where site_id = ${site} and tour_option_id = any(${intArray(withTransfer)})),
    area_rates as (
      select id, from_area_id as "fromAreaId", to_area_id as "toAreaId", market_id as "marketId", description, currency, amount, is_per_pax as "isPerPax",
        transfer_type as "transferType", sharing_basis as "sharingBasis", valid_from_date as "validFromDate", valid_till_date as "validTillDate",
        min_pax as "minPax", max_pax as "maxPax", priority, transfer_type || ' ' || sharing_basis as lane
      from dmc_area_transfers
      where site_id = ${site} and (from_area_id, to_area_id) in (select * from unnest(${intArray(pairs.map((p) => p[0]))}, ${intArray(pairs.map((p) => p[1]))}))),
    room_rates as (
      select id, room_type_id as "roomTypeId", market_id as "marketId", '' as description, currency, single_room_price as "singleRoomPrice", double_room_price as "doubleRoomPrice",
        extra_adult_price as "extraAdultPrice", child_with_bed_price as "childWithBedPrice", child_without_bed_price as "childWithoutBedPrice",
        valid_from_date as "validFromDate", valid_till_date as "validTillDate", priority, null::int as "minPax", null::int as "maxPax", null::text as lane
      from dmc_room_rates where site_id = ${site} and room_type_id = any(${intArray(roomTypeIds)})),
    combos as (
      select c.id, c.name, c.currency, c.amount,
        coalesce((select array_agg(i.tour_option_id order by i.position, i.tour_option_id) from dmc_combo_items i where i.site_id = c.site_id and i.combo_id = c.id), '{}') as "tourOptionIds"
      from dmc_combos c where c.site_id = ${site} and c.id = any(${intArray(comboIds)})),
    customer as (select id, first_name as "firstName", last_name as "lastName", legal_entity_id as "legalEntityId" from users where site_id = ${site} and id = ${customerId}),
    markup_group as (
      select g.id, g.group_name as "groupName" from markup_groups g
      where g.site_id = ${site} and g.id = coalesce(
        (select m.group_id from le_group_mappings m, customer c where m.site_id = ${site} and m.legal_entity_id = c."legalEntityId" limit 1),
        (select d.id from markup_groups d, customer c where d.site_id = ${site} and d.is_default and c."legalEntityId" is not null limit 1)))
    select
      (select coalesce(json_agg(t), '[]') from tickets t) as tickets,
      (select coalesce(json_agg(t), '[]') from transfers t) as transfers,
      (select coalesce(json_agg(t), '[]') from area_rates t) as "areaRates",
      (select coalesce(json_agg(t), '[]') from room_rates t) as "roomRates",
      (select coalesce(json_agg(t), '[]') from combos t) as combos,
      (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name)), '[]') from dmc_tour_options o where o.site_id = ${site} and o.id = any(${intArray(tourOptionIds)})) as "tourNames",
      (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name)), '[]') from dmc_areas a where a.site_id = ${site} and a.id = any(${intArray(areaIds)})) as "areaNames",
      (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name || ', ' || h.name)), '[]')
        from dmc_room_types r join dmc_hotels h on h.site_id = r.site_id and h.id = r.hotel_id where r.site_id = ${site} and r.id = any(${intArray(roomTypeIds)})) as "roomNames",
      (select row_to_json(c) from customer c) as customer,
      (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'isDefault', m.is_default) order by m.id), '[]') from dmc_markets m where m.site_id = ${site}) as markets,
      (select cm.market_id from dmc_customer_markets cm where cm.site_id = ${site} and cm.user_id = ${customerId}) as "ownMarketId",
      (select g.id from markup_group g) as "groupId",
      (select g."groupName" from markup_group g) as "groupName",
      (select coalesce(json_agg(json_build_object(
          'id', r.id, 'groupId', r.group_id, 'kind', r.kind, 'airlineCode', r.airline_code, 'valueType', r.value_type, 'value', r.value, 'basis', r.basis,
          'sector', r.sector, 'journeyType', r.journey_type, 'discountValueType', r.discount_value_type, 'discountValue', r.discount_value, 'createdAt', r.created_at)), '[]')
        from markup_rules r where r.site_id = ${site} and r.group_id = (select g.id from markup_group g) and r.kind = 'activity') as rules
  `;
}

export async function loadPricingInputs(db: SiteDb, customerId: number, lines: readonly PriceLine[]): Promise<PricingInputs> {
  const result = await db.db.execute<Row>(pricingInputsQuery(db.siteId, customerId, lines));
  const row = result.rows[0];
  const combos = new Map<number, Combo>(row.combos.map((c) => [c.id, c]));
  return {
    catalogue: {
      ticketRates: group(row.tickets, (r) => r.tourOptionId),
      transferRates: group(row.transfers, (r) => r.tourOptionId),
      areaTransfers: group(row.areaRates, (r) => `${r.fromAreaId}|${r.toAreaId}`),
      roomRates: group(row.roomRates, (r) => r.roomTypeId),
      combos,
      tourOptionNames: new Map(row.tourNames.map((r) => [r.id, r.name])),
      areaNames: new Map(row.areaNames.map((r) => [r.id, r.name])),
      roomTypeNames: new Map(row.roomNames.map((r) => [r.id, r.name])),
    },
    customer: {
      customer: row.customer,
      markets: row.markets,
      ownMarketId: row.ownMarketId,
      groupId: row.groupId,
      groupName: row.groupName,
      rules: row.rules.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    },
  };
}
