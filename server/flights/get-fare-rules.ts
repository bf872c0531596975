import "server-only";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { SupplierError } from "@/server/suppliers/types";
import { fanOut } from "./fan-out";
import { findResultOrThrow, getStoredSearchOrThrow } from "./get-stored-search";
import { loadSourceById } from "./load-source-by-id";
import { parseResultIndex } from "./to-api-result";

/** POST /api/getFareRules {searchId, resultIndex}: asks the result's supplier for its fare rules. */
export async function getFareRules(ctx: UserContext, input: { searchId: string; resultIndex: string }) {
  const search = await getStoredSearchOrThrow(ctx, input.searchId);
  findResultOrThrow(search, input.resultIndex);
  const parsed = parseResultIndex(input.resultIndex);
  const stored = search.suppliers.find((s) => s.id === parsed?.supplierId);
  const loaded = stored ? await loadSourceById(ctx.db, stored.id) : undefined;
  if (!parsed || !stored || !loaded) throw new AppError("NOT_FOUND", "The supplier of this result is no longer available");
  const { answers, failures } = await fanOut([loaded], (s, signal) => s.supplier.fareRules({ traceId: stored.traceId, resultIndex: parsed.supplierIndex }, { signal }));
  if (failures.length > 0 || !answers[0]) {
    throw new AppError("SUPPLIER_ERROR", failures[0]?.message ?? new SupplierError(loaded.name, "No fare rules").message);
  }
  return { result: answers[0].value };
}
