// Money formatting and arithmetic helpers (ARCHITECTURE section 6). The API shows major units with two
// decimals; arithmetic on amounts goes through integer minor units.

const formatters = new Map<string, Intl.NumberFormat>();

function getFormatter(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-IN", { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** Major units with two decimals and Indian grouping: formatMoney(452312.5) -> "₹4,52,312.50". */
export function formatMoney(major: number, currency = "INR"): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : "INR";
  return getFormatter(code).format(toMajorUnits(toMinorUnits(major)));
}

/** Major units to integer minor units (paise), half-up, without float drift: 1.005 -> 101. */
export function toMinorUnits(major: number): number {
  return Math.round(Number((major * 100).toPrecision(15)));
}

/** Integer minor units to major units: 452301 -> 4523.01. */
export function toMajorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/** Sum of major amounts, added in minor units: addMajor(0.1, 0.2) -> 0.3. */
export function addMajor(...amounts: number[]): number {
  let minor = 0;
  for (const amount of amounts) minor += toMinorUnits(amount);
  return toMajorUnits(minor);
}
