"use client";

import { useQuery } from "@tanstack/react-query";
import { useBookFlight } from "@/components/flight-booking/use-book-flight";
import { FareRulesList } from "@/components/flight/fare-rules-list";
import { FlightSegment } from "@/components/flight/flight-segment";
import { SaleSummary } from "@/components/flight/sale-summary";
import { Button } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Modal } from "@/components/ui/modal";
import { api } from "@/lib/api-client";
import type { TFlightResult } from "@/lib/contracts/flights";
import { addMajor, formatMoney } from "@/lib/money";

type Rule = { airline: string; origin: string; destination: string; fareBasisCode: string; fareRuleDetail: string };
const PAX_LABEL: Record<number, string> = { 1: "Adult", 2: "Child", 3: "Infant" };

function FareRules({ searchId, resultIndex }: { searchId: string; resultIndex: string }) {
  const { data, isLoading, error } = useQuery({
    queryKey: ["fare-rules", searchId, resultIndex],
    queryFn: async () => (await api.flight.post<{ data: { result: Rule[] } }>("/api/getFareRules", { searchId, resultIndex })).data.result,
  });
  if (isLoading) return <p className="text-sm text-slate-500">Loading fare rules...</p>;
  if (error) return <p className="text-sm text-red-600">{error instanceof Error ? error.message : "Some error occurred"}</p>;
  return <FareRulesList rules={data ?? []} />;
}

/** A selected fare: its flights, the price per passenger type, the supplier's fare rules and Book. */
export function FareDetailsDialog({ searchId, results, userType, legLabels, onClose }: { searchId: string; results: TFlightResult[]; userType: string; legLabels?: string[]; onClose: () => void }) {
  const total = addMajor(...results.map((r) => r.publishedPrice));
  const book = useBookFlight();
  const [outbound, inbound] = results;
  const onBook = () => outbound && book.mutate({ searchId, resultIndex: outbound.resultIndex, ...(inbound ? { returnResultIndex: inbound.resultIndex } : {}) });
  return (
    <Modal
      open={results.length > 0}
      onOpenChange={(open) => !open && onClose()}
      title="Fare details"
      okLabel="Close"
      actions={
        <Button onClick={onBook} loading={book.isPending || book.isSuccess}>
          Book
        </Button>
      }
    >
      <LoadingOverlay show={book.isPending || book.isSuccess} label="Holding your fare..." />
      <div className="max-h-[70vh] space-y-4 overflow-auto">
        {results.map((r) => (
          <section key={r.resultIndex} className="space-y-2">
            {r.segments.map((leg, i) => (
              <FlightSegment key={i} segments={leg} label={r.segments.length > 1 ? (legLabels?.[i] ?? (i === 0 ? "Outbound" : i === 1 ? "Return" : `Leg ${i + 1}`)) : undefined} />
            ))}
            <table className="w-full text-sm">
              <caption className="text-left font-medium">Fare breakdown</caption>
              <tbody>
                {r.fareBreakdown.map((b) => (
                  <tr key={b.paxType}>
                    <td>
                      {PAX_LABEL[b.paxType]} x {b.passengerCount}
                    </td>
                    <td className="text-right">
                      Base {formatMoney(b.baseFare)} + Taxes {formatMoney(b.tax + b.offeredOtherCharges)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <SaleSummary fare={r.fare} userType={userType} />
            <FareRules searchId={searchId} resultIndex={r.resultIndex} />
          </section>
        ))}
        <p className="text-right text-lg font-semibold" data-testid="fare-total">
          Total {formatMoney(total)}
        </p>
      </div>
    </Modal>
  );
}
