import { foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { dmcDrivers } from "./dmc";
import { dmcItineraries } from "./dmc-itineraries";
import { sites } from "./sites";
import { users } from "./users";

/*
 * The voucher QR codes' links (issue 24, decision 0058). Every voucher document built (PDF download
 * or email) issues one token per voucher: 32 random bytes, base64url, in the QR as
 * https://<site domain>/v/<token>; only its SHA-256 is stored. `voucher` is what the voucher said
 * when it was issued (the public page shows it). Tokens die with the itinerary (cancelled, or no
 * longer vouchered): revokedAt. A voucher (itinerary + ref) is redeemed once, whichever of its
 * tokens was scanned: dmc_voucher_redemptions' primary key.
 */

const siteRef = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

/** The voucher as issued: what the public page shows. */
export type IssuedVoucher = { kind: string; title: string; date: string | null; confirmationNumber: string; leadPassenger: string | null; pax: string; adults: number; children: number; infants: number; quotationId: string };

export const dmcVoucherTokens = pgTable(
  "dmc_voucher_tokens",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    kartId: integer().notNull(),
    /** The voucher within the itinerary: H1, A2, T3 (voucher-model.ts). */
    voucherRef: text().notNull(),
    tokenHash: text().notNull(),
    voucher: jsonb().$type<IssuedVoucher>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("dmc_voucher_tokens_hash_uq").on(t.tokenHash),
    index("dmc_voucher_tokens_site_kart_idx").on(t.siteId, t.kartId),
    foreignKey({ name: "dmc_voucher_tokens_kart_fk", columns: [t.siteId, t.kartId], foreignColumns: [dmcItineraries.siteId, dmcItineraries.id] }),
  ],
);

export const dmcVoucherRedemptions = pgTable(
  "dmc_voucher_redemptions",
  {
    siteId: siteRef(),
    kartId: integer().notNull(),
    voucherRef: text().notNull(),
    redeemedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who redeemed it, as shown on a second scan: the user's or the driver's name. */
    redeemedBy: text().notNull(),
    redeemedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    redeemedByDriverId: integer(),
  },
  (t) => [
    primaryKey({ name: "dmc_voucher_redemptions_pk", columns: [t.siteId, t.kartId, t.voucherRef] }),
    foreignKey({ name: "dmc_voucher_redemptions_kart_fk", columns: [t.siteId, t.kartId], foreignColumns: [dmcItineraries.siteId, dmcItineraries.id] }),
    foreignKey({ name: "dmc_voucher_redemptions_driver_fk", columns: [t.siteId, t.redeemedByDriverId], foreignColumns: [dmcDrivers.siteId, dmcDrivers.id] }),
  ],
);
