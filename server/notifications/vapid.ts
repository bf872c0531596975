import "server-only";

/*
 * The deployment's VAPID key pair (RFC 8292), which signs every push message. Production sets
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (`npx web-push generate-vapid-keys`); the embedded setup
 * generates them on the first start into the data folder, like the session secret
 * (scripts/runtime-env.ts). Without them push is off: the staff prompt is not shown and events
 * send nothing. docs/decisions/0025-push-notifications.md.
 */

export type VapidKeys = { publicKey: string; privateKey: string };

export function getVapidKeys(): VapidKeys | null {
  const publicKey = process.env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = process.env.VAPID_PRIVATE_KEY?.trim();
  return publicKey && privateKey ? { publicKey, privateKey } : null;
}

/** The public key the browser subscribes with (applicationServerKey), or null when push is off. */
export const getVapidPublicKey = (): string | null => getVapidKeys()?.publicKey ?? null;

/**
 * The VAPID subject, the contact a push service may write to: VAPID_SUBJECT (a mailto: or https:
 * URL), else the site admin's address, else no-reply at the site's domain.
 */
export function getVapidSubject(site: { adminEmail: string | null; domain: string | null }): string {
  const configured = process.env.VAPID_SUBJECT?.trim();
  if (configured && /^(mailto:|https:\/\/)/.test(configured)) return configured;
  if (site.adminEmail) return `mailto:${site.adminEmail}`;
  return `mailto:no-reply@${site.domain ?? "wayfare.invalid"}`;
}
