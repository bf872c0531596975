import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";

/*
 * The site's days (ARCHITECTURE section 13, decision 0016): instants are stored in UTC and shown,
 * and filtered by day, in the site's timezone. Flights keep their airport-local times
 * (lib/flight-format.ts); plain calendar dates (a travel date, a date of birth) have no zone.
 */

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

const checked = new Map<string, boolean>();

/** True for a zone this runtime knows ("Asia/Kolkata", "UTC", "+05:30" is not an IANA name and is refused). */
export function isTimeZone(zone: string): boolean {
  let ok = checked.get(zone);
  if (ok === undefined) {
    try {
      ok = /^[A-Za-z]/.test(zone) && Boolean(new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone);
    } catch {
      ok = false;
    }
    checked.set(zone, ok);
  }
  return ok;
}

/** The zone to use: the site's when it is a real zone, else the default (a bad setting never breaks a page). */
export const siteTimeZone = (zone: string | null | undefined): string => (zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a site's day "YYYY-MM-DD" starts: 2026-11-24 in Asia/Kolkata is 2026-11-23T18:30:00Z. */
export function siteDayStart(day: string, zone: string): Date {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  return new Date(new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), siteTimeZone(zone)).getTime());
}

/** The instant the next site day starts: the exclusive end of "YYYY-MM-DD". */
export function siteDayEnd(day: string, zone: string): Date {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1));
  return siteDayStart(next.toISOString().slice(0, 10), zone);
}

const toDate = (value: string | Date | number): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

function inZone(value: string | Date | number, zone: string, pattern: string): string {
  const d = toDate(value);
  return d ? format(d, pattern, { in: tz(siteTimeZone(zone)) }) : "";
}

/** The site's day of an instant, "YYYY-MM-DD". */
export const toSiteDay = (value: string | Date | number, zone: string) => inZone(value, zone, "yyyy-MM-dd");

/** An instant as the site's day: "24 Nov 2026". */
export const formatSiteDate = (value: string | Date | number, zone: string) => inZone(value, zone, "dd MMM yyyy");

/** A registration date as the site's day, 'DD MMMM, YYYY' (spec 001 section 3): "24 November, 2026". */
export const formatSiteDateLong = (value: string | Date | number, zone: string) => inZone(value, zone, "dd MMMM, yyyy");

/** An instant as the site's day and time: "24 Nov 2026, 02:00 AM". */
export const formatSiteDateTime = (value: string | Date | number, zone: string) => inZone(value, zone, "dd MMM yyyy, hh:mm a");

/** An instant as a sortable site-local stamp for exports: "2026-11-24 02:00:00". */
export const formatSiteTimestamp = (value: string | Date | number, zone: string) => inZone(value, zone, "yyyy-MM-dd HH:mm:ss");

/** A calendar date without a zone ("2026-12-05", a travel date): "05 Dec 2026". */
export function formatCalendarDate(day: string): string {
  const m = DAY.exec(day);
  return m ? format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])), "dd MMM yyyy") : day;
}

/**
 * A travel day on DMC documents and screens (quotation, vouchers, job sheet, driver's page), with
 * its weekday: "2026-12-05" → "Sat, 5 Dec 2026". Anything else is returned as given.
 */
export function formatTravelDay(day: string | null | undefined): string {
  if (!day) return "";
  const m = DAY.exec(day);
  return m ? format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])), "EEE, d MMM yyyy") : day;
}
