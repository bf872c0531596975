/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { queueColumns } from "@/components/tickets/queue/queue-columns";
import { draftFromParams, toQueueSearch } from "@/components/tickets/queue/queue-url-state";
import { EMPTY_FILTERS } from "@/components/tickets/queue/ticket-filter-panel";
import { DataTable } from "@/components/ui/data-table";
import type { TTicketCard } from "@/lib/contracts/tickets";

const card = (bookingId: number, pnr: string, over: Partial<TTicketCard> = {}): TTicketCard => ({
  bookingId, bookingDate: "2026-11-23T08:30:00.000Z", travelDate: "2026-12-05", price: 5000, refundedAmount: 0, currency: "INR", pnr, airlineCode: "6E", airlineName: "IndiGo",
  sectors: ["BOM-DEL"], isDomestic: true, status: "Ticketed", statusId: 3, changeRequestStatusText: null, creator: { id: 3, name: "Asha Agent", email: "asha@x.test" },
  passengers: [{ paxIndex: 0, name: "Mr Ravi Kumar", paxType: 1, ticketId: "T", ticketNumber: "1", refundedSectors: [], isRefunded: false }, { paxIndex: 1, name: "Mrs Meera Kumar", paxType: 1, ticketId: "T", ticketNumber: "2", refundedSectors: [], isRefunded: false }],
  eTicketSlug: `slug-${bookingId}`, ...over,
});

function Queue({ rows, onSelected }: { rows: TTicketCard[]; onSelected: (ids: number[]) => void }) {
  const [selected, setSelected] = useState(new Set<number>());
  const [open, setOpen] = useState(new Set<number>());
  const update = (next: Set<number>) => {
    setSelected(next);
    onSelected([...next]);
  };
  const columns = queueColumns({
    timeZone: "Asia/Kolkata", selected, isAllSelected: rows.every((r) => selected.has(r.bookingId)),
    onSelect: (c, on) => update(new Set(on ? [...selected, c.bookingId] : [...selected].filter((id) => id !== c.bookingId))),
    onSelectAll: (on) => update(new Set(on ? rows.map((r) => r.bookingId) : [])),
    isExpanded: (c) => open.has(c.bookingId), onToggle: (c) => setOpen(new Set(open.has(c.bookingId) ? [] : [c.bookingId])),
    onCustomer: () => undefined, customerHeader: "Customer",
  });
  return <DataTable tableId="t" label="Air Ticket Queue" columns={columns} rows={rows} getRowId={(r) => r.bookingId} page={1} totalPages={1} onPageChange={() => undefined} emptyMessage="No tickets yet..." isRowExpanded={(c) => open.has(c.bookingId)} renderExpanded={(c) => <article aria-label={`Booking ${c.pnr}`}>details</article>} />;
}

describe("the dense ticket queue", () => {
  it("shows one row per booking with the customer column, ticks rows and opens one booking's details under its row", () => {
    const onSelected = jest.fn();
    render(<Queue rows={[card(1, "AAA111"), card(2, "BBB222", { status: "Cancelled", statusId: 4, eTicketSlug: null })]} onSelected={onSelected} />);
    const table = screen.getByRole("table", { name: "Air Ticket Queue" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByRole("columnheader", { name: "Customer" })).toBeTruthy();
    const first = within(table).getAllByRole("row")[1];
    expect(first.textContent).toContain("AAA111");
    expect(first.textContent).toContain("Mr Ravi Kumar +1");
    expect(first.textContent).toContain("Asha Agent");
    expect(first.textContent).toContain("₹5,000.00");
    expect(within(table).getByRole("link", { name: "E-Ticket AAA111" }).getAttribute("href")).toBe("/app/flight/eTicket/slug-1");
    expect(within(table).queryByRole("link", { name: "E-Ticket BBB222" })).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: "Select ticket BBB222" }));
    expect(onSelected).toHaveBeenLastCalledWith([2]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select every booking on this page" }));
    expect(onSelected).toHaveBeenLastCalledWith([1, 2]);

    expect(screen.queryByRole("article")).toBeNull();
    const toggle = screen.getByRole("button", { name: "Details of AAA111" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(screen.getByRole("article", { name: "Booking AAA111" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Details of AAA111" }).getAttribute("aria-expanded")).toBe("true");
  });
});

describe("the queue's filters in the address", () => {
  it("round-trips the filters and page, leaving defaults out", () => {
    const draft = { ...EMPTY_FILTERS, sortBy: "TA" as const, isInternational: true, pnrOrTicketNumber: "ABC123", userId: "12", userLabel: "Asha Agent" };
    const search = toQueueSearch(draft, 3, { bookingId: "9" });
    expect(search).toBe("?bookingId=9&sortBy=TA&isInternational=1&pnrOrTicketNumber=ABC123&userId=12&userLabel=Asha+Agent&page=3");
    expect(draftFromParams(new URLSearchParams(search))).toEqual({ draft, page: 3 });
    expect(toQueueSearch(EMPTY_FILTERS, 1)).toBe("");
    expect(draftFromParams(new URLSearchParams("sortBy=XX&userId=abc&page=-2"))).toEqual({ draft: EMPTY_FILTERS, page: 1 });
  });
});
