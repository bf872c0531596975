import "server-only";

/** Resolves after `ms`, or rejects with `onAbort()` as soon as the signal fires. */
export function abortableDelay(ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(onAbort());
    const abort = () => {
      clearTimeout(timer);
      reject(onAbort());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", abort, { once: true });
  });
}

/** Never resolves; rejects with `onAbort()` when the signal fires (a supplier that hangs). */
export function untilAborted(signal: AbortSignal | undefined, onAbort: () => Error): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (signal?.aborted) return reject(onAbort());
    signal?.addEventListener("abort", () => reject(onAbort()), { once: true });
  });
}
