"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { CartMessages, DEFAULT_SEARCH, type TCart, type TSearchActivity } from "@/lib/contracts/dmc-carts";
import { formatCalendarDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { CartPanel, type CartPermissions } from "./cart-panel";
import { HotelToCart, type SearchRoom } from "./hotel-to-cart";
import { TourOptionAdder, type TourItem } from "./tour-option-adder";
import { useActivitySearch, useCart, useCartCommand, useStoredCartId, type SearchAnswer } from "./use-carts";

type City = { id: number; name: string; cityCode: string };
type Frame = { startDate: string; endDate: string; adults: number; children: number };
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const input = "mt-1 w-full rounded border border-slate-300 p-1.5 text-sm";
const partyText = (f: Frame) => `${f.adults} adult(s), ${f.children} child(ren)`;

function Results({ answer, frame, onAdd, isAdding }: { answer: SearchAnswer; frame: Frame; onAdd: (item: TourItem, done: () => void) => void; isAdding: boolean }) {
  const [adding, setAdding] = useState<number | null>(null);
  if (answer.result.length === 0) return <p className="text-sm text-slate-600">No Reults found!</p>;
  return (
    <ul className="space-y-3" aria-label="Activities">
      {answer.result.map((a: TSearchActivity) => (
        <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
          <h2 className="text-lg font-semibold text-brand">{a.name}</h2>
          <p className="text-xs text-slate-600">{[a.area, a.isTransferRequired ? "Transfer required" : null].filter(Boolean).join(" · ")}</p>
          {a.description ? <p className="mt-1 text-sm text-slate-700">{a.description}</p> : null}
          <ul className="mt-2 divide-y divide-slate-100">
            {a.tourOptions.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2" aria-label={o.name}>
                <div className="min-w-0">
                  <p className="font-medium">{o.name}</p>
                  <p className="text-xs text-slate-600">
                    {[o.hasTicket ? "Ticket" : null, o.hasMeal ? "Meal" : null, o.hasGuide ? "Guide" : null, o.pickupTime && o.dropTime ? `${o.pickupTime}–${o.dropTime}` : null, o.timeSlots.length ? `Time slots: ${o.timeSlots.join(", ")}` : null].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm font-semibold">{o.isPriced ? o.totals.map((t) => formatMoney(t.amount, t.currency)).join(" + ") : <span className="font-normal text-slate-500" title={o.priceError ?? undefined}>{CartMessages.noRate}</span>}</span>
                  {adding === o.id ? null : <Button disabled={!o.isPriced || isAdding} onClick={() => setAdding(o.id)}>Add to cart</Button>}
                </div>
                {adding === o.id ? <TourOptionAdder option={o} startDate={frame.startDate} endDate={frame.endDate} isAdding={isAdding} onAdd={(item) => onAdd(item, () => setAdding(null))} onCancel={() => setAdding(null)} /> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Whose prices the search shows, and for staff the market and markup behind them. */
function PricesFor({ answer }: { answer: SearchAnswer }) {
  return (
    <div className="text-xs text-slate-600">
      <p className="font-medium text-slate-800" data-testid="prices-for">{answer.pricesFor.label}</p>
      {answer.explanation ? <p>{[answer.explanation.market, answer.explanation.markup].filter(Boolean).join(" · ")}</p> : null}
    </div>
  );
}

/**
 * /activities/search: city, dates and party (1 adult, 0 children, 0 infants, 4 days by default),
 * priced tour options and the cart. An open cart fills the search with its city, dates and party and
 * prices it for the cart's user; adding never changes the cart's dates or party (the cart's own
 * "Change dates or party" does, decision 0064).
 */
export function ActivitySearchScreen({ cities, rooms = [], today, permissions, openedCartId, initialCityId = null }: { cities: City[]; rooms?: SearchRoom[]; today: string; permissions: CartPermissions; openedCartId: number | null; initialCityId?: number | null }) {
  const toast = useToast();
  // The city the visitor came for (/activities links here with ?cityId=), else Dubai, else the first.
  const dubai = cities.find((c) => c.id === initialCityId) ?? cities.find((c) => c.cityCode === "DXB") ?? cities[0];
  const [form, setForm] = useState({ cityId: dubai ? String(dubai.id) : "", startDate: today, endDate: addDays(today, DEFAULT_SEARCH.days - 1), adults: String(DEFAULT_SEARCH.adults), children: String(DEFAULT_SEARCH.children), infants: String(DEFAULT_SEARCH.infants) });
  const [searchError, setSearchError] = useState<string | null>(null);
  const [cartId, setCartId] = useStoredCartId(openedCartId);
  const search = useActivitySearch();
  const cart = useCart(cartId);
  const add = useCartCommand("addToCart");
  const open: TCart | null = cart.data && !cart.isError ? cart.data : null;
  const request = (f: typeof form, forCart: number | null) => ({ cityId: Number(f.cityId), startDate: f.startDate, endDate: f.endDate, adults: Number(f.adults), children: Number(f.children), infants: Number(f.infants), ...(forCart ? { cartId: forCart } : {}) });
  const onSearchError = { onError: () => setSearchError(CartMessages.searchFailed) };
  // Opening a cart (from the queue, a reload, a new or duplicated cart) loads its city, dates and
  // party into the search, and searches at its user's prices.
  // Keyed by the cart and its user: a cart assigned to another customer is searched again at theirs.
  const [loaded, setLoaded] = useState<string | null>(null);
  const loadedCart = open ? open.id : null;
  if (open && loaded !== `${open.id}:${open.userId}`) {
    setLoaded(`${open.id}:${open.userId}`);
    setSearchError(null);
    setForm({ ...form, cityId: open.cityId !== null && cities.some((c) => c.id === open.cityId) ? String(open.cityId) : form.cityId, startDate: open.startDate, endDate: open.endDate, adults: String(open.adults), children: String(open.children) });
  }
  useEffect(() => {
    if (loaded !== null && loadedCart !== null && form.cityId) search.mutate(request(form, loadedCart), onSearchError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened cart (and its user), with the form it loaded
  }, [loaded]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSearchError(null);
    search.mutate(request(form, open?.id ?? null), onSearchError);
  };
  // A new cart takes the form's dates and party; an open cart keeps its own.
  const frame: Frame = open
    ? { startDate: open.startDate, endDate: open.endDate, adults: open.adults, children: open.children }
    : { startDate: form.startDate, endDate: form.endDate, adults: Number(form.adults), children: Number(form.children) };
  const addItem = (item: Record<string, unknown>, done?: () => void) =>
    add.mutate(
      { cartId: open ? open.id : -1, ...frame, item },
      {
        onSuccess: (a) => {
          setCartId(a.cartId ?? a.cart.id);
          toast.success(a.message);
          done?.();
        },
        // A refusal (a day outside the cart, a missing time slot, no rate) is toasted once by the API client.
      },
    );
  const field = (name: keyof typeof form) => ({ value: form[name], onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm({ ...form, [name]: e.target.value }) });
  const formDiffers = open !== null && (form.startDate !== open.startDate || form.endDate !== open.endDate || Number(form.adults) !== open.adults || Number(form.children) !== open.children);
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-4">
        {open ? (
          <a href="#cart" className="flex items-center justify-between rounded-lg border border-brand/30 bg-brand/5 px-3 py-2 text-sm font-medium text-brand lg:hidden">
            <span>Cart #{open.id} · {open.cartItems.hotelCart.length + open.cartItems.tourOptionCart.length} item(s)</span>
            <span>{open.totals.map((t) => formatMoney(t.amount, t.currency)).join(" + ") || "View"} ↓</span>
          </a>
        ) : null}
        <form onSubmit={submit} className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-4 sm:p-4" aria-label="Activity search">
          <label className="col-span-2">
            <span className="text-xs font-medium text-slate-600">City</span>
            <select className={input} {...field("cityId")} required>
              {cities.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </select>
          </label>
          <label><span className="text-xs font-medium text-slate-600">From</span><input type="date" className={input} {...field("startDate")} required /></label>
          <label><span className="text-xs font-medium text-slate-600">To</span><input type="date" className={input} {...field("endDate")} required /></label>
          <label><span className="text-xs font-medium text-slate-600">Adults</span><input type="number" min={1} className={input} {...field("adults")} /></label>
          <label><span className="text-xs font-medium text-slate-600">Children</span><input type="number" min={0} className={input} {...field("children")} /></label>
          <label><span className="text-xs font-medium text-slate-600">Infants</span><input type="number" min={0} className={input} {...field("infants")} /></label>
          <div className="col-span-2 flex items-end sm:col-span-1">
            <Button type="submit" className="w-full" disabled={search.isPending || cities.length === 0}>{search.isPending ? "Searching…" : "Search"}</Button>
          </div>
          {formDiffers && open ? (
            <p role="note" className="col-span-2 rounded bg-amber-50 p-2 text-xs text-amber-800 sm:col-span-4">
              Items are added to cart #{open.id} for its own dates and party ({formatCalendarDate(open.startDate)} to {formatCalendarDate(open.endDate)}, {partyText(open)}). To change them, use Change dates or party in the cart.
            </p>
          ) : null}
        </form>
        {searchError ? <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-700">{searchError}</p> : null}
        {search.data ? (
          <>
            <PricesFor answer={search.data} />
            <HotelToCart key={`${search.data.cityId}|${frame.startDate}|${frame.endDate}`} rooms={rooms} cityId={search.data.cityId} startDate={frame.startDate} endDate={frame.endDate} isAdding={add.isPending} onAdd={addItem} />
            <Results answer={search.data} frame={frame} onAdd={addItem} isAdding={add.isPending} />
          </>
        ) : cities.length === 0 ? <p className="text-sm text-slate-600">No Reults found!</p> : null}
      </div>
      <aside id="cart" className="min-w-0 scroll-mt-4">
        {open ? <CartPanel cart={open} permissions={permissions} onCartChange={setCartId} /> : <section aria-label="Cart" className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">Your cart is empty. Add tour options or a hotel stay from the search.</section>}
      </aside>
    </div>
  );
}
