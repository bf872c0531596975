"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Field } from "@/components/ui/field";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TStaffFixedDepartureView } from "@/lib/contracts/fixed-departures";
import { formatMoney } from "@/lib/money";

type Row = TStaffFixedDepartureView;
type Form = Record<"title" | "origin" | "destination" | "departureDate" | "returnDate" | "airlineCode" | "flightNumber" | "departTime" | "arriveDate" | "arriveTime" | "pnr" | "seatsTotal" | "adultPrice" | "childPrice" | "infantPrice" | "depositPerSeat" | "currency" | "balanceDueDays" | "namesDueDays", string>;

const EMPTY: Form = {
  title: "",
  origin: "",
  destination: "",
  departureDate: "",
  returnDate: "",
  airlineCode: "",
  flightNumber: "",
  departTime: "",
  arriveDate: "",
  arriveTime: "",
  pnr: "",
  seatsTotal: "",
  adultPrice: "",
  childPrice: "0",
  infantPrice: "0",
  depositPerSeat: "0",
  currency: "INR",
  balanceDueDays: "21",
  namesDueDays: "14",
};
const input = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await api.post<ApiEnvelope<T>>(path, body);
  if (!res.success || !res.data) throw new ApiError(res.errorMessage ?? "Something went wrong", 400);
  return res.data;
}

function toForm(d: Row): Form {
  const s = d.segments[0];
  return {
    ...EMPTY,
    title: d.title,
    origin: d.origin,
    destination: d.destination,
    departureDate: d.departureDate,
    returnDate: d.returnDate ?? "",
    airlineCode: s?.airlineCode ?? "",
    flightNumber: s?.flightNumber ?? "",
    departTime: s?.departAt.slice(11, 16) ?? "",
    arriveDate: s?.arriveAt.slice(0, 10) ?? "",
    arriveTime: s?.arriveAt.slice(11, 16) ?? "",
    pnr: d.pnr,
    seatsTotal: String(d.seatsTotal),
    adultPrice: String(d.adultPrice),
    childPrice: String(d.childPrice),
    infantPrice: String(d.infantPrice),
    depositPerSeat: String(d.depositPerSeat),
    currency: d.currency,
    balanceDueDays: String(d.balanceDueDays),
    namesDueDays: String(d.namesDueDays),
  };
}

const COLUMNS: DataTableColumn<Row>[] = [
  { id: "route", header: "Route", canHide: false, cell: (d) => <span className="font-medium">{`${d.origin}-${d.destination}`}</span> },
  { id: "title", header: "Title", cell: (d) => d.title },
  { id: "date", header: "Departure", cell: (d) => d.departureDate, className: "whitespace-nowrap" },
  { id: "pnr", header: "PNR", cell: (d) => <span className="font-mono">{d.pnr}</span> },
  { id: "seats", header: "Seats (sold / released / left)", cell: (d) => `${d.seatsTotal} (${d.seatsSold} / ${d.seatsReleased} / ${d.seatsLeft})` },
  { id: "adult", header: "Adult", cell: (d) => formatMoney(d.adultPrice, d.currency), className: "text-right tabular-nums", headerClassName: "text-right" },
  { id: "deadlines", header: "Balance / names due", cell: (d) => `${d.balanceDueDate} / ${d.namesDueDate}`, isHiddenByDefault: false },
  { id: "status", header: "Status", cell: (d) => d.status },
];

