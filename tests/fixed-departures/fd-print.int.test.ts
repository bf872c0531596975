import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { fixedDepartureBookings } from "@/db/schema/fixed-departures";
import { parseFdSlug, toFdSlug } from "@/lib/fd-slug";
import { getFdPrint } from "@/server/fixed-departures/get-fd-print";
import { bookAs, createFdWorld, fundUser } from "./fd-world";

afterAll(() => closeDb());

describe("the fixed-departure print slug", () => {
  it("opens the booking only with its id AND its random reference, in its own site, once it holds seats", async () => {
    const w = await createFdWorld();
    const other = await createFdWorld();
    await fundUser(w.agent.id, 5_000_000);
    const booking = (await bookAs(w, w.agentToken)).body.data.booking;
    expect(parseFdSlug(booking.fdSlug)).toEqual({ bookingId: booking.id, reference: booking.reference });
    const found = await getFdPrint(w.site.id, booking.fdSlug);
    expect(found?.booking).toMatchObject({ id: booking.id, reference: booking.reference, pnr: "EKGRP1" });
    expect(await getFdPrint(other.site.id, booking.fdSlug)).toBeNull();
    expect(await getFdPrint(w.site.id, toFdSlug(booking.id, "FDAAAAAAAAAA"))).toBeNull();
    expect(await getFdPrint(w.site.id, toFdSlug(booking.id + 1, booking.reference))).toBeNull();
    expect(await getFdPrint(w.site.id, "not-base64!")).toBeNull();
    expect(await getFdPrint(w.site.id, Buffer.from(`${booking.id}`).toString("base64"))).toBeNull();
    await systemDb.update(fixedDepartureBookings).set({ status: "pending" }).where(eq(fixedDepartureBookings.id, booking.id));
    expect(await getFdPrint(w.site.id, booking.fdSlug)).toBeNull();
  });
});
