"use client";

import clsx from "clsx";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Stops } from "@/lib/constants";
import {
  emptyFilters,
  TIME_SLOTS,
  type AirportOption,
  type FareTypeOption,
  type FlightFilterOptions,
  type FlightFilters,
  type StopsOption,
  type TimeSlotKey,
} from "@/lib/flight-filters";
import { formatMoney } from "@/lib/money";

export type FlightFilterPanelProps = {
  /** From getFilterOptions(all results of the list), not the filtered ones. */
  options: FlightFilterOptions;
  filters: FlightFilters;
  onChange: (filters: FlightFilters) => void;
  /** Currency of the prices (default INR, shown as ₹). */
  currency?: string;
  className?: string;
};

const airportLabel = (a: AirportOption) => `${a.cityName} (${a.code})`;
const isDirectOnly = (stops: StopsOption[]) => stops.length > 0 && stops.every((s) => s === Stops.Direct);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function TimeSlots({ value, onChange }: { value: TimeSlotKey[]; onChange: (value: TimeSlotKey[]) => void }) {
  const isAnyTime = value.length === 0 || value.includes("anyTime");
  const toggle = (key: TimeSlotKey) => {
    if (key === "anyTime") return onChange([]);
    const current = isAnyTime ? [] : value;
    onChange(current.includes(key) ? current.filter((k) => k !== key) : TIME_SLOTS.map((s) => s.key).filter((k) => k === key || current.includes(k)));
  };
  return (
    <div role="group" aria-label="Outbound flight times" className="grid grid-cols-2 gap-2">
      {TIME_SLOTS.map((slot) => {
        const isPressed = slot.key === "anyTime" ? isAnyTime : !isAnyTime && value.includes(slot.key);
        return (
          <button
            key={slot.key}
            type="button"
            aria-pressed={isPressed}
            onClick={() => toggle(slot.key)}
            className={clsx(
              "min-h-9 rounded-md border px-2 py-1.5 text-xs font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
              slot.key === "anyTime" && "col-span-2",
              isPressed ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            {slot.label}
          </button>
        );
      })}
    </div>
  );
}

function PriceSlider({ bounds, maxPrice, currency, onChange }: { bounds: { min: number; max: number }; maxPrice: number | null; currency: string; onChange: (maxPrice: number | null) => void }) {
  const id = useId();
  const sliderMin = Math.floor(bounds.min);
  const sliderMax = Math.ceil(bounds.max);
  // The default maximum is the highest published price (no limit).
  const shown = maxPrice === null ? bounds.max : Math.min(maxPrice, bounds.max);
  const sliderValue = maxPrice === null ? sliderMax : Math.min(Math.max(Math.round(maxPrice), sliderMin), sliderMax);
  return (
    <div className="flex flex-col gap-1">
      <input
        id={id}
        type="range"
        aria-label="Maximum price"
        aria-valuetext={formatMoney(shown, currency)}
        min={sliderMin}
        max={sliderMax}
        step={1}
        value={sliderValue}
        disabled={sliderMax <= sliderMin}
        onChange={(event) => {
          const next = Number(event.target.value);
          // The top of the slider is "no limit"; its bottom still keeps the cheapest fare.
          onChange(next >= sliderMax ? null : Math.max(next, bounds.min));
        }}
        className="w-full accent-brand"
      />
      <div className="flex justify-between text-xs text-slate-600">
        <span>{formatMoney(bounds.min, currency)}</span>
        <span>
          Up to{" "}
          <output htmlFor={id} className="font-medium text-slate-900">
            {formatMoney(shown, currency)}
          </output>
        </span>
      </div>
    </div>
  );
}

/**
 * The result filter panel (spec 000 section 2): outbound flight times, price slider, stops, airlines,
 * layover (hidden while the stops choice is Direct), destination, fare type, origin airport and
 * Clear Filters. At 600 px and below (the spec's mobile breakpoint, 600 px included) it folds behind a Filters
 * button, so the results come first.
 */
export function FlightFilterPanel({ options, filters, onChange, currency = "INR", className }: FlightFilterPanelProps) {
  const [isOpen, setIsOpen] = useState(false);
  const bodyId = useId();
  const set = (patch: Partial<FlightFilters>) => onChange({ ...filters, ...patch });

  const changeStops = (values: string[]) => {
    const stops = values.map(Number).filter((v): v is StopsOption => v === Stops.Direct || v === Stops.OneStop || v === Stops.TwoAndMore);
    // Layover does not apply to direct flights: drop its choice when it is hidden.
    set(isDirectOnly(stops) ? { stops, layovers: [] } : { stops });
  };
  const isLayoverShown = !isDirectOnly(filters.stops) && options.layovers.length > 0;
  const fareTypeOptions = options.fareTypes.filter((f) => f.count > 0);

  return (
    <aside aria-label="Filters" className={clsx("flex min-w-0 flex-col gap-3", className)}>
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" aria-expanded={isOpen} aria-controls={bodyId} onClick={() => setIsOpen((open) => !open)} className="min-[601px]:hidden">
          Filters
        </Button>
        <h2 className="hidden text-base font-semibold text-slate-900 min-[601px]:block">Filters</h2>
        <Button variant="link" onClick={() => onChange(emptyFilters())}>
          Clear Filters
        </Button>
      </div>

      <div id={bodyId} className={clsx("flex flex-col gap-4", !isOpen && "max-[601px]:hidden")}>
        <Section title="Outbound flight times">
          <TimeSlots value={filters.departureSlots} onChange={(departureSlots) => set({ departureSlots })} />
        </Section>

        <Section title="Price">
          <PriceSlider bounds={options.price} maxPrice={filters.maxPrice} currency={currency} onChange={(maxPrice) => set({ maxPrice })} />
        </Section>

        {options.stops.length > 0 && (
          <CheckboxGroup
            label="Stops"
            options={options.stops.map((s) => ({ value: String(s.value), label: s.label }))}
            value={filters.stops.map(String)}
            onChange={changeStops}
            className="border-t border-slate-200 pt-3"
          />
        )}

        {options.airlines.length > 0 && (
          <CheckboxGroup
            label="Airlines"
            options={options.airlines.map((a) => ({ value: a.code, label: `${a.name} (${a.count}), from ${formatMoney(a.minPrice, currency)}` }))}
            value={filters.airlines}
            onChange={(airlines) => set({ airlines })}
            className="border-t border-slate-200 pt-3"
          />
        )}

        {isLayoverShown && (
          <CheckboxGroup
            label="Layover"
            options={options.layovers.map((a) => ({ value: a.code, label: airportLabel(a) }))}
            value={filters.layovers}
            onChange={(layovers) => set({ layovers })}
            className="border-t border-slate-200 pt-3"
          />
        )}

        {options.destinationAirports.length > 0 && (
          <CheckboxGroup
            label="Destination"
            options={options.destinationAirports.map((a) => ({ value: a.code, label: airportLabel(a) }))}
            value={filters.destinationAirports}
            onChange={(destinationAirports) => set({ destinationAirports })}
            className="border-t border-slate-200 pt-3"
          />
        )}

        {fareTypeOptions.length > 0 && (
          <CheckboxGroup
            label="Fare type"
            options={fareTypeOptions.map((f) => ({ value: f.value, label: f.label }))}
            value={filters.fareTypes}
            onChange={(values) => set({ fareTypes: values.filter((v): v is FareTypeOption => v === "refundable" || v === "nonRefundable") })}
            className="border-t border-slate-200 pt-3"
          />
        )}

        {options.originAirports.length > 0 && (
          <CheckboxGroup
            label="Origin airport"
            options={options.originAirports.map((a) => ({ value: a.code, label: airportLabel(a) }))}
            value={filters.originAirports}
            onChange={(originAirports) => set({ originAirports })}
            className="border-t border-slate-200 pt-3"
          />
        )}

      </div>
    </aside>
  );
}
