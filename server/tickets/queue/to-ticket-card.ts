import "server-only";
import { TicketStatus } from "@/lib/constants";
import type { TTicketCard } from "@/lib/contracts/tickets";
import { toETicketSlug } from "@/lib/eticket-slug";
import { toMajorUnits } from "@/lib/money";
import { allSectorsOf, isPassengerRefunded, refundedAmountOf, refundedSectorsOf, type RefundableTicket } from "@/server/tickets/change-requests/ticket-refunds";
import type { CreatorView } from "./ticket-query";

export type TicketRow = {
  id: number;
  createdAt: Date;
  travelDate: string;
  amount: number;
  currency: string;
  pnr: string | null;
  airlineCode: string;
  airlineName: string | null;
  isDomestic: boolean;
  status: string;
  statusId: number;
  changeRequestStatusText: string | null;
  userId: number;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string | null;
  segments: unknown;
  passengers: unknown;
};
type Segment = { originAirportCode: string; destinationAirportCode: string };
type Passenger = { firstName: string; lastName: string; title: string; paxType: number; ticket?: RefundableTicket | null };

/** The spec's status words: statusId 3 Ticketed, 4 Cancelled, any other value Change request. */
export const statusLabel = (statusId: number) => (statusId === TicketStatus.Ticketed ? "Ticketed" : statusId === TicketStatus.Cancelled ? "Cancelled" : "Change request");

export function toTicketCard(row: TicketRow, creatorView: CreatorView): TTicketCard {
  const legs = (row.segments ?? []) as Segment[][];
  const passengers = (row.passengers ?? []) as Passenger[];
  const allSectors = allSectorsOf(row.segments);
  return {
    bookingId: row.id,
    bookingDate: row.createdAt.toISOString(),
    travelDate: row.travelDate,
    price: toMajorUnits(row.amount),
    refundedAmount: toMajorUnits(refundedAmountOf(passengers)),
    currency: row.currency,
    pnr: row.pnr,
    airlineCode: row.airlineCode,
    airlineName: row.airlineName ?? row.airlineCode,
    sectors: legs.flatMap((leg) => leg.map((s) => `${s.originAirportCode}-${s.destinationAirportCode}`)),
    isDomestic: row.isDomestic,
    status: row.status === "held" ? "Held" : statusLabel(row.statusId),
    statusId: row.statusId,
    changeRequestStatusText: row.changeRequestStatusText,
    creator: creatorView === "none" ? null : { id: row.userId, name: [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(" "), email: creatorView === "full" ? row.creatorEmail : null },
    passengers: passengers.map((p, i) => ({
      paxIndex: i,
      name: `${p.title} ${p.firstName} ${p.lastName}`,
      paxType: p.paxType,
      ticketId: p.ticket?.ticketId ?? null,
      ticketNumber: p.ticket?.ticketNumber ?? null,
      refundedSectors: allSectors.filter((s) => refundedSectorsOf(p).has(s)),
      isRefunded: isPassengerRefunded(p, allSectors),
    })),
    eTicketSlug: row.pnr ? toETicketSlug(row.id, row.pnr) : null,
  };
}
