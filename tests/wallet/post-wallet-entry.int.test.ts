import { randomUUID } from "node:crypto";
import { closeDb, systemDb } from "@/db/client";
import { seedWalletCredit, seedWalletForUser } from "@/db/seed/wallet";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { createTestSite, createTestUser } from "../helpers/fixtures";
import { expectLedgerConsistent, fundWallet, getWallet, walletLines } from "./wallet-world";

afterAll(() => closeDb());

async function retailWallet(opening: number, creditLimit = 0) {
  const site = await createTestSite();
  const user = await createTestUser(site.id, { userType: "retail" });
  return fundWallet(user.id, opening, creditLimit);
}

const debit = (walletId: number, amount: number, key = randomUUID()) =>
  postWalletEntry(systemDb, { walletId, amount: -amount, kind: "bookingDebit", counterAccount: "supplier_payable", remark: "Booking", idempotencyKey: key, pnr: "abc123" });

describe("postWalletEntry", () => {
  it("writes a two-line journal that sums to zero and keeps the cached balance equal to the wallet's lines", async () => {
    const wallet = await retailWallet(100_000);
    const posted = await debit(wallet.id, 25_050);
    expect(posted.isReplay).toBe(false);
    expect(posted.entry).toMatchObject({ walletId: wallet.id, amount: -25_050, balanceAfter: 74_950, kind: "bookingDebit", pnr: "ABC123", account: null });
    expect(posted.wallet.balance).toBe(74_950);
    const updated = await expectLedgerConsistent(wallet.id);
    expect(updated.balance).toBe(74_950);
  });

  it("answers the first posting for a repeated idempotency key and charges once", async () => {
    const wallet = await retailWallet(100_000);
    const key = randomUUID();
    const first = await debit(wallet.id, 10_000, key);
    const second = await debit(wallet.id, 10_000, key);
    expect(second.isReplay).toBe(true);
    expect(second.entry).toEqual(first.entry);
    expect((await getWallet(wallet.id)).balance).toBe(90_000);
    expect(await walletLines(wallet.id)).toHaveLength(2); // the opening credit and one debit
    await expect(debit(wallet.id, 20_000, key)).rejects.toMatchObject({ code: "CONFLICT" });
    await expectLedgerConsistent(wallet.id);
  });

  it("lets a debit go down to -creditLimit and not one paisa beyond", async () => {
    const wallet = await retailWallet(10_000, 5_000);
    await expect(debit(wallet.id, 15_001)).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Insufficient wallet balance" });
    expect((await getWallet(wallet.id)).balance).toBe(10_000);
    const posted = await debit(wallet.id, 15_000);
    expect(posted.wallet.balance).toBe(-5_000);
    await expect(debit(wallet.id, 1)).rejects.toMatchObject({ message: "Insufficient wallet balance" });
    expect((await expectLedgerConsistent(wallet.id)).balance).toBe(-5_000);
  });

  it("refuses a credit kind with a negative amount (programming error)", async () => {
    const wallet = await retailWallet(0);
    await expect(postWalletEntry(systemDb, { walletId: wallet.id, amount: -1, kind: "topUp", counterAccount: "bank", idempotencyKey: randomUUID() })).rejects.toThrow(RangeError);
  });

  it("50 concurrent debits against a balance covering 20: exactly 20 succeed and the balance stops at -creditLimit", async () => {
    // Available = 15,000 + 5,000 credit limit = 20,000 paise = 20 debits of ₹10.00.
    const wallet = await retailWallet(15_000, 5_000);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        debit(wallet.id, 1_000).then(
          () => "ok",
          (error: Error) => error.message,
        ),
      ),
    );
    const succeeded = outcomes.filter((o) => o === "ok").length;
    const failed = outcomes.filter((o) => o === "Insufficient wallet balance").length;
    console.log(`wallet concurrency: ${succeeded} succeeded, ${failed} refused of ${outcomes.length}`);
    expect(succeeded).toBe(20);
    expect(failed).toBe(30);
    const final = await expectLedgerConsistent(wallet.id);
    expect(final.balance).toBe(-5_000);
    const lines = await walletLines(wallet.id);
    expect(lines.filter((l) => l.kind === "bookingDebit")).toHaveLength(20);
    expect(Math.min(...lines.map((l) => l.balanceAfter ?? 0))).toBe(-5_000);
  });

  it("seed helpers are idempotent: the same opening-credit key adds nothing on a restart", async () => {
    const site = await createTestSite();
    const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: "Seed Agency" });
    for (let run = 0; run < 2; run++) {
      const wallet = await seedWalletForUser(systemDb, agent.id, 1_000_000);
      await seedWalletCredit(systemDb, { walletId: wallet.id, amount: 5_000_000, idempotencyKey: "demo-opening-credit-agency" });
    }
    const wallet = await seedWalletForUser(systemDb, agent.id);
    expect(wallet).toMatchObject({ legalEntityId: agent.legalEntityId, creditLimit: 1_000_000, balance: 5_000_000 });
    expect(await walletLines(wallet.id)).toHaveLength(1);
    await expectLedgerConsistent(wallet.id);
  });
});
