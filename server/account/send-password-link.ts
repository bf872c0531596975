import "server-only";
import { and, eq } from "drizzle-orm";
import { createSiteDb, systemDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { users } from "@/db/schema/users";
import { issueUserToken } from "@/server/auth/user-tokens";
import { AppError } from "@/server/http/errors";
import { sendEmail } from "@/server/notifications/send-email";
import { findSiteOrigin } from "@/server/sites/find-site";
import { escapeHtml } from "@/server/notifications/escape-html";

export const GENERATE_PASSWORD_PATH = "/generate_password";

type LinkKind = "setPassword" | "resetPassword";

function renderEmail(kind: LinkKind, companyName: string, firstName: string, link: string) {
  const reset = kind === "resetPassword";
  const subject = reset ? `Reset your ${companyName} password` : `Set your ${companyName} password`;
  const lead = reset ? "We received a request to reset the password of your account." : `An account has been created for you at ${companyName}.`;
  const expiry = reset ? "The link works once and expires in 30 minutes. If you did not ask for it, you can ignore this email." : "The link works once and expires in 72 hours.";
  const text = `Hello ${firstName},\n\n${lead}\nSet your password here:\n${link}\n\n${expiry}\n\n${companyName}`;
  const html = `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">Set your password</a></p><p>Or open this address: ${escapeHtml(link)}</p><p>${escapeHtml(expiry)}</p><p>${escapeHtml(companyName)}</p>`;
  return { subject, text, html };
}

/**
 * Issues a single-use link for a user of the site and emails it to them (through the outbox).
 * `setPassword` (72 hours) for an account staff created, `resetPassword` (30 minutes) for a
 * forgotten one. Throws 404 when the user is not the site's, 400 when they have no email.
 */
export async function sendPasswordLink(input: { siteId: number; userId: number; kind: LinkKind; createdByUserId?: number | null }): Promise<{ outboxId: number; expiresAt: Date }> {
  const [row] = await systemDb
    .select({ email: users.email, firstName: users.firstName, companyName: sites.companyName })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(and(eq(users.id, input.userId), eq(users.siteId, input.siteId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  if (!row.email) throw new AppError("VALIDATION_ERROR", "The user has no email address", { shortError: { email: "The user has no email address" } });
  const { token, expiresAt } = await issueUserToken({ siteId: input.siteId, userId: input.userId, purpose: input.kind });
  const link = `${await findSiteOrigin(input.siteId)}${GENERATE_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  const message = renderEmail(input.kind, row.companyName, row.firstName, link);
  const sent = await sendEmail(createSiteDb(input.siteId), { to: row.email, ...message, createdByUserId: input.createdByUserId ?? null });
  return { outboxId: sent.id, expiresAt };
}

/** For agent creation: email a new user the link to set their first password (72 hours, single use). */
export function sendSetPasswordLink(siteId: number, userId: number, createdByUserId?: number | null) {
  return sendPasswordLink({ siteId, userId, kind: "setPassword", createdByUserId });
}
