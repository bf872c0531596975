"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CustomerSearch } from "@/components/dmc-quotes/customer-search";
import { useToast } from "@/components/ui/toast";
import { CART_STATUSES, CART_STATUS_LABELS, CartMessages, transferLabel, type TCart, type TCartItem } from "@/lib/contracts/dmc-carts";
import { formatCalendarDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { CartFrameForm } from "./cart-frame-form";
import { useCartCommand } from "./use-carts";

/** canMakeQuotation: staff who may build quotations (the builder opens prefilled from the cart). */
export type CartPermissions = { canDuplicate: boolean; canUpdateStatus: boolean; canUpdateRemarks: boolean; canAssignUser: boolean; canMakeQuotation?: boolean };

/** The builder prefilled from a cart, and a quotation made from one (issue 25). */
export const makeQuotationHref = (cartId: number) => `/staff/dmc-quotes?cart=${cartId}`;
export const quotationHref = (kartId: number) => `/staff/dmc-quotes?quotation=${kartId}`;
type Money = { currency: string; amount: number };

const money = (m: Money[] | null) => (m && m.length > 0 ? m.map((x) => formatMoney(x.amount, x.currency)).join(" + ") : "No rate");

function ItemRow({ item, cartId }: { item: TCartItem; cartId: number }) {
  const optional = useCartCommand("markUnMarkOptional");
  const remove = useCartCommand("deleteCartItem");
  const when =
    item.kind === "hotel"
      ? `${formatCalendarDate(item.date)}, ${item.nights} night(s), ${item.rooms} room(s)`
      : [formatCalendarDate(item.date), item.timeSlot, item.transfer ? `Transfer: ${transferLabel(item.transfer)}` : "No transfer"].filter(Boolean).join(" · ");
  return (
    <li className={`rounded-md border p-3 text-sm ${item.is_optional ? "border-dashed border-slate-300 bg-slate-50" : "border-slate-200"}`} aria-label={item.label}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{item.label}</p>
          <p className="text-xs text-slate-600">{when}</p>
        </div>
        <p className="text-right font-semibold">
          {item.priceChanged ? (
            <span aria-label="Price changed" className="text-amber-700">
              <s>{money(item.price)}</s> → {money(item.currentPrice)}
            </span>
          ) : (
            money(item.price)
          )}
        </p>
      </div>
      {item.priceChanged ? <p className="mt-1 text-xs text-amber-700">The price has changed since it was added{item.priceError ? `: ${item.priceError}` : ""}.</p> : null}
      {!item.priceChanged && item.priceError ? <p className="mt-1 text-xs text-amber-700">{item.priceError}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label className="inline-flex items-center gap-1 text-xs">
          <input type="checkbox" checked={optional.isPending ? Boolean(optional.variables?.is_optional) : item.is_optional} disabled={optional.isPending} onChange={(e) => optional.mutate({ cartId, cartItemId: item.id, is_optional: e.target.checked })} />
          Optional
        </label>
        <Button variant="link" onClick={() => remove.mutate({ cartId, cartItemId: item.id })} disabled={remove.isPending}>
          Remove
        </Button>
      </div>
    </li>
  );
}

function StaffControls({ cart, permissions, onDuplicated }: { cart: TCart; permissions: CartPermissions; onDuplicated: (id: number) => void }) {
  const toast = useToast();
  const [remarks, setRemarks] = useState(cart.remarks);
  const [failed, setFailed] = useState<string | null>(null);
  const status = useCartCommand("updateCartStatus");
  const saveRemarks = useCartCommand("updateRemarks");
  const assign = useCartCommand("updateUserId");
  const duplicate = useCartCommand("duplicateCart");
  const fail = () => setFailed(CartMessages.updateFailed);
  if (!(permissions.canDuplicate || permissions.canUpdateStatus || permissions.canUpdateRemarks || permissions.canAssignUser)) return null;
  const ok = (a: { message: string }) => {
    setFailed(null);
    toast.success(a.message);
  };
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3 text-sm">
      {failed ? <p role="alert" className="rounded bg-red-50 p-2 text-red-700">{failed}</p> : null}
      {permissions.canUpdateStatus ? (
        <label className="block">
          <span className="text-xs font-medium text-slate-600">Status</span>
          <select className="mt-1 w-full rounded border border-slate-300 p-1.5" value={cart.status} onChange={(e) => status.mutate({ cartId: cart.id, status: e.target.value }, { onSuccess: ok, onError: fail })}>
            {CART_STATUSES.map((s) => (
              <option key={s} value={s}>{CART_STATUS_LABELS[s]}</option>
            ))}
          </select>
        </label>
      ) : null}
      {permissions.canUpdateRemarks ? (
        <form className="space-y-1" onSubmit={(e) => { e.preventDefault(); saveRemarks.mutate({ cartId: cart.id, remarks }, { onSuccess: ok, onError: fail }); }}>
          <label htmlFor="cart-remarks" className="text-xs font-medium text-slate-600">Remarks</label>
          <textarea id="cart-remarks" rows={3} className="w-full rounded border border-slate-300 p-1.5" value={remarks} onChange={(e) => setRemarks(e.target.value)} />
          <Button type="submit" variant="secondary" disabled={saveRemarks.isPending}>Save remarks</Button>
        </form>
      ) : null}
      {permissions.canAssignUser ? (
        <div className="space-y-1">
          <p className="text-xs text-slate-600">Assigned to <span className="font-medium text-slate-900">{cart.userName}{cart.companyName ? `, ${cart.companyName}` : ""}</span></p>
          <CustomerSearch label="Assign to user" onPick={(u) => assign.mutate({ cartId: cart.id, userId: u.id }, { onSuccess: ok, onError: fail })} />
        </div>
      ) : null}
      {permissions.canDuplicate ? (
        <Button variant="secondary" disabled={duplicate.isPending} onClick={() => duplicate.mutate({ cartId: cart.id }, { onSuccess: (a) => { toast.success(a.message); onDuplicated(a.cartId ?? a.cart.id); } })}>
          Duplicate cart
        </Button>
      ) : null}
    </div>
  );
}

/** The cart: its hotel and tour option items (old → new when the engine's price changed), totals and the staff's controls. */
export function CartPanel({ cart, permissions, onCartChange }: { cart: TCart; permissions: CartPermissions; onCartChange: (id: number) => void }) {
  const clear = useCartCommand("clearAllCart");
  const accept = useCartCommand("updateCartData");
  const items = [...cart.cartItems.hotelCart, ...cart.cartItems.tourOptionCart];
  return (
    <section aria-label="Cart" className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand">Cart #{cart.id}</h2>
        <span className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-medium text-brand">{CART_STATUS_LABELS[cart.status]}</span>
      </header>
      <p className="text-xs text-slate-600">
        {cart.userName}{cart.companyName ? `, ${cart.companyName}` : ""} · {formatCalendarDate(cart.startDate)} to {formatCalendarDate(cart.endDate)} · {cart.adults} adult(s), {cart.children} child(ren)
      </p>
      <p className="text-xs font-medium text-slate-800">{cart.pricesFor}</p>
      <CartFrameForm key={`${cart.id}|${cart.startDate}|${cart.endDate}|${cart.adults}|${cart.children}`} cart={cart} />
      {cart.warnings.length > 0 ? (
        <ul aria-label="Warnings" className="space-y-1 rounded bg-amber-50 p-2 text-xs text-amber-800">
          {cart.warnings.map((w) => <li key={w}>⚠ {w}</li>)}
        </ul>
      ) : null}
      {items.length === 0 ? <p className="text-sm text-slate-600">The cart is empty.</p> : <ul className="space-y-2">{items.map((i) => <ItemRow key={i.id} item={i} cartId={cart.id} />)}</ul>}
      {cart.hasPriceChanges ? (
        <Button variant="secondary" disabled={accept.isPending} onClick={() => accept.mutate({ cartId: cart.id, adults: cart.adults, children: cart.children, startDate: cart.startDate, endDate: cart.endDate, acceptPriceChanges: true })}>
          Accept new prices
        </Button>
      ) : null}
      <p className="flex justify-between border-t border-slate-200 pt-2 text-sm font-semibold">
        <span>Total (without optional items)</span>
        <span data-testid="cart-total">{cart.totals.length ? cart.totals.map((t) => formatMoney(t.amount, t.currency)).join(" + ") : "—"}</span>
      </p>
      {items.length > 0 ? <Button variant="link" onClick={() => clear.mutate({ cartId: cart.id })} disabled={clear.isPending}>Clear all</Button> : null}
      {permissions.canMakeQuotation ? (
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3 text-sm">
          {cart.kartId !== null ? <Link className="font-medium text-brand hover:underline" href={quotationHref(cart.kartId)}>Quotation {cart.quotationId ?? `#${cart.kartId}`}</Link> : null}
          <Link className="rounded bg-brand px-3 py-1.5 font-medium text-white hover:opacity-90" href={makeQuotationHref(cart.id)}>Make quotation</Link>
        </div>
      ) : null}
      <StaffControls key={`${cart.id}|${cart.remarks}|${cart.userId}`} cart={cart} permissions={permissions} onDuplicated={onCartChange} />
    </section>
  );
}
