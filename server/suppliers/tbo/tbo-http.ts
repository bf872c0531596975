import "server-only";
import { SupplierError } from "../types";
import { rec, type Wire } from "./tbo-wire";

export type TboPost = (url: string, body: Wire, signal?: AbortSignal) => Promise<Wire>;

/** Waits for `promise` but gives up (rejecting with `onAbort()`) when the signal fires. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort: () => Error): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onAbort());
    signal.addEventListener("abort", abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", abort);
        reject(error);
      },
    );
  });
}

/**
 * JSON POST to TBO: every call is a POST with a JSON body; answers may be gzip (fetch inflates them).
 * Failures become SupplierErrors that name no URL, credential or token. A fired signal, or `timeoutMs`
 * passing, is a timeout.
 */
export function createTboPost(fetchImpl: typeof fetch, sourceName: string, timeoutMs: number): TboPost {
  return async (url, body, signal) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const timedOut = () => new SupplierError(sourceName, `${sourceName} did not answer in time`, true);
    let text: string;
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Encoding": "gzip" },
        body: JSON.stringify(body),
        signal: combined,
      });
      if (!response.ok) throw new SupplierError(sourceName, `${sourceName} answered HTTP ${response.status}`);
      text = await response.text();
    } catch (error) {
      if (error instanceof SupplierError) throw error;
      if (combined.aborted) throw timedOut();
      throw new SupplierError(sourceName, `${sourceName} could not be reached`);
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
      return rec(parsed);
    } catch {
      throw new SupplierError(sourceName, `${sourceName} answered something that is not JSON`);
    }
  };
}
