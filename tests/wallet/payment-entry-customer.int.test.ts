import { randomUUID } from "node:crypto";
import { closeDb } from "@/db/client";
import { POST as listEntries } from "@/app/api/wl/user/getPaymentEntries/route";
import { POST as recordPayment } from "@/app/api/wl/user/userPaymentEntry/route";
import { as, createWalletWorld } from "./wallet-world";

afterAll(() => closeDb());

/** Issue 10: staff saw "User #3" for a company; each entry names the customer. */
describe("POST /api/wl/user/getPaymentEntries names the customer", () => {
  it("gives the company of an agent and the person of a retail customer", async () => {
    const w = await createWalletWorld();
    for (const who of ["agent", "retail"] as const) {
      const res = await as(w, who)(recordPayment, "/api/wl/user/userPaymentEntry", { body: { amount: 100, bankReference: `UTR${randomUUID().slice(0, 8)}`, transferDate: "2026-01-15" } });
      expect(res.status).toBe(200);
    }
    const res = await as(w, "staff")(listEntries, "/api/wl/user/getPaymentEntries", { body: { status: "pending", page: 1 } });
    expect(res.status).toBe(200);
    const records = res.body.data.records as { userId: number; companyName: string | null; userName: string }[];
    expect(records.find((r) => r.userId === w.agent.id)).toMatchObject({ companyName: `Agency ${w.site.id}`, userName: `${w.agent.firstName} ${w.agent.lastName}` });
    expect(records.find((r) => r.userId === w.retail.id)).toMatchObject({ companyName: null, userName: `${w.retail.firstName} ${w.retail.lastName}` });
  });
});
