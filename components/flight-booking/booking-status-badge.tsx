import clsx from "clsx";
import { TicketStatus } from "@/lib/constants";
import { PARTIALLY_REFUNDED_STATUS_ID } from "@/lib/contracts/tickets";

const TONES: Record<string, string> = {
  ticketed: "bg-green-50 text-green-800 ring-green-200",
  held: "bg-sky-50 text-sky-800 ring-sky-200",
  needsAttention: "bg-amber-50 text-amber-900 ring-amber-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
};

const LABELS: Record<string, string> = {
  draft: "Awaiting payment",
  booking: "Booking in progress",
  held: "Held",
  ticketed: "Ticketed",
  needsAttention: "Needs attention",
  failed: "Failed",
  released: "Released",
  cancelled: "Cancelled",
};

/** Status label: statusId 3 Ticketed, 4 Cancelled (spec 000 section 4), else the booking's own status. */
export function bookingStatusLabel(status: string, statusId: number): string {
  if (statusId === TicketStatus.Ticketed) return "Ticketed";
  if (statusId === TicketStatus.Cancelled) return "Cancelled";
  // Some tickets refunded, others still to fly: the spec's word for any other statusId (decision 0014).
  if (statusId === PARTIALLY_REFUNDED_STATUS_ID) return "Change request";
  return LABELS[status] ?? status;
}

export function BookingStatusBadge({ status, statusId }: { status: string; statusId: number }) {
  return (
    <span data-testid="booking-status" className={clsx("inline-flex items-center rounded px-2 py-0.5 text-xs font-medium ring-1", TONES[status] ?? "bg-slate-100 text-slate-700 ring-slate-200")}>
      {bookingStatusLabel(status, statusId)}
    </span>
  );
}
