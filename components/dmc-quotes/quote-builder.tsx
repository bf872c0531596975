"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { type KART_SHARING_BASES, PRICE_BREAKUPS, type TBuilderOptions, type TSaveKartInput } from "@/lib/contracts/dmc-quotes";
import { formatMoney } from "@/lib/money";
import { QuoteDocuments } from "./quote-documents";
import { AccomodationLine, ActivityLine, input, L, MiscLine, type AccDraft, type ActDraft, type MiscDraft } from "./quote-lines";
import { useKarts, usePriceHotel, usePriceTourOption, useSaveKart, type KartData } from "./use-karts";

type Pax = { title: string; firstName: string; lastName: string; paxType: 1 | 2 | 3 };
type Header = { id?: number; customerId: number; kartName: string; adults: number; child: number; infant: number; arrivalDate: string; noOfDays: number; noOfNights: number; quoteValidyInDays: number; paymentDeadline: string; currency: string; serviceCharge: number; remittanceCharge: number; discount: number; collectedPayment: number; priceBreakup: string; remark: string; isAgentBranding: boolean };

const emptyHeader = (customerId: number): Header => ({ customerId, kartName: "", adults: 1, child: 0, infant: 0, arrivalDate: "", noOfDays: 1, noOfNights: 0, quoteValidyInDays: 7, paymentDeadline: "", currency: "USD", serviceCharge: 0, remittanceCharge: 0, discount: 0, collectedPayment: 0, priceBreakup: "full", remark: "", isAgentBranding: false });
const orNull = (v: string) => (v ? v : null);
type TT = "" | "oneway" | "return";
type SB = "" | (typeof KART_SHARING_BASES)[number];

