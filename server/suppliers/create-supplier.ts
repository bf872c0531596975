import "server-only";
import { z } from "zod";
import { createSimulatedSupplier, ZSimulatedSettings } from "./simulated/simulated-supplier";
import { createTboSupplier } from "./tbo/tbo-supplier";
import type { FlightSupplier } from "./types";

/** TBO's staging hosts (reference/flight-suppliers.md section 1); a site's settings point elsewhere for live. */
export const TBO_TEST_AUTH_URL = "http://Sharedapi.tektravels.com/SharedData.svc/rest/Authenticate";
export const TBO_TEST_AIR_URL = "http://api.tektravels.com/BookingEngineService_Air/AirService.svc/rest";

const ZTboSettings = z.object({
  authUrl: z.url().optional(),
  airUrl: z.url().optional(),
  endUserIp: z.string().min(1).optional(),
  timeoutMs: z.number().int().positive().optional(),
});

const ZTboCredentials = z.object({ clientId: z.string().min(1), userName: z.string().min(1), password: z.string().min(1) });

export type SupplierRow = { code: string; name: string; settings: Record<string, unknown>; credentials: Record<string, string> | null };

/** A site's supplier row (code, name, settings, decrypted credentials) -> the adapter to call. */
export function createSupplier(row: SupplierRow): FlightSupplier {
  switch (row.code) {
    case "simulated":
      return createSimulatedSupplier(ZSimulatedSettings.parse(row.settings ?? {}), { sourceName: row.name });
    case "tbo": {
      const settings = ZTboSettings.parse(row.settings ?? {});
      const credentials = ZTboCredentials.safeParse(row.credentials ?? {});
      if (!credentials.success) throw new Error(`Supplier "${row.name}" (tbo) needs credentials clientId, userName and password`);
      return createTboSupplier({
        credentials: credentials.data,
        authUrl: settings.authUrl ?? TBO_TEST_AUTH_URL,
        airUrl: settings.airUrl ?? TBO_TEST_AIR_URL,
        endUserIp: settings.endUserIp ?? "127.0.0.1",
        timeoutMs: settings.timeoutMs,
        sourceName: row.name,
      });
    }
    default:
      throw new Error(`Unknown supplier code "${row.code}"`);
  }
}
