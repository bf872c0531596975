import { PushPrompt } from "@/components/notifications/push-prompt";
import { getPageContext } from "@/server/auth/page-session";
import { getVapidPublicKey } from "@/server/notifications/vapid";
import { hasPermission } from "@/server/rbac/get-permission-keys";

/**
 * Root-layout mount of the staff push prompt (spec 001 section 9; decision 0025): staff with
 * notifications.push.subscribe get the prompt, with the deployment's VAPID public key as a prop.
 * Nobody else, and nobody at all when push is off (no VAPID keys).
 */
export async function PushPromptMount() {
  const { site, principal } = await getPageContext();
  if (!site || !principal || principal.userType !== "staff") return null;
  const publicKey = getVapidPublicKey();
  if (!publicKey || !(await hasPermission(principal, "notifications.push.subscribe"))) return null;
  return <PushPrompt userId={principal.userId} publicKey={publicKey} />;
}
