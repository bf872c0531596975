import { randomUUID } from "node:crypto";
import { closeDb } from "@/db/client";
import { POST as addEntry } from "@/app/api/wl/user/addWlUserWalletEntry/route";
import { POST as getMyEntries } from "@/app/api/wl/user/getMyWalletEntry/route";
import { POST as getBalance } from "@/app/api/wl/user/getWlUserWalletBalance/route";
import { POST as getUserEntries } from "@/app/api/wl/user/getWlUserWalletEntry/route";
import { as, createWalletWorld, expectLedgerConsistent, fundWallet, getWallet, walletLines } from "./wallet-world";

afterAll(() => closeDb());

const BALANCE = "/api/wl/user/getWlUserWalletBalance";
const MY = "/api/wl/user/getMyWalletEntry";
const USER = "/api/wl/user/getWlUserWalletEntry";
const ADD = "/api/wl/user/addWlUserWalletEntry";

describe("POST /api/wl/user/getWlUserWalletBalance", () => {
  it("answers the caller's wallet in major units (an agent: the company wallet)", async () => {
    const w = await createWalletWorld();
    await fundWallet(w.agent.id, 5_000_000, 1_000_000);
    const res = await as(w, "agent")(getBalance, BALANCE, { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ balance: 50_000, creditLimit: 10_000, availableBalance: 60_000, currency: "INR" });
    const wallet = await getWallet(res.body.data.walletId);
    expect(wallet).toMatchObject({ legalEntityId: w.agent.legalEntityId, userId: null });
  });

  it("creates an empty own wallet for a retail user on first use", async () => {
    const w = await createWalletWorld();
    const res = await as(w, "retail")(getBalance, BALANCE, { body: {} });
    expect(res.body.data).toMatchObject({ balance: 0, creditLimit: 0, availableBalance: 0 });
    expect(await getWallet(res.body.data.walletId)).toMatchObject({ userId: w.retail.id, legalEntityId: null });
  });

  it("lets staff read a user's balance; refuses another user's for agents (403) and anonymous callers (401)", async () => {
    const w = await createWalletWorld();
    await fundWallet(w.retail.id, 12_345);
    expect((await as(w, "staff")(getBalance, BALANCE, { body: { userId: w.retail.id } })).body.data.balance).toBe(123.45);
    expect((await as(w, "agent")(getBalance, BALANCE, { body: { userId: w.retail.id } })).status).toBe(403);
    expect((await as(w, "anonymous")(getBalance, BALANCE, { body: {} })).status).toBe(401);
  });

  it("answers 400 for a bad userId and 404 for another site's user", async () => {
    const w = await createWalletWorld();
    const other = await createWalletWorld();
    const bad = await as(w, "staff")(getBalance, BALANCE, { body: { userId: -3, extra: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ userId: "Must be a positive number", extra: "Unknown field" });
    expect((await as(w, "staff")(getBalance, BALANCE, { body: { userId: other.retail.id } })).status).toBe(404);
  });
});

describe("POST /api/wl/user/getMyWalletEntry and getWlUserWalletEntry", () => {
  it("pages the caller's ledger newest first with signed major amounts", async () => {
    const w = await createWalletWorld();
    await fundWallet(w.retail.id, 500_000);
    for (let i = 1; i <= 3; i++) {
      await as(w, "admin")(addEntry, ADD, { body: { userId: w.retail.id, amount: i * 10.5, type: "debit", remark: `Debit ${i}`, idempotencyKey: randomUUID() } });
    }
    const res = await as(w, "retail")(getMyEntries, MY, { body: { page: 1, pageSize: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRecords: 4, totalPages: 2, page: 1, balance: { balance: 4_937 } });
    expect(res.body.data.records.map((r: { amount: number; remark: string }) => [r.amount, r.remark])).toEqual([
      [-31.5, "Debit 3"],
      [-21, "Debit 2"],
    ]);
    const second = await as(w, "retail")(getMyEntries, MY, { body: { page: 2, pageSize: 2 } });
    expect(second.body.data.records.map((r: { amount: number; kind: string }) => [r.amount, r.kind])).toEqual([
      [-10.5, "staffDebit"],
      [5_000, "topUp"],
    ]);
  });

  it("validates the page (400), needs a login (401)", async () => {
    const w = await createWalletWorld();
    const bad = await as(w, "retail")(getMyEntries, MY, { body: { page: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ page: "Must be at least 1" });
    expect((await as(w, "anonymous")(getMyEntries, MY, { body: {} })).status).toBe(401);
  });

  it("lets staff list a user's entries; agents get 403; another site's user 404", async () => {
    const w = await createWalletWorld();
    const other = await createWalletWorld();
    await fundWallet(w.agent.id, 100_000);
    const res = await as(w, "staff")(getUserEntries, USER, { body: { userId: w.agent.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRecords: 1, page: 1, records: [{ amount: 1_000, kind: "topUp" }] });
    expect((await as(w, "agent")(getUserEntries, USER, { body: { userId: w.agent.id } })).status).toBe(403);
    expect((await as(w, "staff")(getUserEntries, USER, { body: {} })).body.shortError).toEqual({ userId: "This is required field." });
    expect((await as(w, "staff")(getUserEntries, USER, { body: { userId: other.agent.id } })).status).toBe(404);
  });
});

describe("POST /api/wl/user/addWlUserWalletEntry", () => {
  it("credits and debits with a remark, exactly, and keeps the ledger balanced", async () => {
    const w = await createWalletWorld();
    const credit = await as(w, "admin")(addEntry, ADD, { body: { userId: w.agent.id, amount: 1_000.1, type: "credit", remark: "Goodwill", idempotencyKey: randomUUID() } });
    expect(credit.status).toBe(200);
    expect(credit.body.data).toMatchObject({ isReplay: false, message: "Wallet entry added successfully", entry: { amount: 1_000.1, kind: "staffCredit", remark: "Goodwill" }, balance: { balance: 1_000.1 } });
    const debitRes = await as(w, "admin")(addEntry, ADD, { body: { userId: w.agent.id, amount: 0.1, type: "debit", remark: "Fee", idempotencyKey: randomUUID() } });
    expect(debitRes.body.data.balance.balance).toBe(1_000);
    const wallet = await expectLedgerConsistent(credit.body.data.balance.walletId);
    expect(wallet.balance).toBe(100_000);
  });

  it("answers the same entry for the same idempotency key and charges once", async () => {
    const w = await createWalletWorld();
    const wallet = await fundWallet(w.retail.id, 10_000);
    const body = { userId: w.retail.id, amount: 25, type: "debit", remark: "Retry", idempotencyKey: randomUUID() };
    const first = await as(w, "admin")(addEntry, ADD, { body });
    const second = await as(w, "admin")(addEntry, ADD, { body });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ ...first.body.data, isReplay: true });
    expect((await getWallet(wallet.id)).balance).toBe(7_500);
    expect(await walletLines(wallet.id)).toHaveLength(2);
  });

  it("refuses a debit beyond balance + credit limit: 400 'Insufficient wallet balance', nothing written", async () => {
    const w = await createWalletWorld();
    const wallet = await fundWallet(w.retail.id, 10_000, 5_000);
    const res = await as(w, "admin")(addEntry, ADD, { body: { userId: w.retail.id, amount: 150.01, type: "debit", remark: "Too much", idempotencyKey: randomUUID() } });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe("Insufficient wallet balance");
    expect((await getWallet(wallet.id)).balance).toBe(10_000);
    const ok = await as(w, "admin")(addEntry, ADD, { body: { userId: w.retail.id, amount: 150, type: "debit", remark: "Down to the limit", idempotencyKey: randomUUID() } });
    expect(ok.body.data.balance).toMatchObject({ balance: -50, availableBalance: 0 });
  });

  it("validates amount (> 0, 2 decimals), type, remark and key (400 with shortError)", async () => {
    const w = await createWalletWorld();
    const res = await as(w, "admin")(addEntry, ADD, { body: { userId: w.retail.id, amount: 10.005, type: "refund", remark: " ", idempotencyKey: "short" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({
      amount: "Use at most 2 decimal places",
      type: "Must be one of: credit, debit",
      remark: "This is required field.",
      idempotencyKey: "Must be at least 8 characters",
    });
    const zero = await as(w, "admin")(addEntry, ADD, { body: { userId: w.retail.id, amount: 0, type: "credit", remark: "x", idempotencyKey: randomUUID() } });
    expect(zero.body.shortError).toEqual({ amount: "Must be greater than 0" });
  });

  it("needs the credit or debit permission (plain staff 403), staff user type (agent 403) and a login (401)", async () => {
    const w = await createWalletWorld();
    const body = { userId: w.retail.id, amount: 10, type: "credit", remark: "x", idempotencyKey: randomUUID() };
    expect((await as(w, "staff")(addEntry, ADD, { body })).status).toBe(403);
    expect((await as(w, "staff")(addEntry, ADD, { body: { ...body, type: "debit" } })).status).toBe(403);
    expect((await as(w, "agent")(addEntry, ADD, { body })).status).toBe(403);
    expect((await as(w, "anonymous")(addEntry, ADD, { body })).status).toBe(401);
    expect((await as(w, "retail")(getBalance, BALANCE, { body: {} })).body.data.balance).toBe(0);
  });

  it("answers 404 for another site's user and leaves that wallet unchanged", async () => {
    const w = await createWalletWorld();
    const other = await createWalletWorld();
    const wallet = await fundWallet(other.retail.id, 10_000);
    const res = await as(w, "admin")(addEntry, ADD, { body: { userId: other.retail.id, amount: 50, type: "debit", remark: "x", idempotencyKey: randomUUID() } });
    expect(res.status).toBe(404);
    expect((await getWallet(wallet.id)).balance).toBe(10_000);
    expect(await walletLines(wallet.id)).toHaveLength(1);
  });
});
