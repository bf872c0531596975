import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { userIdentities, users } from "@/db/schema/users";
import type { TLoginResponse } from "@/lib/contracts/auth";
import { SignInMessages, SOCIAL_PROVIDER_LABELS, type SocialProvider } from "@/lib/contracts/sign-in";
import { AppError } from "@/server/http/errors";
import { getLogger } from "@/server/http/logger";
import { BLOCKED_MESSAGE, startUserSession } from "./sign-in";

/** What Google's userinfo / Facebook's /me tell us about the person, reduced to what sign-in needs. */
export type ProviderProfile = { provider: SocialProvider; subject: string; email: string | null; isEmailVerified: boolean; name: string | null };

type SignInContext = { site: { id: number }; ip: string | null; userAgent: string | null };

function splitName(name: string | null, email: string | null): { firstName: string; lastName: string | null } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: (email ?? "Guest").split("@")[0].slice(0, 100) || "Guest", lastName: null };
  return { firstName: parts[0].slice(0, 100), lastName: parts.slice(1).join(" ").slice(0, 100) || null };
}

/** The user a provider sign-in belongs to: by subject, else by verified email (linked now), else a new retail customer. */
async function findOrCreateUser(siteId: number, profile: ProviderProfile): Promise<number> {
  const [linked] = await systemDb
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.siteId, siteId), eq(userIdentities.provider, profile.provider), eq(userIdentities.subject, profile.subject)))
    .limit(1);
  if (linked) return linked.userId;
  const email = profile.isEmailVerified && profile.email ? profile.email.trim() : null;
  let userId: number | null = null;
  if (email) {
    const [byEmail] = await systemDb
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
      .limit(1);
    userId = byEmail?.id ?? null;
  }
  return systemDb.transaction(async (tx) => {
    // No linked subject and no account with the verified email: a new retail customer (without an
    // email when the provider did not vouch for one, so an unverified address never takes an account).
    if (userId === null) {
      const [created] = await tx
        .insert(users)
        .values({ siteId, userType: "retail", ...splitName(profile.name, email), email, isVerified: false })
        .returning({ id: users.id });
      userId = created.id;
      getLogger().info({ siteId, userId, provider: profile.provider }, "user signed up with a provider");
    }
    await tx
      .insert(userIdentities)
      .values({ siteId, userId, provider: profile.provider, subject: profile.subject, email: profile.email })
      .onConflictDoNothing();
    const [identity] = await tx
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.siteId, siteId), eq(userIdentities.provider, profile.provider), eq(userIdentities.subject, profile.subject)));
    return identity.userId;
  });
}

/**
 * Sign-in with Google or Facebook (decision 0024), for next-auth's callback and for
 * wl/user/googleLogin / facebookLogin: the matched user, unless blocked, gets a session exactly as
 * the password login gives one.
 */
export async function signInWithProvider(ctx: SignInContext, profile: ProviderProfile): Promise<TLoginResponse> {
  if (!profile.subject) throw new AppError("UNAUTHORIZED", SignInMessages.providerTokenRefused(SOCIAL_PROVIDER_LABELS[profile.provider]));
  const userId = await findOrCreateUser(ctx.site.id, profile);
  const [user] = await systemDb.select({ id: users.id, siteId: users.siteId, email: users.email, isBlocked: users.isBlocked }).from(users).where(eq(users.id, userId));
  if (!user || user.siteId !== ctx.site.id) throw new AppError("UNAUTHORIZED", SignInMessages.providerTokenRefused(SOCIAL_PROVIDER_LABELS[profile.provider]));
  if (user.isBlocked) throw new AppError("UNAUTHORIZED", BLOCKED_MESSAGE);
  await systemDb
    .update(userIdentities)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(userIdentities.siteId, ctx.site.id), eq(userIdentities.provider, profile.provider), eq(userIdentities.subject, profile.subject)));
  return startUserSession(ctx, user);
}
