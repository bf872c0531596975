"use client";

import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { api, ApiError } from "@/lib/api-client";
import { PRICE_BREAKUPS, type TBuilderOptions } from "@/lib/contracts/dmc-quotes";
import { priceBreakupLabel } from "@/lib/dmc-labels";
import { formatMoney } from "@/lib/money";
import { loadCartStart, missingRateOf } from "./cart-draft";
import { CustomerPicker } from "./customer-picker";
import { ExchangeRateForm } from "./exchange-rate-form";
import { accRates, checkDraft, emptyDraft, emptyFlight, fromKart, toBody, type AccDraft, type Draft, type Header } from "./kart-form";
import { AccomodationLine, ActivityLine, FlightLine, input, L, MiscLine, type Err } from "./quote-lines";
import { QuoteDocuments } from "./quote-documents";
import { QuoteVersions } from "./quote-versions";
import { SavedQuotations } from "./saved-quotations";
import { usePriceHotel, usePriceTourOption, useSaveKart, type KartData } from "./use-karts";

type Section = "acc" | "act" | "misc" | "flights" | "pax";
const API_SECTION: Record<Section, string> = { acc: "accomodations", act: "activities", misc: "miscellaneous", flights: "flights", pax: "passengers" };

function Block({ title, children, count }: { title: string; children: ReactNode; count: number }) {
  return (
    <section aria-label={title} className="space-y-2 border-t border-slate-100 pt-3">
      <h3 className="flex items-center gap-2 font-semibold text-brand">{title}<span className="rounded-full bg-brand/10 px-2 text-xs font-medium">{count}</span></h3>
      {children}
    </section>
  );
}

/**
 * /staff/dmc-quotes: the quotation builder (decisions 0040, 0043). Customer (search or a pending one
 * created inline), party and dates, hotel nights, activities priced by the rate engine with their
 * explanation, transfers, miscellaneous and flight lines, passengers, charges, validity, payment
 * deadline and agent branding. A saved quotation opens back into the form with its versions.
 * ?cart=<id> starts from an activity cart (issue 25): the first save links the cart. A save refused
 * for a missing exchange rate offers to set it here (canSetRates), then saves again.
 */
