/**
 * Network results as an Acme agent sees them (decisions 0030, 0060): no source names, so a linked
 * supplier's fare is told by its result index (the mapping's negated id), and its row on the
 * results page by the row's label.
 */
export type NetSegment = { airlineName: string; airlineCode: string; flightNumber: string; originAirportCode: string; departureTime: string };
export type NetResultBase = { resultIndex: string; source: string; segments: NetSegment[][] };

export const isFromLinkedSite = (r: { resultIndex: string }) => r.resultIndex.startsWith("-");

const flightKey = (r: NetResultBase) => r.segments.map((leg) => leg.map((x) => `${x.airlineCode}${x.flightNumber}@${x.departureTime}`).join("+")).join("|");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The accessible name of the results-page row of the cheapest flight only the linked site offers
 * (so every fare in its row, the lead included, comes through it): "<airline> <code> <number>,
 * <from> <hh:mm> to ..." (describeResult).
 */
export function linkedOnlyRowName(results: NetResultBase[]): RegExp {
  const own = new Set(results.filter((r) => !isFromLinkedSite(r)).map(flightKey));
  const only = results.find((r) => isFromLinkedSite(r) && !own.has(flightKey(r)));
  if (!only) throw new Error("no flight offered only by the linked site");
  const s = only.segments[0][0];
  return new RegExp(`^${escapeRegExp(`${s.airlineName} ${s.airlineCode} ${s.flightNumber}, ${s.originAirportCode} ${s.departureTime.slice(11, 16)} `)}`);
}
