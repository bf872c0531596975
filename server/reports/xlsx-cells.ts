import "server-only";
import { TZDate } from "@date-fns/tz";
import { siteTimeZone } from "@/lib/dates";

/*
 * Typed cells for the Excel exports (decision 0057): dates are date cells (Excel serials with a
 * date format), amounts numbers with a currency format, identifiers text. exceljs writes a JS Date
 * as the serial of its UTC fields and Excel has no time zones, so an instant is first turned into
 * the site's wall-clock time (the zone is said in the column's header).
 */

export const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm:ss";
export const DATE_FORMAT = "yyyy-mm-dd";
export const MONTH_FORMAT = "mmm yyyy";
/** Excel's Text format: the cell stays text when edited (a PNR or ticket number is never read as a number). */
export const TEXT_FORMAT = "@";

/** A Date whose UTC fields are the wall-clock time of `instant` in the site's zone (what the sheet shows); null for no date. */
export function siteWallClock(instant: Date | string | number | null | undefined, zone: string): Date | null {
  if (instant === null || instant === undefined) return null;
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  const t = new TZDate(at.getTime(), siteTimeZone(zone));
  return new Date(Date.UTC(t.getFullYear(), t.getMonth(), t.getDate(), t.getHours(), t.getMinutes(), t.getSeconds()));
}

/** A calendar date "YYYY-MM-DD" (or a month "YYYY-MM": its first day) as a date cell; null when it is not one. */
export function calendarDateCell(day: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(day ?? "");
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1)) : null;
}

const formats = new Map<string, string>();

/**
 * Excel's currency format for an ISO code: its symbol and minor-unit digits, `[$₹]#,##0.00` for INR,
 * `[$$]#,##0.00` for USD, `[$¥]#,##0` for JPY, `[$AED] #,##0.00` for a code without a symbol.
 */
export function currencyFormat(currency: string): string {
  const code = currency.toUpperCase();
  let format = formats.get(code);
  if (!format) {
    let symbol = code;
    let digits = 2;
    try {
      const nf = new Intl.NumberFormat("en-IN", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" });
      symbol = nf.formatToParts(0).find((p) => p.type === "currency")?.value ?? code;
      digits = nf.resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      // Not an ISO code Intl knows: the code itself, two decimals.
    }
    symbol = symbol.replace(/[[\]"\\;-]/g, "");
    format = `[$${symbol}]${/^[A-Za-z]+$/.test(symbol) ? " " : ""}#,##0${digits > 0 ? `.${"0".repeat(digits)}` : ""}`;
    formats.set(code, format);
  }
  return format;
}
