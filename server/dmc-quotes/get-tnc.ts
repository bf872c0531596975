import "server-only";

/** The default terms printed on quotations and vouchers (decision 0040). */
export const DEFAULT_TNC = [
  "Rates are subject to availability at the time of booking and may change until the booking is confirmed.",
  "Hotel check-in is at 14:00 and check-out at 12:00 unless stated otherwise.",
  "Tourism dirham fees, where applicable, are payable by the guest at the hotel.",
  "Pickup times are approximate; please be ready at the pickup point 10 minutes early.",
  "Cancellations within 48 hours of the service date are charged in full.",
  "Passports valid for at least six months and the relevant visas are the traveller's responsibility.",
] as const;

/** GET kart/getTnc: the terms and conditions for quotations. */
export function getTnc() {
  return { tnc: [...DEFAULT_TNC] };
}
