"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

export type SearchRoom = { roomTypeId: number; cityId: number; hotelName: string; roomTypeName: string; starRating: number | null };
type HotelItem = { kind: "hotel"; roomTypeId: number; checkinDate: string; nights: number; rooms: number };

const field = "mt-1 w-full rounded border border-slate-300 p-1.5 text-sm";
const nightsBetween = (from: string, to: string) => Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));

/** A hotel stay for the cart (a room type of the searched city, check-in inside the cart's dates, nights and rooms); the cart prices it. */
export function HotelToCart({ rooms, cityId, startDate, endDate, isAdding, onAdd }: { rooms: SearchRoom[]; cityId: number; startDate: string; endDate: string; isAdding: boolean; onAdd: (item: HotelItem) => void }) {
  const here = rooms.filter((r) => r.cityId === cityId);
  const [roomTypeId, setRoomTypeId] = useState<number | null>(null);
  const [checkin, setCheckin] = useState<string | null>(null);
  const [nights, setNights] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  if (here.length === 0) return null;
  const chosen = here.find((r) => r.roomTypeId === roomTypeId) ?? here[0];
  const checkinDate = checkin ?? startDate;
  const stay = nights ?? nightsBetween(startDate, endDate);
  return (
    <section aria-label="Hotels" className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <h2 className="text-lg font-semibold text-brand">Hotels</h2>
      <form
        className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_6rem_6rem]"
        onSubmit={(e) => {
          e.preventDefault();
          onAdd({ kind: "hotel", roomTypeId: chosen.roomTypeId, checkinDate, nights: stay, rooms: count });
        }}
      >
        <label className="col-span-2 sm:col-span-1">
          <span className="text-xs font-medium text-slate-600">Hotel and room</span>
          <select className={field} value={chosen.roomTypeId} onChange={(e) => setRoomTypeId(Number(e.target.value))}>
            {here.map((r) => (
              <option key={r.roomTypeId} value={r.roomTypeId}>{`${r.hotelName}${r.starRating ? ` ${"★".repeat(r.starRating)}` : ""}, ${r.roomTypeName}`}</option>
            ))}
          </select>
        </label>
        <label className="col-span-2 sm:col-span-1"><span className="text-xs font-medium text-slate-600">Check-in</span><input type="date" className={field} min={startDate} max={endDate} value={checkinDate} onChange={(e) => setCheckin(e.target.value)} /></label>
        <label><span className="text-xs font-medium text-slate-600">Hotel nights</span><input type="number" min={1} max={90} className={field} value={stay} onChange={(e) => setNights(Number(e.target.value))} /></label>
        <label><span className="text-xs font-medium text-slate-600">Rooms</span><input type="number" min={1} max={20} className={field} value={count} onChange={(e) => setCount(Number(e.target.value))} /></label>
        <div className="col-span-2 flex items-end sm:col-span-4">
          <Button type="submit" variant="secondary" disabled={isAdding}>Add hotel to cart</Button>
        </div>
      </form>
    </section>
  );
}
