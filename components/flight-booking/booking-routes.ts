// The booking flow's pages (issue 5). Every path is built here so the screens and the e2e agree.

const qs = (params: Record<string, string | number | boolean | undefined | null>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== false) search.set(key, value === true ? "1" : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
};

export const bookingRoutes = {
  searchResult: (searchId: string) => `/app/flight/searchResult/${encodeURIComponent(searchId)}`,
  search: () => "/app/flight/search",
  /** fromBookingId: the outbound booking whose passengers prefill the return leg. */
  passengerDetails: (searchId: string, orderId: string, isReturn = false, fromBookingId?: number) =>
    `/app/flight/passengerDetails/${encodeURIComponent(searchId)}${qs({ orderId, isReturn, fromBookingId })}`,
  payments: (orderId: string, isReturn = false, bookingId?: number) => `/app/flight/payments/${encodeURIComponent(orderId)}${qs({ isReturn, bookingId })}`,
  bookingDetails: (searchId: string, bookingId: number, showReturn = false) => `/app/flight/bookingDetails/${encodeURIComponent(searchId)}${qs({ bookingId, showReturn })}`,
  bookingReview: (bookingId: number) => `/app/flight/bookingReview/${bookingId}`,
  ticketQueue: (bookingId?: number) => `/app/flight/ticketQueue${qs({ bookingId })}`,
};

/** "1" or "true" in a query parameter. */
export const isFlagSet = (value: string | string[] | undefined | null) => {
  const v = Array.isArray(value) ? value[0] : value;
  return v === "1" || v === "true";
};

/** A positive integer query parameter, else undefined. */
export const toBookingId = (value: string | string[] | undefined | null) => {
  const v = Array.isArray(value) ? value[0] : value;
  const n = Number(v);
  return v && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
