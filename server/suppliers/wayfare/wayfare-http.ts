import "server-only";
import { SITE_ID_HEADER, USER_KEY_HEADER } from "@/lib/constants";
import { raceAbort } from "../tbo/tbo-http";
import { SupplierError, type SupplierCallOptions } from "../types";

export type WayfareSupplierConfig = {
  /** The supplier deployment's origin, e.g. https://demo.example.com (no trailing slash). */
  baseUrl: string;
  /** The key the supplier issued to our company (live, read-write). */
  apiKey: string;
  /** The supplier's site id there, sent as `site-id` beside the key. */
  siteId: number;
  sourceName: string;
  fetchImpl?: typeof fetch;
};

/** The supplier's answer: its HTTP status and envelope (success, data, errorMessage). */
export type WayfareAnswer = { status: number; success: boolean; data: unknown; errorMessage: string };

export type WayfareCall = (path: string, body: unknown, options?: SupplierCallOptions & { isMoneyCall?: boolean }) => Promise<WayfareAnswer>;

/**
 * One POST to the supplier site's partner API with our key. Failing to reach it, or a lost answer,
 * is a SupplierError naming no URL or key; on a call that may move money (`isMoneyCall`: book,
 * ticket) it is uncertain (the supplier may have done it), as is a timeout.
 */
export function createWayfareCall(config: WayfareSupplierConfig): WayfareCall {
  const name = config.sourceName;
  const fetchImpl = config.fetchImpl ?? fetch;
  return async (path, body, options) => {
    const signal = options?.signal;
    const uncertain = options?.isMoneyCall === true;
    const timedOut = () => new SupplierError(name, `${name} did not answer in time`, true, uncertain);
    const run = async (): Promise<WayfareAnswer> => {
      let response: Response;
      try {
        response = await fetchImpl(`${config.baseUrl}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", [USER_KEY_HEADER]: config.apiKey, [SITE_ID_HEADER]: String(config.siteId) },
          body: JSON.stringify(body),
          signal,
        });
      } catch {
        if (signal?.aborted) throw timedOut();
        throw new SupplierError(name, `${name} could not be reached`, false, uncertain);
      }
      const json = (await response.json().catch(() => null)) as { success?: boolean; data?: unknown; errorMessage?: string } | null;
      if (!json) throw new SupplierError(name, `${name} answered HTTP ${response.status} without a body`, false, uncertain);
      return { status: response.status, success: response.ok && json.success === true, data: json.data, errorMessage: json.errorMessage ?? "" };
    };
    return raceAbort(run(), signal, timedOut);
  };
}

/** The answer's data, or a SupplierError carrying the supplier's own message. */
export function dataOrThrow(name: string, answer: WayfareAnswer): unknown {
  if (!answer.success) throw new SupplierError(name, `${name} answered HTTP ${answer.status}${answer.errorMessage ? `: ${answer.errorMessage}` : ""}`);
  return answer.data;
}
