import { ETICKET_STATUSES } from "@/lib/contracts/eticket";

/** A booking has an e-ticket once ticketed (or changed or cancelled after ticketing) with a PNR. */
export const hasETicket = (booking: { status: string; pnr: string | null }) => (ETICKET_STATUSES as readonly string[]).includes(booking.status) && Boolean(booking.pnr);
