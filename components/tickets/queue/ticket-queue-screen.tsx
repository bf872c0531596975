"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { bookingRoutes } from "@/components/flight-booking/booking-routes";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { ChangeRequestDialog } from "@/components/tickets/change-request-dialog";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import type { TTicketCard } from "@/lib/contracts/tickets";
import { BookingCard } from "./booking-card";
import { QueueBulkBar } from "./queue-bulk-bar";
import { queueColumns } from "./queue-columns";
import { draftFromParams, toQueueSearch } from "./queue-url-state";
import { EMPTY_FILTERS, TicketFilterPanel, toFilters, type FilterDraft } from "./ticket-filter-panel";
import { downloadTicketExcel, useRefreshStatus, useTicketDetail, useTicketQueue } from "./use-ticket-queue";

/** canPickCreator: staff who see every customer's bookings (tickets.queue.viewAllCustomers) filter by creator. */
type Props = { queue: "tickets" | "changeRequests" | "booked"; isStaff: boolean; canDownloadExcel: boolean; canPickCreator: boolean; canEmailETickets?: boolean };

const TITLES = { tickets: "Air Ticket Queue", changeRequests: "Change Requests", booked: "Booked Queue" } as const;

function ChangeRequestLauncher({ bookingId, onClose }: { bookingId: number; onClose: () => void }) {
  const detail = useTicketDetail(bookingId);
  if (!detail.data) return <LoadingOverlay show label="Loading the booking..." />;
  return <ChangeRequestDialog booking={detail.data} open onOpenChange={(open) => !open && onClose()} onSubmitted={onClose} />;
}

/**
 * The air ticket queue, the change-request queue and the booked queue (spec 000 section 2; issue 16):
 * a dense table, one row per booking, the booking card opening under its row (a lone match opens by
 * itself); the Filters panel and page live in the address; bulk actions on the ticked rows.
 */
