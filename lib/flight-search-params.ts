import type { TSearchRequest } from "@/lib/contracts/flights";

/** The search in the result page's query (origin, destination, departure date, adt, chd, inf, ...), so a reload or a shared link works. */
export function toSearchQuery(request: TSearchRequest): string {
  const q = new URLSearchParams({
    journeyType: String(request.journeyType),
    origin: request.origin,
    destination: request.destination,
    departureDate: request.departureDate,
    adt: String(request.adt),
    chd: String(request.chd),
    inf: String(request.inf),
  });
  if (request.returnDate) q.set("returnDate", request.returnDate);
  if (request.cabinClass !== 2) q.set("cabinClass", String(request.cabinClass));
  if (request.directFlight) q.set("directFlight", "true");
  if (request.specialReturn) q.set("specialReturn", "true");
  if (request.preferredAirlines?.length) q.set("preferredAirlines", request.preferredAirlines.join(","));
  if (request.segments?.length) q.set("segments", request.segments.map((s) => `${s.origin}-${s.destination}-${s.departureDate}`).join("_"));
  return q.toString();
}

/** Reads a search back from the query; the server validates it like any other search. */
export function fromSearchQuery(q: URLSearchParams): Record<string, unknown> {
  const num = (k: string, d: number) => (q.get(k) === null ? d : Number(q.get(k)));
  const out: Record<string, unknown> = {
    journeyType: num("journeyType", 1),
    origin: q.get("origin") ?? "",
    destination: q.get("destination") ?? "",
    departureDate: q.get("departureDate") ?? "",
    adt: num("adt", 1),
    chd: num("chd", 0),
    inf: num("inf", 0),
    cabinClass: num("cabinClass", 2),
    directFlight: q.get("directFlight") === "true",
    specialReturn: q.get("specialReturn") === "true",
  };
  if (q.get("returnDate")) out.returnDate = q.get("returnDate");
  if (q.get("preferredAirlines")) out.preferredAirlines = q.get("preferredAirlines")!.split(",");
  if (q.get("segments")) {
    out.segments = q
      .get("segments")!
      .split("_")
      .map((s) => {
        const [origin, destination, ...date] = s.split("-");
        return { origin, destination, departureDate: date.join("-") };
      });
  }
  return out;
}
