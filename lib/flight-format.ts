// Display helpers for flight segments. Flight times are airport-local "YYYY-MM-DDTHH:mm:ss" strings
// (no offset): they are shown as written and never converted to the viewer's time zone.
import type { TSegment } from "@/lib/contracts/flights";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** 130 -> "2h 10m", 120 -> "2h", 45 -> "45m", 0 -> "0m". */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes || 0));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** "2025-05-12T06:05:00" -> "06:05" (the local time as written); "" when unreadable. */
export function formatTime(localIso: string): string {
  const match = /T(\d{2}):(\d{2})/.exec(localIso);
  return match ? `${match[1]}:${match[2]}` : "";
}

/** "2025-05-12T06:05:00" -> "Mon, 12 May"; "" when unreadable. */
export function formatDayMonth(localIso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(localIso);
  if (!match) return "";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return "";
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]}`;
}

/** Minutes from one local time to another at the SAME airport (both strings share its zone); null when unreadable. */
export function minutesBetween(fromLocalIso: string, toLocalIso: string): number | null {
  const from = Date.parse(`${fromLocalIso.slice(0, 19)}Z`);
  const to = Date.parse(`${toLocalIso.slice(0, 19)}Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return Math.round((to - from) / 60_000);
}

/** Calendar days between the local dates of two times (for a "+1" arrival marker). */
export function dayOffset(fromLocalIso: string, toLocalIso: string): number {
  const from = Date.parse(`${fromLocalIso.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toLocalIso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return 0;
  return Math.round((to - from) / 86_400_000);
}

/** Flight plus ground time of a leg. */
export function legDurationMinutes(segments: readonly TSegment[]): number {
  return segments.reduce((total, s) => total + (s.durationMinutes || 0) + (s.groundTimeMinutes || 0), 0);
}

/** Ground time before segment `index` of a leg (groundTimeMinutes, or arrival to departure at the connection). */
export function layoverMinutes(segments: readonly TSegment[], index: number): number | null {
  if (index <= 0 || index >= segments.length) return null;
  const ground = segments[index].groundTimeMinutes;
  if (ground > 0) return ground;
  return minutesBetween(segments[index - 1].arrivalTime, segments[index].departureTime);
}

/** The technical stops of a leg (same flight lands and continues): "Technical stop at IDR (45m)". */
export function technicalStopLabel(segment: TSegment): string | null {
  if (!segment.stopPoint) return null;
  const minutes = segment.stopPointArrivalTime && segment.stopPointDepartureTime ? minutesBetween(segment.stopPointArrivalTime, segment.stopPointDepartureTime) : null;
  return minutes !== null && minutes >= 0 ? `Technical stop at ${segment.stopPoint} (${formatDuration(minutes)})` : `Technical stop at ${segment.stopPoint}`;
}

/**
 * Stops by segment count, as the stops filter counts them: "Non-stop", "1 stop via DXB", "2 stops".
 * A single segment with a technical stop reads "Direct, 1 technical stop" (the aircraft lands but it
 * is still one flight).
 */
export function stopsLabel(segments: readonly TSegment[]): string {
  const stops = segments.length - 1;
  if (stops <= 0) {
    const technical = segments.filter((s) => s.stopPoint).length;
    if (technical === 0) return "Non-stop";
    return `Direct, ${technical} technical stop${technical === 1 ? "" : "s"}`;
  }
  if (stops === 1) return `1 stop via ${segments[0].destinationAirportCode}`;
  return `${stops} stops`;
}
