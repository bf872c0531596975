/*
 * Quotation money (decision 0040): lines keep their own currency; the quotation sells in one
 * currency and converts the others at rates locked on it. Minor units throughout; half-up.
 */

export type LockedRates = Record<string, number>;

/** `amount` minor units of `currency` in the selling currency at the locked rate (1 currency = rate selling). */
export function convert(amount: number, currency: string, selling: string, rates: LockedRates): number {
  if (currency === selling) return amount;
  const rate = rates[currency];
  if (rate === undefined) throw new Error(`No locked rate for ${currency}`);
  return Math.round(amount * rate);
}

export type PricedLine = { currency: string; price: number };

/** The quotation's total: every line converted, plus service and remittance charges, less the discount (never below 0). */
export function kartTotal(lines: readonly PricedLine[], h: { currency: string; serviceCharge: number; remittanceCharge: number; discount: number }, rates: LockedRates): number {
  const sum = lines.reduce((s, l) => s + convert(l.price, l.currency, h.currency, rates), 0);
  return Math.max(0, sum + h.serviceCharge + h.remittanceCharge - h.discount);
}

export const toMajor = (minor: number) => minor / 100;

const SYMBOLS: Record<string, string> = { USD: "$", AED: "AED", INR: "₹", EUR: "€", GBP: "£", SAR: "SAR" };
export const currencySymbolOf = (currency: string) => SYMBOLS[currency] ?? currency;
