import { toMajorUnits } from "@/lib/money";

/** A package's "price from": whole amounts without decimals ("₹45,000"), Indian grouping like the rest of the site. */
export function formatPackagePrice(minor: number, currency: string): string {
  const major = toMajorUnits(minor);
  const whole = Number.isInteger(major);
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: /^[A-Z]{3}$/.test(currency) ? currency : "INR", minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(major);
}

export const nightsLabel = (nights: number, days: number) => `${nights} night${nights === 1 ? "" : "s"} / ${days} day${days === 1 ? "" : "s"}`;
