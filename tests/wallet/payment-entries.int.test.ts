import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { paymentEntries } from "@/db/schema/wallet";
import { POST as decide } from "@/app/api/wl/user/decidePaymentEntry/route";
import { POST as listEntries } from "@/app/api/wl/user/getPaymentEntries/route";
import { POST as searchByPnr } from "@/app/api/wl/user/searchTransactionByPNR/route";
import { POST as recordPayment } from "@/app/api/wl/user/userPaymentEntry/route";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { as, createWalletWorld, expectLedgerConsistent, fundWallet, getWallet, walletLines, type WalletWorld } from "./wallet-world";

afterAll(() => closeDb());

const RECORD = "/api/wl/user/userPaymentEntry";
const LIST = "/api/wl/user/getPaymentEntries";
const DECIDE = "/api/wl/user/decidePaymentEntry";
const SEARCH = "/api/wl/user/searchTransactionByPNR";

const transfer = (extra: Record<string, unknown> = {}) => ({ amount: 25_000.5, bankReference: `UTR${randomUUID().slice(0, 8)}`, transferDate: "2026-01-15", remark: "NEFT", ...extra });

async function recordAsAgent(w: WalletWorld, extra: Record<string, unknown> = {}) {
  const res = await as(w, "agent")(recordPayment, RECORD, { body: transfer(extra) });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; walletId: number };
}

