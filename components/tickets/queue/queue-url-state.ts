import { EMPTY_FILTERS, type FilterDraft } from "./ticket-filter-panel";

type Params = { get: (key: string) => string | null } | null;

const TEXT_KEYS = ["pnrOrTicketNumber", "airlineCode", "passengerName", "bookingDateFrom", "bookingDateTo", "travelDateFrom", "travelDateTo", "userId", "userLabel"] as const;
const SORTS = ["BD", "BA", "TD", "TA"] as const;

/** The queue's applied filters and page from the address (a shared or reloaded queue opens as it was). */
export function draftFromParams(params: Params): { draft: FilterDraft; page: number } {
  if (!params) return { draft: EMPTY_FILTERS, page: 1 };
  const draft: FilterDraft = { ...EMPTY_FILTERS };
  const sort = params.get("sortBy");
  if (sort && (SORTS as readonly string[]).includes(sort)) draft.sortBy = sort as FilterDraft["sortBy"];
  draft.isDomestic = params.get("isDomestic") === "1";
  draft.isInternational = params.get("isInternational") === "1";
  for (const key of TEXT_KEYS) draft[key] = params.get(key) ?? "";
  if (!/^\d+$/.test(draft.userId)) draft.userId = "";
  const page = Number(params.get("page"));
  return { draft, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string for the filters and page: defaults and blanks left out, so the plain queue keeps a bare address. */
export function toQueueSearch(draft: FilterDraft, page: number, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  if (draft.sortBy !== "BD") params.set("sortBy", draft.sortBy);
  if (draft.isDomestic) params.set("isDomestic", "1");
  if (draft.isInternational) params.set("isInternational", "1");
  for (const key of TEXT_KEYS) if (draft[key].trim()) params.set(key, draft[key].trim());
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
