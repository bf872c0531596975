import { randomUUID } from "node:crypto";
import { systemDb } from "@/db/client";
import { seedSite } from "@/db/seed/sites";
import { seedUser, type SeedUserInput } from "@/db/seed/users";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { call } from "./http";

export const TEST_PASSWORD = "Secret#12345";

export async function createTestSite(overrides: Partial<Parameters<typeof seedSite>[1]> = {}) {
  const tag = randomUUID().slice(0, 8);
  const domain = `site-${tag}.test`;
  const site = await seedSite(systemDb, { name: `Site ${tag}`, domains: [domain], ...overrides });
  return { ...site, domain };
}

export async function createTestUser(siteId: number, overrides: Partial<SeedUserInput> = {}) {
  const tag = randomUUID().slice(0, 8);
  return seedUser(systemDb, {
    siteId,
    email: `user-${tag}@example.test`,
    password: TEST_PASSWORD,
    userType: "travelAgent",
    firstName: "Test",
    lastName: tag,
    ...overrides,
  });
}

/** Signs in through the real login endpoint and returns the auth token. */
export async function logInAs(domain: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await call(loginRoute, "/api/wl/user/login", { host: domain, body: { email, password }, ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.authToken as string;
}
