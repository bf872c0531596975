import { expect, type APIRequestContext, type TestType } from "@playwright/test";
import { DEMO_PASSWORD } from "./fixtures";

type Wallet = { userId: number; balance: number };

async function readAgentWallet(request: APIRequestContext): Promise<Wallet> {
  const login = await request.post("/api/wl/user/login", { data: { email: "agent@demo.test", password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { authToken, user } = (await login.json()).data as { authToken: string; user: { id: number } };
  const res = await request.post("/api/wl/user/getWlUserWalletBalance", { data: {}, headers: { "auth-token": authToken } });
  expect(res.status()).toBe(200);
  return { userId: user.id, balance: (await res.json()).data.balance as number };
}

/**
 * The demo agency's wallet pays for the agent's bookings in a spec; other specs (wallet.spec.ts)
 * expect its opening balance. Call at a spec's top level: the balance is noted before its tests and
 * a staff credit puts back what they spent afterwards.
 */
export function keepAgencyWalletBalance(test: TestType<any, any>, label: string): void {
  let before: Wallet | null = null;
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    before = await readAgentWallet(request);
    await request.dispose();
  });
  test.afterAll(async ({ playwright }, testInfo) => {
    if (!before) return;
    const baseURL = testInfo.project.use.baseURL;
    const agent = await playwright.request.newContext({ baseURL });
    const after = await readAgentWallet(agent);
    await agent.dispose();
    const spent = Math.round((before.balance - after.balance) * 100) / 100;
    if (spent <= 0) return;
    const staff = await playwright.request.newContext({ baseURL });
    const login = await staff.post("/api/wl/user/login", { data: { email: "superadmin@demo.test", password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const { authToken } = (await login.json()).data as { authToken: string };
    const credit = await staff.post("/api/wl/user/addWlUserWalletEntry", {
      headers: { "auth-token": authToken },
      data: { userId: before.userId, amount: spent, type: "credit", remark: `e2e ${label}: put back what its bookings spent`, idempotencyKey: `e2e-${label}-${Date.now()}` },
    });
    expect(credit.status()).toBe(200);
    await staff.dispose();
  });
}
