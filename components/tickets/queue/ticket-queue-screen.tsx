"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { bookingRoutes } from "@/components/flight-booking/booking-routes";
import { ChangeRequestDialog } from "@/components/tickets/change-request-dialog";
import { Button } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Modal } from "@/components/ui/modal";
import { Pagination } from "@/components/ui/pagination";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import type { TTicketCard } from "@/lib/contracts/tickets";
import { BookingCard } from "./booking-card";
import { EMPTY_FILTERS, TicketFilterPanel, toFilters, type FilterDraft } from "./ticket-filter-panel";
import { downloadTicketExcel, useRefreshStatus, useTicketDetail, useTicketQueue } from "./use-ticket-queue";

/** canPickCreator: staff who see every customer's bookings (tickets.queue.viewAllCustomers) filter by creator. */
type Props = { queue: "tickets" | "changeRequests" | "booked"; isStaff: boolean; canDownloadExcel: boolean; canPickCreator: boolean };

const TITLES = { tickets: "Air Ticket Queue", changeRequests: "Change Requests", booked: "Booked Queue" } as const;

function ChangeRequestLauncher({ bookingId, onClose }: { bookingId: number; onClose: () => void }) {
  const detail = useTicketDetail(bookingId);
  if (!detail.data) return <LoadingOverlay show label="Loading the booking..." />;
  return <ChangeRequestDialog booking={detail.data} open onOpenChange={(open) => !open && onClose()} onSubmitted={onClose} />;
}

/** The air ticket queue and the change-request queue (spec 000 section 2), filtered and paged on the server. */
export function TicketQueueScreen({ queue, isStaff, canDownloadExcel, canPickCreator }: Props) {
  const router = useRouter();
  const toast = useToast();
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [changeRequestFor, setChangeRequestFor] = useState<number | null>(null);
  const [customer, setCustomer] = useState<TTicketCard["creator"]>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const filters = useMemo(() => ({ ...toFilters(draft), page, ...(queue === "booked" ? {} : { queue }) }), [draft, page, queue]);
  const list = useTicketQueue(queue === "booked" ? "/api/getBookedFlights" : "/api/getTickets", filters);
  const refresh = useRefreshStatus();
  const errors = list.error instanceof ApiError ? (list.error.shortError ?? {}) : {};
  const records = list.data?.records ?? [];

  return (
    <section className="space-y-4">
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
      <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
        <aside>
          <TicketFilterPanel
            initial={draft}
            errors={errors}
            canPickCreator={canPickCreator}
            onApply={(next) => {
              setDraft(next);
              setPage(1);
            }}
            onClear={() => {
              setDraft(EMPTY_FILTERS);
              setPage(1);
            }}
          />
        </aside>
        <div className="space-y-3">
          <LoadingOverlay show={list.isFetching && !list.data} label="Loading tickets..." />
          {list.data && records.length === 0 ? (
            <div className="rounded border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="text-slate-600">No tickets yet...</p>
              <Link href="/app/flight/search" className="mt-2 inline-block text-[var(--brand-color)] underline">
                Book a Flight
              </Link>
            </div>
          ) : null}
          {list.data && records.length > 0 ? (
            <p className="text-sm text-slate-600">
              {list.data.totalRecords.toLocaleString("en-IN")}
              {list.data.isTotalCapped ? "+" : ""} {list.data.totalRecords === 1 ? "booking" : "bookings"}{selected.size > 0 ? `, ${selected.size} selected` : ""}
            </p>
          ) : null}
          {records.map((card) => (
            <BookingCard
              key={card.bookingId}
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
          ))}
          {list.data ? <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} /> : null}
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