export function QuoteBuilder({ options, canEdit, canCreateCustomer, canSetRates = false, prefill, openId = null, cartId = null }: { options: TBuilderOptions; canEdit: boolean; canCreateCustomer: boolean; canSetRates?: boolean; prefill: Partial<Header>; openId?: number | null; cartId?: number | null }) {
  const [d, setD] = useState<Draft>(() => ({ ...emptyDraft(), h: { ...emptyDraft().h, ...prefill } }));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [rule, setRule] = useState<string | null>(null);
  const [saved, setSaved] = useState<KartData | null>(null);
  const save = useSaveKart();
  const [fromCart, setFromCart] = useState<{ cartId: number; notes: string[]; quotedAs: { id: number; ref: string } | null } | null>(null);
  const [missingRate, setMissingRate] = useState<{ from: string; to: string } | null>(null);
  const priceTour = usePriceTourOption();
  const priceHotel = usePriceHotel();
  const h = d.h;
  const set = (p: Partial<Header>) => setD((x) => ({ ...x, h: { ...x.h, ...p } }));
  const setList = <K extends Section>(k: K, fn: (list: Draft[K]) => Draft[K]) => setD((x) => ({ ...x, [k]: fn(x[k]) }));
  const patchAt = <K extends Section>(k: K, i: number, p: Partial<Draft[K][number]>) => setList(k, (l) => l.map((x, j) => (j === i ? { ...x, ...p } : x)) as Draft[K]);
  const removeAt = <K extends Section>(k: K, i: number) => setList(k, (l) => l.filter((_, j) => j !== i) as Draft[K]);
  const errFor = (k: Section, i: number): Err => (f) => fields[`${API_SECTION[k]}.${i}.${f}`];
  const hErr = (f: string) => fields[f];

  const priceActivity = async (i: number) => {
    const l = d.act[i];
    const transfer = l.transferType && l.sharingBasis ? { transferType: l.transferType, sharingBasis: l.sharingBasis } : null;
    const answer = await priceTour.mutateAsync({ tourOptionId: l.tourOptionId, date: l.startDate || h.arrivalDate, adults: h.adults, children: h.child, customerId: h.customerId || undefined, transfer }).catch(() => null);
    const total = answer?.lines[0]?.totals[0];
    if (answer) patchAt("act", i, { explanation: answer, ...(total ? { price: total.amount, currency: total.currency } : {}) });
  };
  const priceStay = async (i: number) => {
    const l = d.acc[i];
    // Children with bed as the line says (its composition), the rest of the party's children without.
    const withBed = Math.min(l.childWithBedCount, h.child);
    const answer = await priceHotel.mutateAsync({ adults: h.adults, customerId: h.customerId || undefined, line: { roomTypeId: l.roomTypeId, checkinDate: l.checkinDate || h.arrivalDate, nights: l.noOfNights, rooms: l.numberOfRooms, childrenWithBed: withBed, childrenWithoutBed: h.child - withBed } }).catch(() => null);
    const priced = answer?.lines[0];
    const total = priced?.totals.length === 1 ? priced.totals[0] : undefined;
    // The room composition fills in with the price: counts and per-unit prices for the stay (issue 25).
    const composition = priced?.composition ? (Object.fromEntries(accRates.flatMap((r) => { const c = priced.composition!.find((x) => x.key === r); return [[`${r}Count`, c?.count ?? 0], [`${r}Price`, c?.unitPrice ?? 0]]; })) as Partial<AccDraft>) : {};
    if (answer) patchAt("acc", i, { explanation: answer, ...composition, ...(total ? { price: total.amount, currency: total.currency } : {}) });
  };

  // Checked against the shared contract first: field errors all at once, then the first rule, shown once in the form.
  // A refusal only the server can give (an exchange rate missing) is toasted by the API client, so it is not repeated here.
  const submit = async () => {
    const check = checkDraft(d);
    setFields(check.fields);
    setRule(check.rule);
    if (Object.keys(check.fields).length > 0 || check.rule) return;
    // A quotation made from a cart links the cart on its first save.
    const link = fromCart && !fromCart.quotedAs && !h.id ? { cartId: fromCart.cartId } : {};
    const k = await save.mutateAsync({ ...toBody(d), ...link }).catch((error: unknown) => {
      if (error instanceof ApiError) setMissingRate(missingRateOf(error.message));
      return null;
    });
    if (!k) return;
    setMissingRate(null);
    setSaved(k);
    set({ id: k.id });
    // The server's verdict on each line's price (decision 0062), shown on the line.
    const verdict = (list: unknown, i: number) => ((list as { unpricedReason?: string | null }[] | undefined)?.[i]?.unpricedReason ?? null);
    setD((x) => ({ ...x, acc: x.acc.map((l, i) => ({ ...l, unpricedReason: verdict(k.accomodations, i) })), act: x.act.map((l, i) => ({ ...l, unpricedReason: verdict(k.activities, i) })) }));
  };
  const fetchKart = async (id: number) => (await api.get<{ data: KartData }>("/api/kart/getKartById", { query: { id: String(id) } }).catch(() => null))?.data;
  const show = (k: KartData) => {
    setD(fromKart(k));
    setSaved(k);
    setFields({});
    setRule(null);
    window.scrollTo({ top: 0 });
  };
  const open = async (id: number) => {
    const k = await fetchKart(id);
    if (k) show(k);
  };
  // ?quotation=<id> (a link to one saved quotation) opens it into the form, with its documents.
  useEffect(() => {
    if (!openId) return;
    let live = true;
    void fetchKart(openId).then((k) => {
      if (live && k) show(k);
    });
    return () => {
      live = false;
    };
  }, [openId]);
  // ?cart=<id>: the cart's draft fills the form; a cart already quoted opens its quotation.
  useEffect(() => {
    if (!cartId) return;
    let live = true;
    void loadCartStart(cartId).then((start) => {
      if (!live || !start) return;
      setFromCart({ cartId: start.cartId, notes: start.notes, quotedAs: start.quotedAs });
      if (start.draft) setD(start.draft);
      if (start.quotedAs)
        void fetchKart(start.quotedAs.id).then((k) => {
          if (live && k) show(k);
        });
    });
    return () => {
      live = false;
    };
  }, [cartId]);
  const startNew = () => {
    setFromCart(null);
    setMissingRate(null);
    setD(emptyDraft());
    setSaved(null);
    setFields({});
    setRule(null);
  };

  const num = (k: keyof Header, label: string, extra: { min?: number; max?: number; step?: string } = {}) => (
    <L label={label} error={hErr(k)}>
      <input className={input} type="number" {...extra} value={h[k] as number} onChange={(e) => set({ [k]: Number(e.target.value) } as Partial<Header>)} />
    </L>
  );
  const date = (k: keyof Header, label: string) => (
    <L label={label} error={hErr(k)}>
      <input className={input} type="date" value={h[k] as string} onChange={(e) => set({ [k]: e.target.value } as Partial<Header>)} />
    </L>
  );
  const allLines = [...d.acc, ...d.act, ...d.misc, ...d.flights];
  // Lines in other currencies count at the rates the saved quotation locked (the server's total uses the same); a currency without one yet is named, never counted as 0.
  const locked: Record<string, number> = saved && saved.currency === h.currency ? saved.exchangeRates : {};
  const unconverted = [...new Set(allLines.filter((l) => l.currency !== h.currency && locked[l.currency] === undefined).map((l) => l.currency))];
  const foreign = allLines.some((l) => l.currency !== h.currency);
  const linesTotal = allLines.reduce((s, l) => s + (l.currency === h.currency ? l.price : Math.round(l.price * (locked[l.currency] ?? 0) * 100) / 100), 0);
  const estimate = Math.max(0, Math.round((linesTotal + h.serviceCharge + h.remittanceCharge - h.discount) * 100) / 100);
  const newAcc = (): AccDraft => {
    const r = options.rooms[0];
    return { roomTypeId: r.roomTypeId, accomodationId: r.hotelId, checkinDate: h.arrivalDate, noOfNights: Math.max(1, h.noOfNights), numberOfRooms: 1, price: 0, currency: h.currency, transferType: "", sharingBasis: "", transfers: [], ...(Object.fromEntries(accRates.flatMap((x) => [[`${x}Price`, 0], [`${x}Count`, 0]])) as Record<`${(typeof accRates)[number]}${"Price" | "Count"}`, number>) };
  };

  return (
    <div className="grid gap-4 2xl:grid-cols-[1fr_20rem]">
      <form aria-label="Quotation builder" noValidate className="order-2 min-w-0 space-y-3 2xl:order-1 rounded-lg border border-slate-200 bg-white p-3 sm:p-4" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{h.id ? `Edit quotation ${saved?.quotationId ?? ""}` : "New quotation"}</h2>
          {h.id ? <Button type="button" variant="secondary" onClick={startNew}>New quotation</Button> : null}
        </div>
        {fromCart ? (
          <div role="status" className="rounded-md border border-brand/30 bg-brand/5 p-2 text-sm">
            {fromCart.quotedAs ? `Cart ${fromCart.cartId} is already quoted in ${fromCart.quotedAs.ref}: it is open below.` : h.id ? `Made from cart ${fromCart.cartId} (the cart is linked and quoted).` : `From cart ${fromCart.cartId}: its customer, dates, party, hotels and activities are filled in and priced. Saving links the cart to this quotation.`}
            {fromCart.notes.length > 0 && !h.id ? <ul className="mt-1 list-disc pl-5 text-xs text-amber-800">{fromCart.notes.map((n) => (<li key={n}>{n}</li>))}</ul> : null}
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
          <CustomerPicker value={h.customerId ? { id: h.customerId, label: h.customerLabel } : null} error={hErr("customerId") ? "Please pick a customer" : undefined} canCreate={canCreateCustomer} onChange={(c) => { set({ customerId: c.id, customerLabel: c.label }); setFields(({ customerId: _gone, ...rest }) => (void _gone, rest)); }} />
          <L label="Quotation name" className="col-span-2 sm:col-span-3" error={hErr("kartName")}>
            <input className={input} value={h.kartName} onChange={(e) => set({ kartName: e.target.value })} />
          </L>
          {date("arrivalDate", "Arrival date")}
          {num("noOfNights", "Nights", { min: 0, max: 90 })}
          {num("noOfDays", "Days", { min: 0, max: 90 })}
          {num("adults", "Adults", { min: 1 })}
          {num("child", "Children", { min: 0 })}
          {num("infant", "Infants", { min: 0 })}
          <L label="Selling currency" error={hErr("currency")}>
            <input className={input} value={h.currency} maxLength={3} onChange={(e) => set({ currency: e.target.value.toUpperCase() })} />
          </L>
          <L label="Price breakup">
            <select className={input} value={h.priceBreakup} onChange={(e) => set({ priceBreakup: e.target.value })}>
              {PRICE_BREAKUPS.map((p) => (<option key={p} value={p}>{priceBreakupLabel(p)}</option>))}
            </select>
          </L>
          {num("quoteValidyInDays", "Quote valid (days)", { min: 0 })}
          {date("paymentDeadline", "Payment deadline")}
          <label className="col-span-2 flex items-center gap-2 text-sm"><input type="checkbox" checked={h.isAgentBranding} onChange={(e) => set({ isAgentBranding: e.target.checked })} /> Agent branding on documents</label>
        </div>
        <Block title="Hotels" count={d.acc.length}>
          {d.acc.map((l, i) => (
            <AccomodationLine key={i} n={i + 1} line={l} options={options} err={errFor("acc", i)} onChange={(p) => patchAt("acc", i, p)} onRemove={() => removeAt("acc", i)} onPrice={() => void priceStay(i)} />
          ))}
          <Button type="button" variant="secondary" disabled={options.rooms.length === 0} onClick={() => setList("acc", (l) => [...l, newAcc()])}>Add hotel</Button>
        </Block>
        <Block title="Activities" count={d.act.length}>
          {d.act.map((l, i) => (
            <ActivityLine key={i} n={i + 1} line={l} options={options} err={errFor("act", i)} onChange={(p) => patchAt("act", i, p)} onRemove={() => removeAt("act", i)} onPrice={() => void priceActivity(i)} />
          ))}
          <Button type="button" variant="secondary" disabled={options.tourOptions.length === 0} onClick={() => setList("act", (l) => [...l, { tourOptionId: options.tourOptions[0].tourOptionId, startDate: "", time: "", price: 0, currency: h.currency, transferType: "", sharingBasis: "", transfers: [] }])}>Add activity</Button>
        </Block>
        <Block title="Miscellaneous" count={d.misc.length}>
          {d.misc.map((l, i) => (
            <MiscLine key={i} n={i + 1} line={l} err={errFor("misc", i)} onChange={(p) => patchAt("misc", i, p)} onRemove={() => removeAt("misc", i)} />
          ))}
          <Button type="button" variant="secondary" onClick={() => setList("misc", (l) => [...l, { name: "", description: "", price: 0, currency: h.currency, startDate: "" }])}>Add miscellaneous</Button>
        </Block>
        <Block title="Flights" count={d.flights.length}>
          {d.flights.map((l, i) => (
            <FlightLine key={i} n={i + 1} line={l} err={errFor("flights", i)} onChange={(p) => patchAt("flights", i, p)} onRemove={() => removeAt("flights", i)} />
          ))}
          <Button type="button" variant="secondary" onClick={() => setList("flights", (l) => [...l, emptyFlight(h.currency, h.arrivalDate)])}>Add flight</Button>
        </Block>
        <Block title="Passengers" count={d.pax.length}>
          {d.pax.map((p, i) => (
            <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
              <L label={`Passenger ${i + 1} title`}><input className={input} value={p.title} onChange={(e) => patchAt("pax", i, { title: e.target.value })} /></L>
              <L label={`Passenger ${i + 1} first name`} error={errFor("pax", i)("firstName")}><input className={input} value={p.firstName} onChange={(e) => patchAt("pax", i, { firstName: e.target.value })} /></L>
              <L label={`Passenger ${i + 1} last name`}><input className={input} value={p.lastName} onChange={(e) => patchAt("pax", i, { lastName: e.target.value })} /></L>
              <L label={`Passenger ${i + 1} date of birth`}><input className={input} type="date" value={p.dateOfBirth} onChange={(e) => patchAt("pax", i, { dateOfBirth: e.target.value })} /></L>
              <L label={`Passenger ${i + 1} type`}>
                <select className={input} value={p.paxType} onChange={(e) => patchAt("pax", i, { paxType: Number(e.target.value) as 1 | 2 | 3 })}>
                  <option value={1}>Adult</option><option value={2}>Child</option><option value={3}>Infant</option>
                </select>
              </L>
            </div>
          ))}
          <Button type="button" variant="secondary" onClick={() => setList("pax", (l) => [...l, { title: "", firstName: "", lastName: "", dateOfBirth: "", paxType: 1 }])}>Add passenger</Button>
        </Block>
        <div className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 sm:grid-cols-4">
          {num("serviceCharge", "Service charge", { min: 0, step: "0.01" })}
          {num("remittanceCharge", "Remittance charge", { min: 0, step: "0.01" })}
          {num("discount", "Discount", { min: 0, step: "0.01" })}
          {num("collectedPayment", "Collected payment", { min: 0, step: "0.01" })}
          <L label="Remark" className="col-span-full"><textarea className={input} rows={2} value={h.remark} onChange={(e) => set({ remark: e.target.value })} /></L>
        </div>
        {rule ? <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-700">{rule}</p> : null}
        {Object.keys(fields).length > 0 ? <p className="text-sm text-red-700">Please correct the fields marked below their boxes.</p> : null}
        {saved ? (
          <div role="status" className="rounded-md bg-green-50 p-2 text-sm">
            <p>{saved.message ?? "Itinerary saved successfully"} · {saved.quotationId} version {saved.version} · Total {formatMoney(saved.totalPrice, h.currency)}</p>
            {Object.entries(saved.exchangeRates).map(([c, r]) => (<p key={c}>Rate locked: 1 {c} = {r} {h.currency}</p>))}
          </div>
        ) : null}
        {saved ? <QuoteVersions id={saved.id} current={saved.version} sentAt={saved.sentAt ?? null} versions={saved.versions} /> : null}
        {missingRate ? (
          <section aria-label="Missing exchange rate" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
            <p>No exchange rate from {missingRate.from} to {missingRate.to}: {canSetRates ? "set it here (it goes into the site's exchange rates), then the quotation saves." : "ask someone who manages the site's exchange rates to set it."}</p>
            {canSetRates ? <ExchangeRateForm key={`${missingRate.from}${missingRate.to}`} title="Set the missing rate" from={missingRate.from} to={missingRate.to} lockPair nested onSaved={() => { setMissingRate(null); void submit(); }} /> : null}
          </section>
        ) : null}
        <div className="sticky bottom-0 -mx-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-white/95 px-3 py-2 sm:-mx-4 sm:px-4">
          <p className="text-sm" data-testid="quote-estimate">
            <span className="text-slate-600">Total </span>
            <span className="font-semibold">{formatMoney(estimate, h.currency)}</span>
            {unconverted.length ? <span className="block text-xs text-amber-700">Plus the lines in {unconverted.join(", ")}: converted at the rate locked on save.</span> : foreign ? <span className="block text-xs text-slate-500">Lines in other currencies at the locked rates.</span> : null}
          </p>
          {canEdit ? <Button type="submit" disabled={save.isPending}>{save.isPending ? "Saving…" : "Save quotation"}</Button> : null}
        </div>
      </form>
      <div className="order-1 min-w-0 space-y-4 2xl:order-2 2xl:self-start">
        <SavedQuotations currentId={h.id ?? null} onOpen={(id) => void open(id)} />
        <QuoteDocuments id={h.id ?? null} canEdit={canEdit} />
      </div>
    </div>
  );
}
