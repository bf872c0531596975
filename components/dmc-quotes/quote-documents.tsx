"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { api, ApiError } from "@/lib/api-client";
import { formatCalendarDate } from "@/lib/dates";
import { PRICE_BREAKUPS, type TSaveKartInput } from "@/lib/contracts/dmc-quotes";
import { addMajor, formatMoney } from "@/lib/money";
import { QuotePaymentLink } from "./quote-payment-link";
import { type KartData, useKart, useSaveKart } from "./use-karts";

type Envelope<T> = { success: boolean; data: T };
type Mode = (typeof PRICE_BREAKUPS)[number];
const MODE_LABEL: Record<Mode, string> = { full: "Full (every line priced)", partial: "Partial (per section)", none: "None (total only)", noprice: "No price" };

type Line = Record<string, unknown>;
// Absent and null fields are left out: the contract reads absent as null, and its optional strings take no null.
const pick = (o: Line, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => o[k] !== undefined && o[k] !== null).map((k) => [k, o[k]]));
const LINE = ["currency", "price"] as const;
const ACC = [...LINE, "accomodationId", "roomTypeId", "noOfNights", "checkinDate", "numberOfRooms", "singleRoomPrice", "singleRoomCount", "doubleRoomPrice", "doubleRoomCount", "extraAdultPrice", "extraAdultCount", "childWithBedPrice", "childWithBedCount", "childWithoutBedPrice", "childWithoutBedCount", "transferType", "sharingBasis", "transfers", "confirmationNumber"];
const ACT = [...LINE, "activityId", "tourOptionId", "startDate", "time", "transferType", "sharingBasis", "transfers", "confirmationNumber"];
const MISC = [...LINE, "name", "description", "startDate"];
const FLIGHT = [...LINE, "airlineCode", "flightNo", "origin", "destination", "departureDate", "departureTime", "arrivalDate", "arrivalTime", "pnr"];
const PAX = ["title", "firstName", "lastName", "dateOfBirth", "paxType"];
const HEADER = ["id", "customerId", "kartName", "adults", "child", "infant", "arrivalDate", "noOfDays", "noOfNights", "quoteValidyInDays", "paymentDeadline", "currency", "currencySymbol", "serviceCharge", "remittanceCharge", "discount", "collectedPayment", "priceBreakup", "remark", "isAgentBranding", "isVouchered", "isCancelled", "confirmationNumbers"];
const legs = (l: Line) => ({ ...l, transfers: ((l.transfers as Line[]) ?? []).map((t) => pick(t, ["purpose", "date", "time", "pickupLocation", "dropLocation"])) });

/** The saved itinerary (kart/getKartById) as kart/saveKart takes it back: the same itinerary, whole. */
export function toSaveInput(k: KartData): TSaveKartInput {
  const o = k as unknown as Line;
  const list = (key: string, keys: readonly string[], f: (l: Line) => Line = (l) => l) => ((o[key] as Line[]) ?? []).map((l) => pick(f(l), keys));
  return {
    ...pick(o, HEADER),
    accomodations: list("accomodations", ACC, legs),
    activities: list("activities", ACT, legs),
    miscellaneous: list("miscellaneous", MISC),
    flights: list("flights", FLIGHT),
    passengers: list("passengers", PAX),
  } as unknown as TSaveKartInput;
}

const messageOf = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : "Some error occurred");

