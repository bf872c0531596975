"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import type { TCart } from "@/lib/contracts/dmc-carts";
import { useCartCommand } from "./use-carts";

const field = "mt-1 w-full rounded border border-slate-300 p-1.5 text-sm";

/**
 * The one way a cart's dates and party change (issue 25): an explicit edit that re-prices every
 * item; an item outside the new dates refuses it, and the API client says which item.
 */
export function CartFrameForm({ cart }: { cart: TCart }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ startDate: cart.startDate, endDate: cart.endDate, adults: String(cart.adults), children: String(cart.children) });
  const save = useCartCommand("updateCartData");
  if (!open) {
    return (
      <Button variant="link" onClick={() => setOpen(true)}>
        Change dates or party
      </Button>
    );
  }
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.target.value });
  return (
    <form
      aria-label="Cart dates and party"
      className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-slate-50 p-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { cartId: cart.id, startDate: v.startDate, endDate: v.endDate, adults: Number(v.adults), children: Number(v.children) },
          {
            onSuccess: (a) => {
              toast.success(a.message);
              setOpen(false);
            },
          },
        );
      }}
    >
      <label><span className="text-xs font-medium text-slate-600">Cart from</span><input type="date" className={field} value={v.startDate} onChange={set("startDate")} required /></label>
      <label><span className="text-xs font-medium text-slate-600">Cart to</span><input type="date" className={field} value={v.endDate} min={v.startDate} onChange={set("endDate")} required /></label>
      <label><span className="text-xs font-medium text-slate-600">Cart adults</span><input type="number" min={1} className={field} value={v.adults} onChange={set("adults")} required /></label>
      <label><span className="text-xs font-medium text-slate-600">Cart children</span><input type="number" min={0} className={field} value={v.children} onChange={set("children")} required /></label>
      <p className="col-span-2 text-xs text-slate-600">Every item is re-priced for the new party; items outside the new dates must be moved or removed first.</p>
      <div className="col-span-2 flex gap-2">
        <Button type="submit" disabled={save.isPending}>Save dates and party</Button>
        <Button type="button" variant="link" onClick={() => setOpen(false)}>Cancel</Button>
      </div>
    </form>
  );
}
