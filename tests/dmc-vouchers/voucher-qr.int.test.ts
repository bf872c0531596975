import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { dmcVoucherTokens } from "@/db/schema/dmc-vouchers";
import { GET as getVoucherPdf } from "@/app/api/kart/getVoucherPdf/route";
import { POST as redeemVoucher } from "@/app/api/dmc/redeemVoucher/route";
import { POST as redeemByDriver } from "@/app/api/dmcDriver/redeemVoucher/route";
import { verifySessionToken } from "@/server/auth/session";
import { hashUserToken } from "@/server/auth/user-tokens";
import { getVoucherPage } from "@/server/dmc-quotes/get-voucher-page";
import { findSiteById } from "@/server/sites/find-site";
import { call } from "../helpers/http";
import { rasterisePdf, readQrCodes } from "../helpers/read-codes";
import { callRaw, createVouchersWorld, saveAs, vouchersBody, type VouchersWorld } from "./vouchers-world";

/*
 * The vouchers' QR codes (issue 24, decision 0058), read as a phone camera or a supplier's scanner
 * would: the voucher PDF rasterised by poppler, each QR decoded by zbarimg, then followed: the public
 * page's status, redeeming once, a second scan saying when and by whom, cancelled with the itinerary.
 */

let w: VouchersWorld;
let kartId: number;
let links: string[];
const originalCookieSecure = process.env.COOKIE_SECURE;

beforeAll(async () => {
  w = await createVouchersWorld();
  kartId = (await saveAs(w, vouchersBody(w, { isVouchered: true }))).body.data.id;
  // Production links are https on the site's own domain (COOKIE_SECURE=false is the local http mode).
  process.env.COOKIE_SECURE = "true";
  const pdf = await callRaw(getVoucherPdf, "/api/kart/getVoucherPdf", { host: w.site.domain, token: w.staffToken, query: { id: String(kartId) } });
  if (originalCookieSecure === undefined) delete process.env.COOKIE_SECURE;
  else process.env.COOKIE_SECURE = originalCookieSecure;
  expect(pdf.status).toBe(200);
  links = rasterisePdf(pdf.bytes, 200).flatMap(readQrCodes);
}, 120_000);
afterAll(() => closeDb());

const tokenOf = (link: string) => new URL(link).pathname.slice("/v/".length);
const site = async () => (await findSiteById(w.site.id))!;
const redeemAs = (token: string, who: "staff" | "agent" | "anonymous" | "otherStaff") =>
  call(redeemVoucher, "/api/dmc/redeemVoucher", {
    host: who === "otherStaff" ? w.other.domain : w.site.domain,
    token: who === "staff" ? w.staffToken : who === "agent" ? w.agentToken : who === "otherStaff" ? w.otherStaffToken : undefined,
    body: { token },
  });

