import "server-only";
import { SupplierError } from "@/server/suppliers/types";
import type { LoadedSupplier } from "./load-site-suppliers";

export type FanOutResult<T> = {
  answers: { supplier: LoadedSupplier; value: T }[];
  failures: { supplier: LoadedSupplier; message: string; isTimeout: boolean }[];
};

/**
 * Calls every supplier in parallel, each under its own timeout (the call's signal is aborted and the
 * wait abandoned). A failing or slow supplier drops out; the others' answers still come back.
 */
export async function fanOut<T>(suppliers: LoadedSupplier[], call: (s: LoadedSupplier, signal: AbortSignal) => Promise<T>): Promise<FanOutResult<T>> {
  const settled = await Promise.all(
    suppliers.map(async (supplier) => {
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new SupplierError(supplier.name, `${supplier.name} did not answer within ${supplier.timeoutMs} ms`, true));
        }, supplier.timeoutMs);
      });
      try {
        const value = await Promise.race([call(supplier, controller.signal), timeout]);
        return { ok: true as const, supplier, value };
      } catch (error) {
        const isTimeout = error instanceof SupplierError ? error.isTimeout : false;
        return { ok: false as const, supplier, message: error instanceof Error ? error.message : String(error), isTimeout };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    answers: settled.filter((s) => s.ok).map((s) => ({ supplier: s.supplier, value: s.value as T })),
    failures: settled.filter((s) => !s.ok).map((s) => ({ supplier: s.supplier, message: (s as { message: string }).message, isTimeout: (s as { isTimeout: boolean }).isTimeout })),
  };
}