/** /staff/dmc-quotes: the quotation builder (decision 0040): customer, party, hotel nights, activities priced by the rate engine, miscellaneous, charges, total. */
export function QuoteBuilder({ options, canEdit }: { options: TBuilderOptions; canEdit: boolean }) {
  const [h, setH] = useState<Header>(emptyHeader(options.customers[0]?.id ?? 0));
  const [acc, setAcc] = useState<AccDraft[]>([]);
  const [act, setAct] = useState<ActDraft[]>([]);
  const [misc, setMisc] = useState<MiscDraft[]>([]);
  const [pax, setPax] = useState<Pax[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<KartData | null>(null);
  const save = useSaveKart();
  const karts = useKarts();
  const priceTour = usePriceTourOption();
  const priceHotel = usePriceHotel();
  const set = (p: Partial<Header>) => setH((x) => ({ ...x, ...p }));
  const patch = <T,>(list: T[], i: number, p: Partial<T>) => list.map((x, j) => (j === i ? { ...x, ...p } : x));

  const priceActivity = async (i: number) => {
    const l = act[i];
    setError(null);
    try {
      const transfer = l.transferType && l.sharingBasis ? { transferType: l.transferType, sharingBasis: l.sharingBasis } : null;
      const answer = await priceTour.mutateAsync({ tourOptionId: l.tourOptionId, date: l.startDate || h.arrivalDate, adults: h.adults, children: h.child, customerId: h.customerId || undefined, transfer });
      const total = answer.lines[0]?.totals[0];
      setAct((list) => patch(list, i, { explanation: answer, ...(total ? { price: total.amount, currency: total.currency } : {}) }));
    } catch (e) {
      setError(e instanceof Error ? e.message : "Some error occurred");
    }
  };
  const priceStay = async (i: number) => {
    const l = acc[i];
    setError(null);
    try {
      const answer = await priceHotel.mutateAsync({ adults: h.adults, customerId: h.customerId || undefined, line: { roomTypeId: l.roomTypeId, checkinDate: l.checkinDate || h.arrivalDate, nights: l.noOfNights, rooms: l.numberOfRooms, childrenWithBed: 0, childrenWithoutBed: h.child } });
      const total = answer.lines[0]?.totals[0];
      setAcc((list) => patch(list, i, { explanation: answer, ...(total ? { price: total.amount, currency: total.currency } : {}) }));
    } catch (e) {
      setError(e instanceof Error ? e.message : "Some error occurred");
    }
  };

  const submit = async () => {
    setError(null);
    const legs = (t: AccDraft["transfers"]) => t.map((l) => ({ ...l, time: orNull(l.time) }));
    const body: TSaveKartInput = {
      ...h,
      arrivalDate: orNull(h.arrivalDate),
      paymentDeadline: orNull(h.paymentDeadline),
      accomodations: acc.map((l) => ({ accomodationId: l.accomodationId, roomTypeId: l.roomTypeId, checkinDate: orNull(l.checkinDate), noOfNights: l.noOfNights, numberOfRooms: l.numberOfRooms, price: l.price, currency: l.currency, transferType: l.transferType as TT, sharingBasis: l.sharingBasis as SB, transfers: legs(l.transfers) })),
      activities: act.map((l) => ({ tourOptionId: l.tourOptionId, startDate: orNull(l.startDate), time: orNull(l.time), price: l.price, currency: l.currency, transferType: l.transferType as TT, sharingBasis: l.sharingBasis as SB, transfers: legs(l.transfers) })),
      miscellaneous: misc.map((m) => ({ ...m, startDate: orNull(m.startDate) })),
      passengers: pax,
      priceBreakup: h.priceBreakup as TSaveKartInput["priceBreakup"],
    };
    try {
      const k = await save.mutateAsync(body);
      setSaved(k);
      set({ id: k.id });
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : "Some error occurred");
    }
  };

  const num = (k: keyof Header, label: string, extra: { min?: number; max?: number; step?: string } = {}) => (
    <L label={label}>
      <input className={input} type="number" {...extra} value={h[k] as number} onChange={(e) => set({ [k]: Number(e.target.value) } as Partial<Header>)} />
    </L>
  );
  const date = (k: keyof Header, label: string) => (
    <L label={label}>
      <input className={input} type="date" value={h[k] as string} onChange={(e) => set({ [k]: e.target.value } as Partial<Header>)} />
    </L>
  );

  return (
    <div className="space-y-4">
      <section aria-label="Saved quotations" className="rounded-lg border border-slate-200 bg-white p-3">
        <h2 className="text-lg font-semibold">Saved quotations</h2>
        <ul className="divide-y text-sm">
          {(karts.data ?? []).length === 0 ? <li className="py-1 text-slate-500">No Reults found!</li> : null}
          {(karts.data ?? []).map((k) => (
            <li key={k.id} className="flex flex-wrap justify-between gap-2 py-1">
              <span>{k.quotationId} · {k.kartName} · {k.customerName}</span>
              <span>{formatMoney(k.totalPrice, k.currency)} · v{k.version}{k.isVouchered ? " · Vouchered" : ""}{k.isCancelled ? " · Cancelled" : ""}</span>
            </li>
          ))}
        </ul>
      </section>
      <form aria-label="Quotation builder" className="space-y-4 rounded-lg border border-slate-200 bg-white p-3 sm:p-4" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <h2 className="text-lg font-semibold">{h.id ? `Edit quotation ${saved?.quotationId ?? ""}` : "New quotation"}</h2>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
          <L label="Customer" className="col-span-2">
            <select className={input} value={h.customerId} onChange={(e) => set({ customerId: Number(e.target.value) })}>
              {options.customers.map((c) => (<option key={c.id} value={c.id}>{c.label}</option>))}
            </select>
          </L>
          <L label="Quotation name" className="col-span-2">
            <input className={input} value={h.kartName} onChange={(e) => set({ kartName: e.target.value })} />
          </L>
          {date("arrivalDate", "Arrival date")}
          {num("noOfNights", "Nights", { min: 0, max: 90 })}
          {num("noOfDays", "Days", { min: 0, max: 90 })}
          {num("adults", "Adults", { min: 1 })}
          {num("child", "Children", { min: 0 })}
          {num("infant", "Infants", { min: 0 })}
          <L label="Selling currency">
            <input className={input} value={h.currency} maxLength={3} onChange={(e) => set({ currency: e.target.value.toUpperCase() })} />
          </L>
          <L label="Price breakup">
            <select className={input} value={h.priceBreakup} onChange={(e) => set({ priceBreakup: e.target.value })}>
              {PRICE_BREAKUPS.map((p) => (<option key={p}>{p}</option>))}
            </select>
          </L>
        </div>
        <section aria-label="Hotels" className="space-y-2">
          <h3 className="font-semibold text-brand">Hotels</h3>
          {acc.map((l, i) => (
            <AccomodationLine key={i} n={i + 1} line={l} options={options} onChange={(p) => setAcc(patch(acc, i, p))} onRemove={() => setAcc(acc.filter((_, j) => j !== i))} onPrice={() => void priceStay(i)} />
          ))}
          <Button type="button" variant="secondary" disabled={options.rooms.length === 0} onClick={() => { const r = options.rooms[0]; setAcc([...acc, { roomTypeId: r.roomTypeId, accomodationId: r.hotelId, checkinDate: h.arrivalDate, noOfNights: Math.max(1, h.noOfNights), numberOfRooms: 1, price: 0, currency: h.currency, transferType: "", sharingBasis: "", transfers: [] }]); }}>Add hotel</Button>
        </section>
        <section aria-label="Activities" className="space-y-2">
          <h3 className="font-semibold text-brand">Activities</h3>
          {act.map((l, i) => (
            <ActivityLine key={i} n={i + 1} line={l} options={options} onChange={(p) => setAct(patch(act, i, p))} onRemove={() => setAct(act.filter((_, j) => j !== i))} onPrice={() => void priceActivity(i)} />
          ))}
          <Button type="button" variant="secondary" disabled={options.tourOptions.length === 0} onClick={() => setAct([...act, { tourOptionId: options.tourOptions[0].tourOptionId, startDate: "", time: "", price: 0, currency: h.currency, transferType: "", sharingBasis: "", transfers: [] }])}>Add activity</Button>
        </section>
        <section aria-label="Miscellaneous" className="space-y-2">
          <h3 className="font-semibold text-brand">Miscellaneous</h3>
          {misc.map((l, i) => (
            <MiscLine key={i} n={i + 1} line={l} onChange={(p) => setMisc(patch(misc, i, p))} onRemove={() => setMisc(misc.filter((_, j) => j !== i))} />
          ))}
          <Button type="button" variant="secondary" onClick={() => setMisc([...misc, { name: "", description: "", price: 0, currency: h.currency, startDate: "" }])}>Add miscellaneous</Button>
        </section>
        <section aria-label="Passengers" className="space-y-2">
          <h3 className="font-semibold text-brand">Passengers</h3>
          {pax.map((p, i) => (
            <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <L label={`Passenger ${i + 1} title`}><input className={input} value={p.title} onChange={(e) => setPax(patch(pax, i, { title: e.target.value }))} /></L>
              <L label={`Passenger ${i + 1} first name`}><input className={input} value={p.firstName} onChange={(e) => setPax(patch(pax, i, { firstName: e.target.value }))} /></L>
              <L label={`Passenger ${i + 1} last name`}><input className={input} value={p.lastName} onChange={(e) => setPax(patch(pax, i, { lastName: e.target.value }))} /></L>
              <L label={`Passenger ${i + 1} type`}>
                <select className={input} value={p.paxType} onChange={(e) => setPax(patch(pax, i, { paxType: Number(e.target.value) as 1 | 2 | 3 }))}>
                  <option value={1}>Adult</option><option value={2}>Child</option><option value={3}>Infant</option>
                </select>
              </L>
            </div>
          ))}
          <Button type="button" variant="secondary" onClick={() => setPax([...pax, { title: "", firstName: "", lastName: "", paxType: 1 }])}>Add passenger</Button>
        </section>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
          {num("serviceCharge", "Service charge", { min: 0, step: "0.01" })}
          {num("remittanceCharge", "Remittance charge", { min: 0, step: "0.01" })}
          {num("discount", "Discount", { min: 0, step: "0.01" })}
          {num("collectedPayment", "Collected payment", { min: 0, step: "0.01" })}
          {num("quoteValidyInDays", "Quote valid (days)", { min: 0 })}
          {date("paymentDeadline", "Payment deadline")}
          <label className="col-span-2 flex items-center gap-2 text-sm"><input type="checkbox" checked={h.isAgentBranding} onChange={(e) => set({ isAgentBranding: e.target.checked })} /> Agent branding on documents</label>
        </div>
        {error ? <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-700">{error}</p> : null}
        {saved ? (
          <div role="status" className="rounded-md bg-green-50 p-2 text-sm">
            <p>{saved.message} · {saved.quotationId} version {saved.version} · Total {formatMoney(saved.totalPrice, h.currency)}</p>
            {Object.entries(saved.exchangeRates).map(([c, r]) => (<p key={c}>Rate locked: 1 {c} = {r} {h.currency}</p>))}
          </div>
        ) : null}
        {canEdit ? <Button type="submit" disabled={save.isPending}>Save quotation</Button> : null}
      </form>
      <QuoteDocuments id={h.id ?? null} canEdit={canEdit} />
    </div>
  );
}
