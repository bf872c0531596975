import "server-only";

/**
 * Money helpers for supplier adapters (ARCHITECTURE section 6): amounts are integers of minor units
 * (paise) and rounding is half-up (away from zero), done on the decimal digits, never by float maths.
 */

/** A supplier's major-unit amount (number or numeric string, e.g. 4523.505) in minor units, half-up. */
export function toMinorUnits(value: unknown): number {
  if (value === null || value === undefined || value === "") return 0;
  const text = typeof value === "number" ? numberToPlainString(value) : String(value).trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${text}`);
  const [, sign, whole = "", fraction = ""] = match;
  const digits = `${fraction}000`;
  let minor = Number(whole || "0") * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) minor += 1;
  return sign === "-" && minor !== 0 ? -minor : minor;
}

/** A number without exponent notation (1e-7 -> "0.0000001"), so its decimal digits can be read. */
function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}

