import "server-only";
import { formatCalendarDate, formatSiteDate, formatTravelDay } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

/*
 * How every PDF document writes money, dates and terminals (decision 0056). The document models are
 * built here in TypeScript and arrive at the renderers (server/pdf/document-kit.mjs and the
 * *-pdf.mjs documents) as text, so the screens' own formatting (lib/money.ts, lib/dates.ts) is the
 * documents' too.
 */

/** An amount as the screens show it, with the currency's sign: "₹5,786.00", "$512.80", "AED 50.00". */
export const documentMoney = (major: number, currency: string): string => formatMoney(major, currency);

const GROUPED = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount led by its ISO code, for documents in several currencies (the quotation), with thousands separators: "USD 1,512.80". */
export const documentMoneyCode = (major: number, currency: string): string => `${currency} ${GROUPED.format(major)}`;

/** An instant as the site's day: "02 Nov 2026". */
export const documentDate = (value: string | Date, timeZone: string): string => formatSiteDate(value, timeZone);

/** A calendar day without a zone ("2026-12-10", a travel date): "10 Dec 2026". */
export const documentDay = (day: string): string => formatCalendarDate(day);

/** A travel day with its weekday, as the DMC documents write it: "Sat, 5 Dec 2026" (lib/dates.ts formatTravelDay). */
export const documentTravelDay = (day: string): string => formatTravelDay(day);

/**
 * A terminal as printed beside a time: suppliers send "1", "T1" or "Terminal 1"; each prints "T1".
 * A terminal named otherwise ("I", "Main") prints "Terminal I". Empty stays empty.
 */
export function terminalLabel(terminal: string | null | undefined): string {
  const t = (terminal ?? "").trim().replace(/^terminal\s*/i, "");
  if (!t) return "";
  if (/^\d/.test(t)) return `T${t}`;
  if (/^T\d/i.test(t)) return `T${t.slice(1)}`;
  return `Terminal ${t}`;
}
