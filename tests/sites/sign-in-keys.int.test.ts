import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { GET as getKeysRoute } from "@/app/api/wl/site/getSignInKeys/route";
import { POST as updateKeysRoute } from "@/app/api/wl/site/updateSignInKeys/route";
import { GET as authGet } from "@/app/api/auth/[...nextauth]/route";
import { SignInMessages } from "@/lib/contracts/sign-in";
import { decryptSecret, encryptSecret } from "@/server/security/secret-box";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

async function world() {
  const site = await createTestSite();
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id);
  return { site, admin: await logInAs(site.domain, admin.email!), staff: await logInAs(site.domain, staff.email!), agent: await logInAs(site.domain, agent.email!) };
}
const keys = { googleClientId: "g-id.apps.example", googleClientSecret: "g-secret", facebookAppId: "123456", facebookAppSecret: "fb-secret" };

describe("GET /api/wl/site/getSignInKeys and POST /api/wl/site/updateSignInKeys", () => {
  it("a super admin sets the keys: ids come back, secrets only as set / not set, sealed at rest; the site's providers follow", async () => {
    const w = await world();
    const empty = await call(getKeysRoute, "/api/wl/site/getSignInKeys", { host: w.site.domain, token: w.admin });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      googleClientId: "",
      isGoogleSecretSet: false,
      facebookAppId: "",
      isFacebookSecretSet: false,
      callbackUrls: { google: expect.stringMatching(new RegExp(`^https?://${w.site.domain.replace(/\./g, "\\.")}(:\\d+)?/api/auth/callback/google$`)), facebook: expect.stringContaining("/api/auth/callback/facebook") },
    });

    const saved = await call(updateKeysRoute, "/api/wl/site/updateSignInKeys", { host: w.site.domain, token: w.admin, body: keys });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ message: SignInMessages.keysSaved, googleClientId: keys.googleClientId, isGoogleSecretSet: true, facebookAppId: "123456", isFacebookSecretSet: true });
    expect(JSON.stringify(saved.body)).not.toContain("g-secret");
    const [row] = await systemDb.select().from(sites).where(eq(sites.id, w.site.id));
    expect(row.googleClientSecretEnc).not.toContain("g-secret");
    expect(decryptSecret(row.googleClientSecretEnc!)).toBe("g-secret");
    expect(decryptSecret(row.facebookAppSecretEnc!)).toBe("fb-secret");
    const providers = await call(authGet, "/api/auth/providers", { host: w.site.domain });
    expect(Object.keys(providers.body).sort()).toEqual(["credentials", "facebook", "google"]);

    // No secret keeps the stored one; an empty id turns the provider off with its secret.
    const kept = await call(updateKeysRoute, "/api/wl/site/updateSignInKeys", { host: w.site.domain, token: w.admin, body: { googleClientId: "g-id-2", facebookAppId: "" } });
    expect(kept.body.data).toMatchObject({ googleClientId: "g-id-2", isGoogleSecretSet: true, facebookAppId: "", isFacebookSecretSet: false });
    const [after] = await systemDb.select().from(sites).where(eq(sites.id, w.site.id));
    expect(decryptSecret(after.googleClientSecretEnc!)).toBe("g-secret");
    expect(after.facebookAppSecretEnc).toBeNull();
    expect(Object.keys((await call(authGet, "/api/auth/providers", { host: w.site.domain })).body).sort()).toEqual(["credentials", "google"]);
  });

  it("a secret without its id is refused under the id field", async () => {
    const w = await world();
    const res = await call(updateKeysRoute, "/api/wl/site/updateSignInKeys", { host: w.site.domain, token: w.admin, body: { googleClientId: "", googleClientSecret: "s", facebookAppId: "" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toMatchObject({ googleClientId: SignInMessages.secretWithoutId });
  });

  it("401 without a session; 403 for staff who are not super admins and for agents; each site only changes itself", async () => {
    const w = await world();
    expect((await call(getKeysRoute, "/api/wl/site/getSignInKeys", { host: w.site.domain })).status).toBe(401);
    expect((await call(updateKeysRoute, "/api/wl/site/updateSignInKeys", { host: w.site.domain, body: keys })).status).toBe(401);
    expect((await call(getKeysRoute, "/api/wl/site/getSignInKeys", { host: w.site.domain, token: w.staff })).status).toBe(403);
    expect((await call(updateKeysRoute, "/api/wl/site/updateSignInKeys", { host: w.site.domain, token: w.staff, body: keys })).status).toBe(403);
    expect((await call(updateKeysRoute, "/api/wl/site/updateSignInKeys", { host: w.site.domain, token: w.agent, body: keys })).status).toBe(403);

    const other = await world();
    await call(updateKeysRoute, "/api/wl/site/updateSignInKeys", { host: other.site.domain, token: other.admin, body: keys });
    const mine = await call(getKeysRoute, "/api/wl/site/getSignInKeys", { host: w.site.domain, token: w.admin });
    expect(mine.body.data).toMatchObject({ googleClientId: "", isGoogleSecretSet: false });
  });

  it("a secret that no longer decrypts turns its provider off instead of breaking sign-in", async () => {
    const w = await world();
    await systemDb.update(sites).set({ googleClientId: "g", googleClientSecretEnc: "v1.broken.secret.value", facebookAppId: "1", facebookAppSecretEnc: encryptSecret("fb") }).where(eq(sites.id, w.site.id));
    const providers = await call(authGet, "/api/auth/providers", { host: w.site.domain });
    expect(providers.status).toBe(200);
    expect(Object.keys(providers.body).sort()).toEqual(["credentials", "facebook"]);
  });
});
