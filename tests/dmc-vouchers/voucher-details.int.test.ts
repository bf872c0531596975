import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcHotels } from "@/db/schema/dmc";
import { users } from "@/db/schema/users";
import { GET as getVoucherPdf } from "@/app/api/kart/getVoucherPdf/route";
import { pdfLayoutText } from "../helpers/pdf-text";
import { callRaw, createVouchersWorld, saveAs, vouchersBody, type VouchersWorld } from "./vouchers-world";

/*
 * What the people at the service read on a voucher (issue 25, "Documents"): the hotel's address,
 * check-in and check-out, the pickup time and point, the guest's phone; days in words. Read back
 * with poppler, page by page (pdftotext separates pages by a form feed).
 */

let w: VouchersWorld;
let pages: string[];

beforeAll(async () => {
  w = await createVouchersWorld();
  await systemDb.update(dmcHotels).set({ address: "Al Marsa Street 12, Dubai Marina" }).where(eq(dmcHotels.id, w.hotel.id));
  await systemDb.update(users).set({ phone: "501234567", phoneCountryCode: "+971" }).where(eq(users.id, w.agent.id));
  const id = (await saveAs(w, vouchersBody(w, { isVouchered: true }))).body.data.id;
  const res = await callRaw(getVoucherPdf, "/api/kart/getVoucherPdf", { host: w.site.domain, token: w.staffToken, query: { id: String(id) } });
  expect(res.status).toBe(200);
  // One line per fact as laid out ("Check-in    Thu, 10 Dec 2026"), runs of spaces as one.
  pages = pdfLayoutText(res.bytes)
    .split("\f")
    .map((p) => p.replace(/[ \t]+/g, " "));
});
afterAll(() => closeDb());

const pageOf = (kind: string, title: string) => {
  const page = pages.find((p) => p.includes(`${kind} VOUCHER`) && p.includes(title));
  expect(page).toBeDefined();
  return page!;
};

describe("the voucher PDF's facts", () => {
  it("hotel: its address, check-in and check-out in words, the guest's phone", () => {
    const hotel = pageOf("HOTEL", "Marina Bay Hotel, Deluxe, 3 night(s)");
    for (const s of ["Hotel address Al Marsa Street 12, Dubai Marina", "Check-in Thu, 10 Dec 2026", "Check-out Sun, 13 Dec 2026", "Guest phone +971 501234567", "Lead passenger Mr Ravi Kumar"]) expect(hotel).toContain(s);
  });

  it("activity: its day and time, the pickup time and point", () => {
    const activity = pageOf("ACTIVITY", "Burj Khalifa At the Top");
    for (const s of ["Date Fri, 11 Dec 2026, 10:00", "Pickup time 09:00", "Pickup point Marina Bay Hotel", "Guest phone +971 501234567"]) expect(activity).toContain(s);
  });

  it("transfer: the day, pickup time and point, drop point", () => {
    const arrival = pageOf("TRANSFER", "pickup DXB Terminal 3");
    for (const s of ["Date Thu, 10 Dec 2026", "Pickup time 06:00", "Pickup point DXB Terminal 3", "Drop point Marina Bay Hotel", "Guest phone +971 501234567"]) expect(arrival).toContain(s);
  });

  it("no ISO dates anywhere", () => {
    expect(pages.join("\n")).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