/** /staff/fixed-departures: load a departure (one flight here; the API takes up to six) and the list of the site's departures. */
export function StaffDepartures() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(EMPTY);
  const [editId, setEditId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const list = useQuery({ queryKey: ["fd-staff"], queryFn: () => post<{ result: Row[] }>("/api/fixedDeparture/listDepartures", {}) });
  const save = useMutation({
    mutationFn: () =>
      post<{ message: string }>("/api/fixedDeparture/saveDeparture", {
        ...(editId ? { id: editId } : {}),
        title: form.title,
        origin: form.origin,
        destination: form.destination,
        departureDate: form.departureDate,
        returnDate: form.returnDate || null,
        segments: [
          {
            airlineCode: form.airlineCode,
            flightNumber: form.flightNumber,
            origin: form.origin,
            destination: form.destination,
            departAt: `${form.departureDate}T${form.departTime}`,
            arriveAt: `${form.arriveDate || form.departureDate}T${form.arriveTime}`,
          },
        ],
        pnr: form.pnr,
        seatsTotal: form.seatsTotal,
        adultPrice: form.adultPrice,
        childPrice: form.childPrice,
        infantPrice: form.infantPrice,
        depositPerSeat: form.depositPerSeat,
        currency: form.currency,
        balanceDueDays: form.balanceDueDays,
        namesDueDays: form.namesDueDays,
      }),
    onSuccess: (data) => {
      setNotice({ text: data.message, isError: false });
      setForm(EMPTY);
      setEditId(null);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: ["fd-staff"] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
      setNotice({ text: error.message, isError: true });
    },
  });
  const field = (key: keyof Form, label: string, type = "text", errorKey: string = key) => (
    <Field label={label} htmlFor={`fd-${key}`} error={errors[errorKey]}>
      <input id={`fd-${key}`} type={type} value={form[key]} onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))} className={input} />
    </Field>
  );
  const rows = list.data?.result ?? [];
  return (
    <div className="space-y-4">
      <form
        aria-label={editId ? "Edit fixed departure" : "Load a fixed departure"}
        onSubmit={(e) => {
          e.preventDefault();
          setNotice(null);
          save.mutate();
        }}
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        noValidate
      >
        <h2 className="font-semibold">{editId ? `Edit departure ${editId}` : "Load a departure"}</h2>
        <div className="grid gap-3 min-[601px]:grid-cols-2 min-[1001px]:grid-cols-4">
          {field("title", "Title")}
          {field("origin", "From (airport)")}
          {field("destination", "To (airport)")}
          {field("pnr", "Airline PNR")}
          {field("departureDate", "Departure date", "date")}
          {field("returnDate", "Return date (optional)", "date")}
          {field("airlineCode", "Airline", "text", "segments.0.airlineCode")}
          {field("flightNumber", "Flight number", "text", "segments.0.flightNumber")}
          {field("departTime", "Departs at", "time", "segments.0.departAt")}
          {field("arriveDate", "Arrival date (if another day)", "date", "segments.0.arriveAt")}
          {field("arriveTime", "Arrives at", "time", "segments.0.arriveAt")}
          {field("seatsTotal", "Seats", "number")}
          {field("adultPrice", "Adult price", "number")}
          {field("childPrice", "Child price", "number")}
          {field("infantPrice", "Infant price", "number")}
          {field("depositPerSeat", "Deposit per seat", "number")}
          {field("currency", "Currency")}
          {field("balanceDueDays", "Balance due (days before)", "number")}
          {field("namesDueDays", "Names due (days before)", "number")}
        </div>
        {notice ? (
          <p role={notice.isError ? "alert" : "status"} className={notice.isError ? "text-sm text-red-700" : "text-sm text-green-800"}>
            {notice.text}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" loading={save.isPending}>
            {editId ? "Save changes" : "Load departure"}
          </Button>
          {editId ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setEditId(null);
                setForm(EMPTY);
              }}
            >
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      <DataTable
        tableId="fd-staff"
        label="Fixed departures"
        columns={COLUMNS}
        rows={rows}
        getRowId={(d) => d.id}
        isLoading={list.isLoading}
        emptyMessage="No Reults found!"
        rowActions={[
          {
            id: "edit",
            label: "Edit",
            onSelect: (d) => {
              setEditId(d.id);
              setForm(toForm(d));
              setNotice(null);
              setErrors({});
            },
          },
        ]}
      />
    </div>
  );
}