describe("the voucher QR codes", () => {
  it("each page's QR code is a link to the voucher's page on the site's domain, with an unguessable token stored only hashed", async () => {
    // Hotel, two activities, three transfer legs: six vouchers, six different links.
    expect(links).toHaveLength(6);
    expect(new Set(links).size).toBe(6);
    for (const link of links) expect(link).toMatch(new RegExp(`^https://${w.site.domain.replace(/\./g, "\\.")}/v/[A-Za-z0-9_-]{43}$`));
    const rows = await systemDb.select().from(dmcVoucherTokens).where(eq(dmcVoucherTokens.kartId, kartId));
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(links.map((l) => hashUserToken(tokenOf(l))).sort());
    expect(JSON.stringify(rows)).not.toContain(tokenOf(links[0]));
  });

  it("the page says valid, for which service, date and party; another site's domain or a wrong token finds nothing", async () => {
    const page = await getVoucherPage(await site(), null, tokenOf(links[0]));
    expect(page).toMatchObject({ companyName: w.site.companyName, canRedeemAsStaff: false });
    expect(page!.voucher).toMatchObject({ status: "valid", kind: "Hotel", title: "Marina Bay Hotel, Deluxe, 3 night(s)", date: "2026-12-10", confirmationNumber: "MBH-7781", adults: 2, children: 1, infants: 0, leadPassenger: "Mr Ravi Kumar", redeemedAt: null });
    expect(await getVoucherPage((await findSiteById(w.other.id))!, null, tokenOf(links[0]))).toBeNull();
    expect(await getVoucherPage(await site(), null, `${tokenOf(links[0]).slice(0, -2)}xx`)).toBeNull();
    const staff = await verifySessionToken(w.staffToken);
    expect((await getVoucherPage(await site(), staff, tokenOf(links[0])))!.canRedeemAsStaff).toBe(true);
    const agent = await verifySessionToken(w.agentToken);
    expect((await getVoucherPage(await site(), agent, tokenOf(links[0])))!.canRedeemAsStaff).toBe(false);
  });

  it("staff redeem it once; a second scan says when and by whom; anonymous, customers and another site cannot", async () => {
    const token = tokenOf(links[0]);
    expect((await redeemAs(token, "anonymous")).status).toBe(401);
    expect((await redeemAs(token, "agent")).status).toBe(403);
    const theirs = await redeemAs(token, "otherStaff");
    expect([theirs.status, theirs.body.errorMessage]).toEqual([404, "Voucher not found"]);
    expect((await getVoucherPage(await site(), null, token))!.voucher.status).toBe("valid");

    const first = await redeemAs(token, "staff");
    expect(first.status).toBe(200);
    expect(first.body.data.message).toBe("Voucher redeemed");
    expect(first.body.data.voucher).toMatchObject({ status: "redeemed", redeemedBy: `${w.staff.firstName} ${w.staff.lastName}`.trim() });

    const second = await redeemAs(token, "staff");
    expect(second.status).toBe(409);
    expect(second.body.errorMessage).toMatch(new RegExp(`^This voucher was already redeemed on \\d{2} \\w{3} \\d{4}, \\d{2}:\\d{2} [AP]M by ${w.staff.firstName}`));
    expect(second.body.data).toEqual({ redeemedAt: first.body.data.voucher.redeemedAt, redeemedBy: first.body.data.voucher.redeemedBy });
    const page = await getVoucherPage(await site(), null, token);
    expect(page!.voucher).toMatchObject({ status: "redeemed", redeemedAt: first.body.data.voucher.redeemedAt, redeemedBy: first.body.data.voucher.redeemedBy });
  });

  it("the itinerary's driver redeems with the driver link; a driver with no transfer of it cannot; a wrong link is 401", async () => {
    const token = tokenOf(links[1]);
    const asDriver = (driverAccessToken: string) => call(redeemByDriver, "/api/dmcDriver/redeemVoucher", { host: w.site.domain, body: { token, driverAccessToken } });
    expect((await asDriver("not-a-driver-link")).status).toBe(401);
    const refused = await asDriver(w.driverToken);
    expect([refused.status, refused.body.errorMessage]).toEqual([403, "Only a driver of this itinerary's transfers can redeem its vouchers"]);
    await systemDb.update(dmcTransfers).set({ driverId: w.driver.id }).where(eq(dmcTransfers.kartId, kartId));
    const ok = await asDriver(w.driverToken);
    expect(ok.status).toBe(200);
    expect(ok.body.data.voucher.redeemedBy).toBe("Imran Qureshi (driver)");
    const again = await redeemAs(token, "staff");
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toContain("by Imran Qureshi (driver)");
  });

  it("cancelling the itinerary cancels its vouchers' links: the page says cancelled and redeeming is refused", async () => {
    const token = tokenOf(links[2]);
    const cancelled = await saveAs(w, vouchersBody(w, { id: kartId, isVouchered: true, isCancelled: true }));
    expect(cancelled.status).toBe(200);
    expect((await getVoucherPage(await site(), null, token))!.voucher.status).toBe("cancelled");
    const refused = await redeemAs(token, "staff");
    expect([refused.status, refused.body.errorMessage]).toEqual([409, "This voucher has been cancelled: it cannot be redeemed"]);
    // A voucher used before the cancellation still says when and by whom.
    expect((await getVoucherPage(await site(), null, tokenOf(links[0])))!.voucher.status).toBe("redeemed");
    const revoked = await systemDb.select({ revokedAt: dmcVoucherTokens.revokedAt }).from(dmcVoucherTokens).where(eq(dmcVoucherTokens.kartId, kartId));
    expect(revoked.every((r) => r.revokedAt !== null)).toBe(true);
  });
});
