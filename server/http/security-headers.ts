import "server-only";

/**
 * Razorpay Checkout (sites whose gateway is Razorpay): components/payments/open-checkout.ts adds
 * checkout.js from a nonced bundle, which 'strict-dynamic' already trusts; Checkout then opens its
 * iframe from api.razorpay.com and reports to its own hosts. Pages allow those origins for frames and
 * connections only (a client-side navigation keeps the first page's policy, so it is not per path).
 */
export const RAZORPAY_FRAME_ORIGINS = "https://api.razorpay.com https://checkout.razorpay.com";
export const RAZORPAY_CONNECT_ORIGINS = "https://api.razorpay.com https://lumberjack.razorpay.com";

/**
 * Security headers for every response. Pages get a per-request nonce for their scripts (set by
 * proxy.ts); API responses are JSON and need no script at all.
 */
export function buildContentSecurityPolicy(nonce: string | null, isDev = process.env.NODE_ENV === "development"): string {
  const script = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}` : "'none'";
  const gatewayConnect = nonce ? ` ${RAZORPAY_CONNECT_ORIGINS}` : "";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${gatewayConnect}${isDev ? " ws: wss:" : ""}`,
    ...(nonce ? [`frame-src 'self' ${RAZORPAY_FRAME_ORIGINS}`, "worker-src 'self'"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, nonce: string | null): void {
  headers.set("Content-Security-Policy", buildContentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
}
