"use client";

import { useRouter } from "next/navigation";
import { FareRulesList } from "@/components/flight/fare-rules-list";
import { FlightSegment } from "@/components/flight/flight-segment";
import { SaleSummary } from "@/components/flight/sale-summary";
import { Button } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { useTicketDetail } from "./use-ticket-queue";

const PAX = { 1: "Adult", 2: "Child", 3: "Infant" } as Record<number, string>;

/** Ticket detail (spec 000 section 2): flight info, fare rules (400 px), passenger details, Back, and the sale's Summary. */
export function TicketDetailScreen({ bookingId, userType }: { bookingId: number; userType: string }) {
  const router = useRouter();
  const detail = useTicketDetail(bookingId);
  const b = detail.data;
  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">Ticket detail{b?.pnr ? `: PNR ${b.pnr}` : ""}</h1>
        <Button variant="secondary" onClick={() => router.back()}>
          Back
        </Button>
      </div>
      <LoadingOverlay show={detail.isLoading} label="Loading the ticket..." />
      {detail.error ? <p className="text-red-600">{detail.error.message}</p> : null}
      {b ? (
        <div className="grid gap-4 md:grid-cols-[1fr_18rem]">
          <div className="space-y-4">
            <section aria-label="Flight information" className="space-y-2">
              <h2 className="font-semibold">Flight information</h2>
              {b.segments.map((leg, i) => (
                <FlightSegment key={i} segments={leg} />
              ))}
            </section>
            <section aria-label="Passenger details">
              <h2 className="mb-2 font-semibold">Passenger details</h2>
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-slate-500">
                    <th className="font-normal">Passenger</th>
                    <th className="font-normal">Type</th>
                    <th className="font-normal">Ticket number</th>
                  </tr>
                </thead>
                <tbody>
                  {b.passenger.map((p, i) => (
                    <tr key={i}>
                      <td>
                        {p.title} {p.firstName} {p.lastName}
                      </td>
                      <td>{PAX[p.paxType]}</td>
                      <td>{p.ticket?.ticketNumber ?? "-"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-label="Fare rules">
              <h2 className="mb-2 font-semibold">Fare rules</h2>
              <FareRulesList rules={b.fareRules} emptyText="No fare rules were returned for this fare." />
            </section>
          </div>
          <aside>
            <SaleSummary fare={b.fare} userType={userType} />
          </aside>
        </div>
      ) : null}
    </section>
  );
}
