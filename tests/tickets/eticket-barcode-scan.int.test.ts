import { decode } from "bcbp";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { GET as pdfRoute } from "@/app/api/eTicket/pdf/route";
import type { BookingRow } from "@/server/booking/order-records";
import { buildETicketView } from "@/server/tickets/eticket/build-eticket-view";
import { toBarcodePngDataUrl } from "@/server/tickets/eticket/render-barcode";
import { rasterisePdf, readPdf417 } from "../helpers/read-codes";
import { createETicketWorld, type ETicketWorld } from "./eticket-world";

/*
 * The e-ticket's ticket barcodes as a gate or kiosk reader sees them (issue 24): the PNG the app draws
 * (bwip-js), read back by zxing and parsed by an independent BCBP parser (npm `bcbp`). An e-ticket is
 * a pre-check-in code (IATA Resolution 792): the compartment is the cabin, not the booking class;
 * no seat, no check-in sequence, passenger status 0.
 */

let w: ETicketWorld;
let booking: BookingRow;
beforeAll(async () => {
  w = await createETicketWorld();
  // The second segment is sold in business (booking class D).
  const legs = w.booking.segments as Record<string, unknown>[][];
  const segments = [[legs[0][0], { ...legs[0][1], fareClass: "D" }]];
  [booking] = await systemDb.update(flightBookings).set({ segments }).where(eq(flightBookings.id, w.booking.id)).returning();
});
afterAll(() => closeDb());

const view = () => buildETicketView(booking, { companyName: "Skyline Travels", logoUrl: null, adminContact: null, adminEmail: null }, { paxIndex: null, showPrice: false, canManage: false, drawBarcode: toBarcodePngDataUrl });

describe("the e-ticket's ticket barcodes, scanned", () => {
  it("zxing reads each drawn PDF417 and the bcbp parser finds the passenger, booking and flight, with the cabin as compartment", async () => {
    const v = await view();
    const [asha, meera] = v.passengers;
    const read = async (imageUrl: string) => {
      const [text] = await readPdf417(imageUrl);
      expect(text).toBeDefined();
      return text;
    };
    const first = await read(asha.barcodes[0].imageUrl);
    expect(first).toBe(asha.barcodes[0].content);
    const pass = decode(first, 2026);
    expect(pass.meta).toMatchObject({ formatCode: "M", numberOfLegs: 1, electronicTicketIndicator: "E" });
    expect(pass.data?.passengerName).toBe("RAO/ASHA");
    const [leg] = pass.data!.legs!;
    expect(leg).toMatchObject({ operatingCarrierPNR: "AIRPN1", departureAirport: "BOM", arrivalAirport: "DEL", operatingCarrierDesignator: "6E", flightNumber: "2134", compartmentCode: "Y", passengerStatus: "0" });
    // 2026-12-20 is day 354: the parser turns the Julian day back into the flight's date.
    expect(first.slice(44, 47)).toBe("354");
    expect(leg.flightDate?.toISOString().slice(0, 10)).toBe("2026-12-20");
    // Pre-check-in: no invented seat or check-in sequence (the fare class T and the passenger's position are gone).
    expect(leg.seatNumber).toBeUndefined();
    expect(leg.checkInSequenceNumber).toBeUndefined();

    const second = decode(await read(asha.barcodes[1].imageUrl), 2026).data!.legs![0];
    expect(second).toMatchObject({ operatingCarrierPNR: "AIRPN2", departureAirport: "DEL", arrivalAirport: "BLR", flightNumber: "0518", compartmentCode: "J" });
    const other = decode(await read(meera.barcodes[0].imageUrl), 2026);
    expect(other.data?.passengerName).toBe("RAO/MEERA");
    expect(other.data!.legs![0].checkInSequenceNumber).toBeUndefined();
    expect(asha.barcodes[0].alt).toBe("Ticket barcode for Asha Rao, flight 6E 2134 BOM to DEL");
  });

  it("reads every barcode off the downloaded e-ticket PDF printed at 300 dpi", async () => {
    const res = await pdfRoute(new NextRequest(`http://${w.site.domain}/api/eTicket/pdf?bookingId=${booking.id}`, { headers: { host: w.site.domain, "auth-token": w.agentToken } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    const pages = rasterisePdf(Buffer.from(await res.arrayBuffer()), 300);
    const texts = (await Promise.all(pages.map((p) => readPdf417(p)))).flat();
    const parsed = texts.map((t) => decode(t, 2026)).map((p) => `${p.data?.passengerName} ${p.data?.legs?.[0].departureAirport}-${p.data?.legs?.[0].arrivalAirport} ${p.data?.legs?.[0].compartmentCode}`);
    expect(parsed.sort()).toEqual(["RAO/ASHA BOM-DEL Y", "RAO/ASHA DEL-BLR J", "RAO/MEERA BOM-DEL Y", "RAO/MEERA DEL-BLR J"]);
  }, 120_000);
});