export function TicketQueueScreen({ queue, isStaff, canDownloadExcel, canPickCreator, canEmailETickets = false }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const toast = useToast();
  const timeZone = useSiteTimeZone();
  const fromUrl = useMemo(() => draftFromParams(params), [params]);
  const draft = fromUrl.draft;
  const page = fromUrl.page;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [toggled, setToggled] = useState<Set<number>>(new Set());
  const [changeRequestFor, setChangeRequestFor] = useState<number | null>(null);
  const [customer, setCustomer] = useState<TTicketCard["creator"]>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  // Below 1024 px the Filters panel folds away unless filters are applied; the button flips it.
  const [filterToggle, setFilterToggle] = useState<boolean | null>(null);
  const isFilterOpen = filterToggle ?? toQueueSearch(draft, 1) !== "";
  const filters = useMemo(() => ({ ...toFilters(draft), page, ...(queue === "booked" ? {} : { queue }) }), [draft, page, queue]);
  const list = useTicketQueue(queue === "booked" ? "/api/getBookedFlights" : "/api/getTickets", filters);
  const refresh = useRefreshStatus();
  const errors = list.error instanceof ApiError ? (list.error.shortError ?? {}) : {};
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const keep = useMemo(() => {
    const bookingId = params?.get("bookingId");
    return bookingId ? { bookingId } : undefined;
  }, [params]);
  const go = (next: FilterDraft, nextPage: number) => router.replace(`${pathname}${toQueueSearch(next, nextPage, keep)}`, { scroll: false });

  // A lone match (a PNR search) opens by itself; a click flips any row.
  const isExpanded = (card: TTicketCard) => toggled.has(card.bookingId) !== (records.length === 1);
  const onCard = (card: TTicketCard) => (
    <BookingCard
      card={card}
      isSelected={selected.has(card.bookingId)}
      onSelect={(on) => setSelected((prev) => new Set(on ? [...prev, card.bookingId] : [...prev].filter((id) => id !== card.bookingId)))}
      // A held booking has no ticket yet: its booking review shows it (ticket detail answers ticketed bookings only).
      onFlightInformation={() => router.push(queue === "booked" ? bookingRoutes.bookingReview(card.bookingId) : `/app/flight/ticketDetail/${card.bookingId}`)}
      onChangeRequest={() => setChangeRequestFor(card.bookingId)}
      onRefreshStatus={() =>
        refresh.mutate(card.bookingId, {
          onSuccess: (answer) => toast.success(answer.supplierChangeReqStatus?.statusText ?? "Status refreshed"),
          onError: (error) => toast.error(error.message),
        })
      }
      isRefreshing={refresh.isPending && refresh.variables === card.bookingId}
      onCustomerDetails={isStaff ? () => setCustomer(card.creator) : undefined}
    />
  );
  const isAllSelected = records.length > 0 && records.every((r) => selected.has(r.bookingId));
  const columns = queueColumns({
    timeZone,
    selected,
    onSelect: (card, on) => setSelected((prev) => new Set(on ? [...prev, card.bookingId] : [...prev].filter((id) => id !== card.bookingId))),
    isAllSelected,
    onSelectAll: (on) => setSelected((prev) => new Set(on ? [...prev, ...records.map((r) => r.bookingId)] : [...prev].filter((id) => !records.some((r) => r.bookingId === id)))),
    isExpanded,
    onToggle: (card) => setToggled((prev) => new Set(prev.has(card.bookingId) ? [...prev].filter((id) => id !== card.bookingId) : [...prev, card.bookingId])),
    onCustomer: isStaff ? (card) => setCustomer(card.creator) : undefined,
    customerHeader: isStaff ? "Customer" : records.some((r) => r.creator) ? "Created by" : null,
  });

  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{TITLES[queue]}</h1>
        {isStaff && canDownloadExcel ? (
          <Button
            variant="secondary"
            disabled={isDownloading}
            onClick={async () => {
              setIsDownloading(true);
              try {
                await downloadTicketExcel({ ...toFilters(draft), ...(queue === "booked" ? {} : { queue }) });
              } catch (error) {
                toast.error(error instanceof Error ? error.message : "Could not download the Excel file");
              } finally {
                setIsDownloading(false);
              }
            }}
          >
            Download Excel
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside>
          <button type="button" aria-expanded={isFilterOpen} onClick={() => setFilterToggle(!isFilterOpen)} className="mb-2 w-full rounded border border-slate-300 bg-white px-3 py-1.5 text-left text-sm font-medium lg:hidden">
            {isFilterOpen ? "Hide filters" : "Show filters"}
          </button>
          <div className={isFilterOpen ? undefined : "max-lg:hidden"}>
          <TicketFilterPanel
            key={params?.toString() ?? ""}
            initial={draft}
            errors={errors}
            canPickCreator={canPickCreator}
            onApply={(next) => go(next, 1)}
            onClear={() => go(EMPTY_FILTERS, 1)}
          />
          </div>
        </aside>
        <div className="min-w-0 space-y-2">
          <LoadingOverlay show={list.isFetching && !list.data} label="Loading tickets..." />
          {list.data && records.length === 0 ? (
            <div className="rounded border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="text-slate-600">No tickets yet...</p>
              <Link href="/app/flight/search" className="mt-2 inline-block text-[var(--brand-color)] underline">
                Book a Flight
              </Link>
            </div>
          ) : null}
          {selected.size > 0 ? <QueueBulkBar selected={[...selected]} canEmail={canEmailETickets && queue !== "booked"} onClear={() => setSelected(new Set())} /> : null}
          {list.data && records.length > 0 ? (
            <DataTable
              tableId={`ticket-queue-${queue}`}
              label={TITLES[queue]}
              columns={columns}
              rows={records}
              getRowId={(card) => card.bookingId}
              page={page}
              totalPages={list.data.totalPages}
              totalRecords={list.data.totalRecords}
              onPageChange={(next) => go(draft, next)}
              isLoading={list.isFetching}
              emptyMessage="No tickets yet..."
              isRowExpanded={isExpanded}
              // The card stays within the visible width while the row scrolls sideways.
              renderExpanded={(card) => <div className="sticky left-2 w-[min(100%,calc(100vw-2.5rem))] lg:w-[min(100%,calc(100vw-26rem),54rem)]">{onCard(card)}</div>}
              rowClassName={(card) => (selected.has(card.bookingId) ? "!bg-brand/10" : undefined)}
              toolbar={list.data.isTotalCapped ? <span className="text-sm text-slate-600">More than {list.data.totalRecords.toLocaleString("en-IN")} bookings: narrow the filters.</span> : undefined}
            />
          ) : null}
        </div>
      </div>
      {changeRequestFor !== null ? (
        <ChangeRequestLauncher
          bookingId={changeRequestFor}
          onClose={() => {
            setChangeRequestFor(null);
            void list.refetch();
          }}
        />
      ) : null}
      <Modal open={customer !== null} onOpenChange={(open) => !open && setCustomer(null)} title="Customer details">
        {customer ? (
          <dl className="space-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-slate-500">Name</dt>
              <dd>{customer.name || "-"}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-500">Email</dt>
              <dd>{customer.email ?? "-"}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-500">Customer id</dt>
              <dd>{customer.id}</dd>
            </div>
          </dl>
        ) : null}
      </Modal>
    </section>
  );
}
