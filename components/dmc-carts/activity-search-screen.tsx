"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { CartMessages, DEFAULT_SEARCH, type TSearchActivity } from "@/lib/contracts/dmc-carts";
import { formatMoney } from "@/lib/money";
import { CartPanel, type CartPermissions } from "./cart-panel";
import { HotelToCart, type SearchRoom } from "./hotel-to-cart";
import { useActivitySearch, useCart, useCartCommand, useStoredCartId, type SearchAnswer } from "./use-carts";

type City = { id: number; name: string; cityCode: string };
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const input = "mt-1 w-full rounded border border-slate-300 p-1.5 text-sm";

function Results({ answer, onAdd, isAdding }: { answer: SearchAnswer; onAdd: (tourOptionId: number) => void; isAdding: boolean }) {
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
                  <p className="text-xs text-slate-600">{[o.hasTicket ? "Ticket" : null, o.hasMeal ? "Meal" : null, o.hasGuide ? "Guide" : null, ...o.timeSlots].filter(Boolean).join(" · ")}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm font-semibold">{o.isPriced ? o.totals.map((t) => formatMoney(t.amount, t.currency)).join(" + ") : <span className="font-normal text-slate-500">No rate for these dates</span>}</span>
                  <Button disabled={!o.isPriced || isAdding} onClick={() => onAdd(o.id)}>Add to cart</Button>
                </div>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** /activities/search: city, dates and party (1 adult, 0 children, 0 infants, 4 days by default), priced tour options and the cart. */
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
  const party = { adults: Number(form.adults), children: Number(form.children) };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSearchError(null);
    search.mutate({ cityId: Number(form.cityId), startDate: form.startDate, endDate: form.endDate, ...party, infants: Number(form.infants) }, { onError: () => setSearchError(CartMessages.searchFailed) });
  };
  const addItem = (item: Record<string, unknown>) =>
    add.mutate(
      { cartId: cart.isError ? -1 : cartId, ...party, startDate: form.startDate, endDate: form.endDate, item },
      { onSuccess: (a) => { setCartId(a.cartId ?? a.cart.id); toast.success(a.message); } },
    );
  const onAdd = (tourOptionId: number) => addItem({ kind: "tourOption", tourOptionId, date: form.startDate });
  const field = (name: keyof typeof form) => ({ value: form[name], onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm({ ...form, [name]: e.target.value }) });
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-4">
        {cart.data ? (
          <a href="#cart" className="flex items-center justify-between rounded-lg border border-brand/30 bg-brand/5 px-3 py-2 text-sm font-medium text-brand lg:hidden">
            <span>Cart #{cart.data.id} · {cart.data.cartItems.hotelCart.length + cart.data.cartItems.tourOptionCart.length} item(s)</span>
            <span>{cart.data.totals.map((t) => formatMoney(t.amount, t.currency)).join(" + ") || "View"} ↓</span>
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
        </form>
        {searchError ? <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-700">{searchError}</p> : null}
        {search.data ? (
          <>
            <p className="text-xs text-slate-600">{search.data.market}{search.data.markup ? ` · ${search.data.markup}` : ""}</p>
            <HotelToCart key={`${search.data.cityId}|${form.startDate}|${form.endDate}`} rooms={rooms} cityId={search.data.cityId} startDate={form.startDate} endDate={form.endDate} isAdding={add.isPending} onAdd={addItem} />
            <Results answer={search.data} onAdd={onAdd} isAdding={add.isPending} />
          </>
        ) : cities.length === 0 ? <p className="text-sm text-slate-600">No Reults found!</p> : null}
      </div>
      <aside id="cart" className="min-w-0 scroll-mt-4">
        {cart.data ? <CartPanel cart={cart.data} permissions={permissions} onCartChange={setCartId} /> : <section aria-label="Cart" className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">Your cart is empty. Add tour options or a hotel stay from the search.</section>}
      </aside>
    </div>
  );
}
