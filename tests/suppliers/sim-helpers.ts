import type { SupplierResult, SupplierSearchRequest, SupplierSegment } from "@/server/suppliers/types";

export const DAY = "2026-09-15";

/** A one-way economy search for one adult; override anything. */
export function searchRequest(overrides: Partial<SupplierSearchRequest> = {}): SupplierSearchRequest {
  return {
    journeyType: 1,
    segments: [{ origin: "DEL", destination: "BOM", departureDate: DAY }],
    adults: 1,
    children: 0,
    infants: 0,
    cabinClass: 2,
    directFlight: false,
    preferredAirlines: [],
    specialReturn: false,
    isDomestic: true,
    ...overrides,
  };
}

export const leg = (r: SupplierResult, i = 0): SupplierSegment[] => r.segments[i];
export const flightNumbers = (segments: SupplierSegment[]) => segments.map((s) => `${s.airlineCode}${s.flightNumber}`).join("/");
export const isDirect = (r: SupplierResult) => r.segments.every((l) => l.length === 1);
export const minutesBetween = (from: string, to: string) => (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000;

/** Every date of a month, "YYYY-MM-DD". */
export function datesOf(month: string): string[] {
  const [y, m] = month.split("-").map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}
