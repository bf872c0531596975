import "server-only";

/**
 * Airport-local times from IANA time zones (so DST at LHR, FRA, CDG, JFK and SYD is right).
 * Internally a time is epoch minutes (UTC); the output is "YYYY-MM-DDTHH:mm:ss" local to an airport.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone: offset by UTC hour. Zones here change offset on whole hours only. */
const offsetCache = new Map<string, Map<number, number>>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC in minutes at an instant (epoch minutes). */
export function offsetMinutes(timeZone: string, utcMinutes: number): number {
  const hour = Math.floor(utcMinutes / 60);
  let zone = offsetCache.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsetCache.set(timeZone, zone);
  }
  const cached = zone.get(hour);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(hour * 3_600_000))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) / 60_000;
  const offset = asUtc - hour * 60;
  if (zone.size > 100_000) zone.clear();
  zone.set(hour, offset);
  return offset;
}

/** Epoch minutes of a local wall-clock time (date "YYYY-MM-DD" or epoch days, plus minutes after midnight) in a zone. */
export function localToUtcMinutes(date: string | number, minuteOfDay: number, timeZone: string): number {
  const guess = (typeof date === "number" ? date : dateToEpochDays(date)) * 1440 + minuteOfDay;
  const first = guess - offsetMinutes(timeZone, guess);
  const second = guess - offsetMinutes(timeZone, first);
  return second;
}

/** "YYYY-MM-DDTHH:mm:ss" local to the zone. */
export function formatLocal(utcMinutes: number, timeZone: string): string {
  return new Date((utcMinutes + offsetMinutes(timeZone, utcMinutes)) * 60_000).toISOString().slice(0, 19);
}

export function dateToEpochDays(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

export function addDays(date: string, days: number): string {
  return new Date((dateToEpochDays(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday. */
export function weekday(date: string): number {
  return new Date(dateToEpochDays(date) * 86_400_000).getUTCDay();
}

export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}
