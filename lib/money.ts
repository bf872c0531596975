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

// Integer minor-unit arithmetic. The one half-up rule for money (ARCHITECTURE section 6): a half is
// rounded away from zero, on exact integer remainders (never a float quotient). Products that would
// leave the safe-integer range are done in BigInt, so the answer is exact for any safe inputs.

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

function divideHalfUpBig(numerator: bigint, denominator: bigint): number {
  const negative = numerator < BigInt(0) !== denominator < BigInt(0);
  const n = numerator < BigInt(0) ? -numerator : numerator;
  const d = denominator < BigInt(0) ? -denominator : denominator;
  let q = n / d;
  if ((n % d) * BigInt(2) >= d) q += BigInt(1);
  const result = Number(negative ? -q : q);
  if (!Number.isSafeInteger(result)) throw new RangeError("Amount out of range");
  return result;
}

/** numerator / denominator rounded half-up (halves away from zero): 5/2 -> 3, -5/2 -> -3, 7/3 -> 2. */
export function roundHalfUp(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, "numerator");
  assertSafeInteger(denominator, "denominator");
  if (denominator === 0) throw new RangeError("denominator must not be 0");
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const remainder = n % d;
  const q = (n - remainder) / d + (remainder * 2 >= d ? 1 : 0);
  return negative && q !== 0 ? -q : q;
}

/** amount x multiplier / divisor, half-up, exact even when the product passes 2^53. */
export function mulDivHalfUp(amount: number, multiplier: number, divisor: number): number {
  assertSafeInteger(amount, "amount");
  assertSafeInteger(multiplier, "multiplier");
  const product = amount * multiplier;
  if (Number.isSafeInteger(product)) return roundHalfUp(product, divisor);
  assertSafeInteger(divisor, "divisor");
  if (divisor === 0) throw new RangeError("divisor must not be 0");
  return divideHalfUpBig(BigInt(amount) * BigInt(multiplier), BigInt(divisor));
}

/** Basis points of an amount in minor units, half-up: percentOf(452350, 1800) -> 81423 (18%). */
export function percentOf(amountMinor: number, basisPoints: number): number {
  return mulDivHalfUp(amountMinor, basisPoints, 10_000);
}

/** Minor units rounded half-up to whole major units, still in minor units: 452350 -> 452400. */
export function roundToMajorUnit(minor: number): number {
  return roundHalfUp(minor, 100) * 100;
}

/**
 * Splits an integer total across parts in proportion to non-negative integer weights (largest
 * remainder): each part gets floor(total x weight / sum), and the paise left over go one each to the
 * parts with the largest remainders (ties: the earlier part). The parts always sum exactly to total.
 * All-zero weights split evenly. A negative total is split as the mirror of its absolute value.
 * allocate(100, [1, 1, 1]) -> [34, 33, 33]; allocate(1000, [3, 1]) -> [750, 250].
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertSafeInteger(total, "total");
  if (total < 0) return allocate(-total, weights).map((part) => (part === 0 ? 0 : -part));
  const count = weights.length;
  if (count === 0) {
    if (total !== 0) throw new RangeError("Cannot allocate a non-zero total across no parts");
    return [];
  }
  let weightSum = 0;
  for (const weight of weights) {
    assertSafeInteger(weight, "weight");
    if (weight < 0) throw new RangeError("weights must not be negative");
    weightSum += weight;
  }
  assertSafeInteger(weightSum, "sum of weights");
  const used = weightSum === 0 ? weights.map(() => 1) : weights;
  const sum = weightSum === 0 ? count : weightSum;
  const parts = new Array<number>(count);
  // Remainders are compared only against each other, so the BigInt path keeps them as BigInt.
  const remainders: (number | bigint)[] = new Array(count);
  let given = 0;
  if (Number.isSafeInteger(total * sum)) {
    for (let i = 0; i < count; i++) {
      const product = total * used[i];
      const remainder = product % sum;
      parts[i] = (product - remainder) / sum;
      remainders[i] = remainder;
      given += parts[i];
    }
  } else {
    const bigSum = BigInt(sum);
    for (let i = 0; i < count; i++) {
      const product = BigInt(total) * BigInt(used[i]);
      parts[i] = Number(product / bigSum);
      remainders[i] = product % bigSum;
      given += parts[i];
    }
  }
  const taken = new Array<boolean>(count).fill(false);
  for (let left = total - given; left > 0; left--) {
    let best = -1;
    for (let i = 0; i < count; i++) if (!taken[i] && (best < 0 || remainders[i] > remainders[best])) best = i;
    parts[best] += 1;
    taken[best] = true;
  }
  return parts;
}
