import "server-only";
import { USER_KEY_HEADER, SITE_ID_HEADER } from "@/lib/constants";
import { ZSearchResponse } from "@/lib/contracts/flights";
import { raceAbort } from "../tbo/tbo-http";
import { SupplierError, type FlightSupplier, type SupplierCallOptions } from "../types";
import { fromWayfareResponse, toWayfareSearchBody } from "./wayfare-map";

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

/**
 * The `wayfare` adapter (decision 0030): another Wayfare site as a flight source, reached over HTTP
 * through its partner API with the key it issued to us. The call runs under the caller's signal
 * (the fan-out's timeout); failures are SupplierErrors naming no URL or key.
 */
export function createWayfareSupplier(config: WayfareSupplierConfig): FlightSupplier {
  const name = config.sourceName;
  const fetchImpl = config.fetchImpl ?? fetch;
  const post = async (path: string, body: unknown, options?: SupplierCallOptions): Promise<unknown> => {
    const signal = options?.signal;
    const timedOut = () => new SupplierError(name, `${name} did not answer in time`, true);
    const run = async () => {
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
        throw new SupplierError(name, `${name} could not be reached`);
      }
      const json = (await response.json().catch(() => null)) as { success?: boolean; data?: unknown; errorMessage?: string } | null;
      if (!response.ok || !json || json.success !== true) throw new SupplierError(name, `${name} answered HTTP ${response.status}${json?.errorMessage ? `: ${json.errorMessage}` : ""}`);
      return json.data;
    };
    return raceAbort(run(), signal, timedOut);
  };
  const unsupported = async (): Promise<never> => {
    throw new SupplierError(name, `${name} does not offer this yet`);
  };
  return {
    code: "wayfare",
    sourceName: name,
    async search(request, options) {
      const data = ZSearchResponse.safeParse(await post("/api/search", toWayfareSearchBody(request), options));
      if (!data.success) throw new SupplierError(name, `${name} answered a search in an unknown shape`);
      return fromWayfareResponse(data.data);
    },
    calendarFare: unsupported,
    fareRules: unsupported,
  };
}
