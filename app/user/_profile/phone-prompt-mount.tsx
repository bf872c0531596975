import { PhonePrompt } from "@/components/account/profile/phone-prompt";
import { getPhonePromptState } from "@/server/account/get-phone-prompt-state";
import { getPageContext } from "@/server/auth/page-session";

/**
 * Root-layout mount of the phone prompt (decision 0020): reads the signed-in user's Primary phone
 * with the page itself (no extra request) and renders the prompt only when it is missing or invalid.
 */
export async function PhonePromptMount() {
  const { site, principal } = await getPageContext();
  if (!site || !principal) return null;
  const state = await getPhonePromptState(site.id, principal.userId);
  if (!state?.needsPhone) return null;
  return <PhonePrompt userId={principal.userId} phoneNumbers={state.phoneNumbers} />;
}