describe("POST /api/wl/user/userPaymentEntry", () => {
  it("records a pending transfer against the company wallet and credits nothing yet", async () => {
    const w = await createWalletWorld();
    const res = await as(w, "agent")(recordPayment, RECORD, { body: transfer() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 25_000.5, status: "pending", transferDate: "2026-01-15", userId: w.agent.id, message: expect.stringContaining("once approved") });
    const [row] = await systemDb.select().from(paymentEntries).where(eq(paymentEntries.id, res.body.data.id));
    expect(row.amount).toBe(2_500_050);
    expect((await getWallet(row.walletId)).balance).toBe(0);
  });

  it("accepts an empty or null remark, as the form sends it", async () => {
    const w = await createWalletWorld();
    for (const remark of [null, ""]) {
      const res = await as(w, "agent")(recordPayment, RECORD, { body: transfer({ remark }) });
      expect(res.status).toBe(200);
      expect(res.body.data.remark).toBeNull();
    }
  });

  it("validates the form (400 with shortError) and refuses a reused bank reference (409)", async () => {
    const w = await createWalletWorld();
    const bad = await as(w, "agent")(recordPayment, RECORD, { body: { amount: -1, bankReference: "", transferDate: "2026-02-30" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ amount: "Must be greater than 0", bankReference: "This is required field.", transferDate: "Enter a valid date" });
    const future = await as(w, "agent")(recordPayment, RECORD, { body: transfer({ transferDate: "2999-01-01" }) });
    expect(future.body.shortError).toEqual({ transferDate: "The transfer date cannot be in the future" });
    await recordAsAgent(w, { bankReference: "UTR-SAME-1" });
    const dup = await as(w, "agent")(recordPayment, RECORD, { body: transfer({ bankReference: "utr-same-1" }) });
    expect(dup.status).toBe(409);
    expect(dup.body.shortError).toEqual({ bankReference: "This bank reference is already recorded" });
  });

  it("needs a login (401)", async () => {
    const w = await createWalletWorld();
    expect((await as(w, "anonymous")(recordPayment, RECORD, { body: transfer() })).status).toBe(401);
  });
});

describe("POST /api/wl/user/getPaymentEntries and decidePaymentEntry", () => {
  it("lists pending entries for staff; agents get 403; other sites' entries are not listed", async () => {
    const w = await createWalletWorld();
    const other = await createWalletWorld();
    const mine = await recordAsAgent(w);
    await recordAsAgent(other);
    const res = await as(w, "staff")(listEntries, LIST, { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRecords: 1, totalPages: 1, page: 1, records: [{ id: mine.id, status: "pending" }] });
    expect((await as(w, "agent")(listEntries, LIST, { body: {} })).status).toBe(403);
    expect((await as(w, "staff")(listEntries, LIST, { body: { status: "done" } })).body.shortError).toEqual({ status: "Must be one of: pending, approved, rejected" });
  });

  it("approve credits the wallet once; approving again is 409 and credits nothing more", async () => {
    const w = await createWalletWorld();
    const entry = await recordAsAgent(w);
    const res = await as(w, "admin")(decide, DECIDE, { body: { paymentEntryId: entry.id, decision: "approve" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "approved", decidedByUserId: w.admin.id, message: "Payment entry approved and credited to the wallet" });
    const again = await as(w, "admin")(decide, DECIDE, { body: { paymentEntryId: entry.id, decision: "approve" } });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe("CONFLICT");
    const wallet = await expectLedgerConsistent(entry.walletId);
    expect(wallet.balance).toBe(2_500_050);
    expect((await walletLines(entry.walletId)).map((l) => l.kind)).toEqual(["paymentEntryApproved"]);
  });

  it("concurrent approvals of one entry credit it once", async () => {
    const w = await createWalletWorld();
    const entry = await recordAsAgent(w);
    const results = await Promise.all([1, 2, 3].map(() => as(w, "admin")(decide, DECIDE, { body: { paymentEntryId: entry.id, decision: "approve" } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await getWallet(entry.walletId)).balance).toBe(2_500_050);
  });

  it("reject credits nothing", async () => {
    const w = await createWalletWorld();
    const entry = await recordAsAgent(w);
    const res = await as(w, "admin")(decide, DECIDE, { body: { paymentEntryId: entry.id, decision: "reject" } });
    expect(res.body.data).toMatchObject({ status: "rejected", message: "Payment entry rejected" });
    expect((await getWallet(entry.walletId)).balance).toBe(0);
    expect(await walletLines(entry.walletId)).toHaveLength(0);
    expect((await as(w, "admin")(decide, DECIDE, { body: { paymentEntryId: entry.id, decision: "approve" } })).status).toBe(409);
  });

  it("validates (400), needs the approve permission (plain staff and agents 403) and answers 404 for another site's entry", async () => {
    const w = await createWalletWorld();
    const other = await createWalletWorld();
    const entry = await recordAsAgent(w);
    const foreign = await recordAsAgent(other);
    expect((await as(w, "admin")(decide, DECIDE, { body: { paymentEntryId: entry.id, decision: "maybe" } })).body.shortError).toEqual({ decision: "Must be one of: approve, reject" });
    expect((await as(w, "staff")(decide, DECIDE, { body: { paymentEntryId: entry.id, decision: "approve" } })).status).toBe(403);
    expect((await as(w, "agent")(decide, DECIDE, { body: { paymentEntryId: entry.id, decision: "approve" } })).status).toBe(403);
    expect((await as(w, "anonymous")(decide, DECIDE, { body: { paymentEntryId: entry.id, decision: "approve" } })).status).toBe(401);
    expect((await as(w, "admin")(decide, DECIDE, { body: { paymentEntryId: foreign.id, decision: "approve" } })).status).toBe(404);
    const [row] = await systemDb.select().from(paymentEntries).where(eq(paymentEntries.id, foreign.id));
    expect(row.status).toBe("pending");
    expect((await getWallet(foreign.walletId)).balance).toBe(0);
  });
});

describe("POST /api/wl/user/searchTransactionByPNR", () => {
  async function pnrWorld() {
    const w = await createWalletWorld();
    const agentWallet = await fundWallet(w.agent.id, 100_000);
    const retailWallet = await fundWallet(w.retail.id, 100_000);
    for (const wallet of [agentWallet, retailWallet]) {
      await postWalletEntry(systemDb, { walletId: wallet.id, amount: -4_500, kind: "bookingDebit", counterAccount: "supplier_payable", idempotencyKey: randomUUID(), pnr: "Q7X9PL" });
    }
    return { w, agentWallet, retailWallet };
  }

  it("finds the caller's own entries for a PNR, case-insensitively", async () => {
    const { w, agentWallet } = await pnrWorld();
    const res = await as(w, "agent")(searchByPnr, SEARCH, { body: { pnr: "q7x9pl" } });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([expect.objectContaining({ walletId: agentWallet.id, pnr: "Q7X9PL", amount: -45, kind: "bookingDebit" })]);
  });

  it("searches the whole site for staff, and never another site", async () => {
    const { w } = await pnrWorld();
    const other = await pnrWorld();
    const res = await as(w, "staff")(searchByPnr, SEARCH, { body: { pnr: "Q7X9PL" } });
    expect(res.body.data.result).toHaveLength(2);
    expect(res.body.data.result.map((r: { walletId: number }) => r.walletId)).not.toContain(other.agentWallet.id);
  });

  it("validates the PNR (400) and needs a login (401)", async () => {
    const w = await createWalletWorld();
    expect((await as(w, "agent")(searchByPnr, SEARCH, { body: { pnr: "AB 12" } })).body.shortError).toEqual({ pnr: "Use letters and digits only" });
    expect((await as(w, "anonymous")(searchByPnr, SEARCH, { body: { pnr: "AB12" } })).status).toBe(401);
  });
});
