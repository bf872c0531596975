import "server-only";
import { z } from "zod";
import { createSimulatedSupplier, ZSimulatedSettings } from "./simulated/simulated-supplier";
import { createTboSupplier } from "./tbo/tbo-supplier";
import { SupplierError, type FlightSupplier } from "./types";

/** TBO's staging hosts (reference/flight-suppliers.md section 1); a site's settings point elsewhere for live. */
export const TBO_TEST_AUTH_URL = "http://Sharedapi.tektravels.com/SharedData.svc/rest/Authenticate";
export const TBO_TEST_AIR_URL = "http://api.tektravels.com/BookingEngineService_Air/AirService.svc/rest";

const ZTboSettings = z.object({
  authUrl: z.url().optional(),
  airUrl: z.url().optional(),
  /** Live TBO books on another host (booking.travelboutiqueonline.com); defaults to airUrl. */
  bookingUrl: z.url().optional(),
  endUserIp: z.string().min(1).optional(),
  timeoutMs: z.number().int().positive().optional(),
});

const ZTboCredentials = z.object({ clientId: z.string().min(1), userName: z.string().min(1), password: z.string().min(1) });

export type SupplierRow = { code: string; name: string; settings: Record<string, unknown>; credentials: Record<string, string> | null };

/**
 * A row whose settings or credentials are unusable still yields a supplier, one whose every call
 * fails with a SupplierError: the search fans out and this supplier drops out, the others answer
 * (ARCHITECTURE section 7). The message names the problem, never a secret.
 */
function misconfigured(code: "simulated" | "tbo", name: string, problem: string): FlightSupplier {
  const fail = async (): Promise<never> => {
    throw new SupplierError(name, `${name} is not configured correctly: ${problem}`);
  };
  return { code, sourceName: name, search: fail, calendarFare: fail, fareRules: fail };
}

const describeIssues = (error: z.ZodError) => error.issues.map((i) => `${i.path.join(".") || "settings"} ${i.message}`).join("; ");

/** A site's supplier row (code, name, settings, decrypted credentials) -> the adapter to call. Unknown codes throw. */
export function createSupplier(row: SupplierRow): FlightSupplier {
  switch (row.code) {
    case "simulated": {
      const settings = ZSimulatedSettings.safeParse(row.settings ?? {});
      if (!settings.success) return misconfigured("simulated", row.name, describeIssues(settings.error));
      return createSimulatedSupplier(settings.data, { sourceName: row.name });
    }
    case "tbo": {
      const settings = ZTboSettings.safeParse(row.settings ?? {});
      if (!settings.success) return misconfigured("tbo", row.name, describeIssues(settings.error));
      const credentials = ZTboCredentials.safeParse(row.credentials ?? {});
      if (!credentials.success) return misconfigured("tbo", row.name, "credentials clientId, userName and password are required");
      return createTboSupplier({
        credentials: credentials.data,
        authUrl: settings.data.authUrl ?? TBO_TEST_AUTH_URL,
        airUrl: settings.data.airUrl ?? TBO_TEST_AIR_URL,
        bookingUrl: settings.data.bookingUrl,
        endUserIp: settings.data.endUserIp ?? "127.0.0.1",
        timeoutMs: settings.data.timeoutMs,
        sourceName: row.name,
      });
    }
    default:
      throw new Error(`Unknown supplier code "${row.code}"`);
  }
}
