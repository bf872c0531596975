import { PHONEPE_VERIFY_INTERVAL_MS, PHONEPE_VERIFY_TRIES } from "@/lib/contracts/payments";

export type VerifyAttempt = { success: boolean; orderId?: string | null };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks until the payment is confirmed: up to `tries` checks, `intervalMs` apart (spec 001: 5 tries,
 * 2 seconds apart). A check that throws counts as a failed try. Answers the last attempt and how many ran.
 */
export async function verifyWithRetries(
  check: () => Promise<VerifyAttempt>,
  options: { tries?: number; intervalMs?: number; sleep?: (ms: number) => Promise<void>; isCancelled?: () => boolean } = {},
): Promise<{ success: boolean; orderId: string | null; attempts: number }> {
  const tries = options.tries ?? PHONEPE_VERIFY_TRIES;
  const sleep = options.sleep ?? wait;
  let orderId: string | null = null;
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (options.isCancelled?.()) break;
    try {
      const answer = await check();
      orderId = answer.orderId ?? orderId;
      if (answer.success) return { success: true, orderId, attempts: attempt };
    } catch {
      // a failed try; the next one may succeed
    }
    if (attempt < tries) await sleep(options.intervalMs ?? PHONEPE_VERIFY_INTERVAL_MS);
  }
  return { success: false, orderId, attempts: tries };
}
