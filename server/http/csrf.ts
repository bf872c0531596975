import "server-only";
import type { NextRequest } from "next/server";
import { normalizeHost } from "@/server/sites/find-site";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A mutation that relies on the browser's cookie must come from a page of the same host:
 * the Origin (or, failing that, the Referer) has to name the Host. Header-token callers are
 * not exposed to CSRF and skip the check; a foreign Origin is refused on every mutation.
 */
export function assertSameOrigin(request: NextRequest, isCookieAuthenticated: boolean): void {
  if (SAFE_METHODS.has(request.method)) return;
  const host = request.headers.get("host")?.toLowerCase() ?? null;
  const origin = request.headers.get("origin");
  const source = hostOf(origin) ?? hostOf(request.headers.get("referer"));
  if (origin && origin !== "null" && source && host && normalizeHost(source) !== null && source !== host) {
    throw new AppError("FORBIDDEN", "Cross-site request refused");
  }
  if (isCookieAuthenticated && (!source || source !== host)) {
    throw new AppError("FORBIDDEN", "Cross-site request refused");
  }
}