/** GETs a PDF with the session cookie and hands it to the browser as a download. */
async function downloadPdf(path: string, fallbackName: string) {
  const response = await fetch(path, { credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errorMessage?: string } | null;
    throw new Error(body?.errorMessage ?? "Could not download the PDF");
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function VersionEntry({ id, v }: { id: number; v: KartData["versions"][number] }) {
  const [open, setOpen] = useState(false);
  const old = useQuery({ queryKey: ["karts", id, "version", v.version], enabled: open, queryFn: async () => (await api.get<Envelope<KartData & { sellingPrice?: number }>>("/api/kart/getKartById", { query: { id: String(id), version: String(v.version) } })).data });
  const lines = old.data ? [...(old.data.accomodations as unknown as Line[]).map((l) => l.hotelName), ...(old.data.activities as unknown as Line[]).map((l) => l.tourOptionName), ...(old.data.miscellaneous ?? []).map((l) => l.name)] : [];
  return (
    <li className="py-1">
      <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary className="cursor-pointer">
          Version {v.version}
          {v.sentAt ? ` · sent ${formatCalendarDate(v.sentAt.slice(0, 10))}` : ""} · {v.changes.length ? v.changes.join("; ") : "no changes recorded"}
        </summary>
        {old.isLoading ? <p className="text-slate-500">Loading…</p> : null}
        {old.data ? (
          <p className="text-slate-700">
            {old.data.kartName}: {lines.join(", ")} · Total {formatMoney(old.data.totalPrice, old.data.currency)}
          </p>
        ) : null}
      </details>
    </li>
  );
}

/** The documents of one saved quotation (decision 0042): quotation PDF per mode and by email, vouchering, vouchers PDF and email, cancelling, versions. */
export function QuoteDocuments({ id, canEdit = true }: { id: number | null; canEdit?: boolean }) {
  const kart = useKart(id);
  const save = useSaveKart();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>("full");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (id === null) return null;
  const k = kart.data;

  const run = async (what: string, fn: () => Promise<string | null>) => {
    setError(null);
    setNotice(null);
    setBusy(what);
    try {
      setNotice(await fn());
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  };
  // Voucher and Cancel save the itinerary as it is stored (kart/getKartById), with the one flag changed.
  const resave = (flags: Partial<TSaveKartInput>, done: string) =>
    run(done, async () => {
      const current = (await api.get<Envelope<KartData>>("/api/kart/getKartById", { query: { id: String(id) } })).data;
      await save.mutateAsync({ ...toSaveInput(current), ...flags });
      await queryClient.invalidateQueries({ queryKey: ["karts", id] });
      return done;
    });
  const to = email.trim() || undefined;
  const status = k ? (k.isCancelled ? "Cancelled" : k.isVouchered ? "Vouchered" : k.versions.length || (k as unknown as Line).sentAt ? "Sent" : "Draft") : "";
  const hasVouchers = Boolean(k?.isVouchered && !k.isCancelled);

  return (
    <section aria-label="Quotation documents" className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 text-sm sm:p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">Documents {k ? `· ${k.quotationId} v${k.version}` : ""}</h2>
        {k ? (
          <span className={`rounded px-2 py-0.5 text-xs font-medium ${k.isCancelled ? "bg-red-50 text-red-700" : k.isVouchered ? "bg-brand text-white" : "bg-slate-100 text-slate-700"}`}>{status}</span>
        ) : null}
      </header>
      {kart.isError ? <p role="alert" className="rounded-md bg-red-50 p-2 text-red-700">{messageOf(kart.error)}</p> : null}
      {k ? (
        <p className="text-slate-600">
          {k.kartName} · {k.noOfNights} night(s) · Total {formatMoney(k.totalPrice, k.currency)}
        </p>
      ) : null}

      <fieldset className="space-y-2 rounded-md border border-slate-200 p-2">
        <legend className="px-1 font-semibold text-brand">Quotation PDF</legend>
        <div className="flex flex-wrap gap-2">
          {PRICE_BREAKUPS.map((m) => (
            <Button key={m} variant="secondary" className="min-h-8 px-2 py-1" aria-label={`Download quotation PDF: ${MODE_LABEL[m]}`} loading={busy === `pdf-${m}`} onClick={() => void run(`pdf-${m}`, async () => (await downloadPdf(`/api/kart/getQuotationPdf?id=${id}&priceBreakup=${m}`, `quotation-${m}.pdf`), null))}>
              PDF: {MODE_LABEL[m]}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-xs text-slate-600">
            Email to
            <input className="min-h-8 rounded-md border border-slate-300 px-2" type="email" value={email} placeholder={((k as unknown as { customer?: { email?: string | null } } | undefined)?.customer?.email) ?? "customer's email"} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <label className="grid gap-1 text-xs text-slate-600">
            Price breakup
            <select className="min-h-8 rounded-md border border-slate-300 px-2" value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
              {PRICE_BREAKUPS.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABEL[m]}
                </option>
              ))}
            </select>
          </label>
          <Button className="min-h-8 px-3 py-1" loading={busy === "send"} onClick={() => void run("send", async () => { const r = (await api.post<Envelope<{ message: string; to: string }>>("/api/kart/sendKart", { id, to, priceBreakup: mode })).data; await queryClient.invalidateQueries({ queryKey: ["karts", id] }); return `${r.message} to ${r.to}`; })}>
            Email quotation
          </Button>
        </div>
      </fieldset>

      {k && !k.isCancelled ? <QuotePaymentLink id={id} due={addMajor(k.totalPrice, -(k.collectedPayment ?? 0))} currency={k.currency ?? "USD"} /> : null}

      <fieldset className="space-y-2 rounded-md border border-slate-200 p-2">
        <legend className="px-1 font-semibold text-brand">Vouchers</legend>
        <div className="flex flex-wrap gap-2">
          {canEdit && k && !k.isVouchered && !k.isCancelled ? (
            <Button className="min-h-8 px-3 py-1" loading={busy === "Itinerary vouchered"} onClick={() => void resave({ isVouchered: true }, "Itinerary vouchered")}>
              Voucher
            </Button>
          ) : null}
          <Button variant="secondary" className="min-h-8 px-3 py-1" disabled={!hasVouchers} loading={busy === "vpdf"} onClick={() => void run("vpdf", async () => (await downloadPdf(`/api/kart/getVoucherPdf?id=${id}`, "vouchers.pdf"), null))}>
            Download vouchers
          </Button>
          <Button variant="secondary" className="min-h-8 px-3 py-1" disabled={!hasVouchers} loading={busy === "vsend"} onClick={() => void run("vsend", async () => { const r = (await api.post<Envelope<{ message: string; to: string }>>("/api/kart/sendVouchers", { id, email: to })).data; return `${r.message} to ${r.to}`; })}>
            Email vouchers
          </Button>
          {canEdit && k && !k.isCancelled ? (
            <Button variant="danger" className="min-h-8 px-3 py-1" onClick={() => setConfirmCancel(true)}>
              Cancel itinerary
            </Button>
          ) : null}
        </div>
      </fieldset>

      {error ? <p role="alert" className="rounded-md bg-red-50 p-2 text-red-700">{error}</p> : null}
      {notice ? <p role="status" className="rounded-md bg-green-50 p-2 text-green-800">{notice}</p> : null}

      {k && k.versions.length ? (
        <section aria-label="Version history">
          <h3 className="font-semibold text-brand">Version history</h3>
          <ul className="divide-y">
            {k.versions.map((v) => (
              <VersionEntry key={v.version} id={id} v={v} />
            ))}
          </ul>
        </section>
      ) : null}

      <Modal
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this itinerary?"
        description="Its open transfers are cancelled and drivers no longer see them. Completed transfers stay."
        okLabel="Keep it"
        actions={
          <Button variant="danger" onClick={() => { setConfirmCancel(false); void resave({ isCancelled: true }, "Itinerary cancelled"); }}>
            Cancel itinerary
          </Button>
        }
      />
    </section>
  );
}
