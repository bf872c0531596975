"use client";

import { useFormContext } from "react-hook-form";
import { formatMoney, toMajorUnits, toMinorUnits } from "@/lib/money";
import type { PassengerFormValues } from "./passenger-form-model";
import { SelectField } from "./select-field";
import type { TSsrOptions } from "./use-booking-queries";

type Priced = { code: string; description: string; price: number; currency: string; origin: string; destination: string };

const priced = (item: Priced) => (item.price > 0 ? `${item.description} (+${formatMoney(item.price, item.currency)})` : `${item.description} (free)`);
/** The supplier's own "none" entries (no weight or quantity, no price): the picker's empty choice stands for them. */
const isNone = (item: { price: number; weightKg?: number; quantity?: number }) => item.price === 0 && (item.weightKg === 0 || item.quantity === 0);

const sector = (list: Priced[]) => (list[0] ? `${list[0].origin} to ${list[0].destination}` : "");

/**
 * One passenger's extras (SSR): LCC baggage and meal per segment with prices, GDS meal and seat
 * preferences (free, indicative). Infants take no extras.
 */
export function SsrPickers({ index, options }: { index: number; options: TSsrOptions }) {
  const { register } = useFormContext<PassengerFormValues>();
  const id = (field: string) => `pax-${index}-${field}`;
  const baggage = options.baggage.map((list, s) => ({ list: list.filter((b) => !isNone(b)), s })).filter(({ list }) => list.length > 0);
  const meals = options.meals.map((list, s) => ({ list: list.filter((m) => !isNone(m)), s })).filter(({ list }) => list.length > 0);
  const hasGds = options.mealPreferences.length > 0 || options.seatPreferences.length > 0;
  if (baggage.length === 0 && meals.length === 0 && !hasGds) return null;

  return (
    <div role="group" aria-label={`Extras of passenger ${index + 1}`} className="space-y-2 border-t border-slate-100 pt-3">
      <p className="text-sm font-semibold text-slate-800">Extras</p>
      <div className="grid grid-cols-1 gap-3 min-[601px]:grid-cols-2">
        {baggage.map(({ list, s }) => (
          <SelectField
            key={`bag-${s}`}
            id={id(`baggage-${s}`)}
            label={`Extra baggage, ${sector(list)}`}
            required={false}
            placeholder="No extra baggage"
            options={list.map((b) => ({ value: b.code, label: priced(b) }))}
            registration={register(`ssr.${index}.baggage.${s}`)}
          />
        ))}
        {meals.map(({ list, s }) => (
          <SelectField
            key={`meal-${s}`}
            id={id(`meal-${s}`)}
            label={`Meal, ${sector(list)}`}
            required={false}
            placeholder="No meal"
            options={list.map((m) => ({ value: m.code, label: priced(m) }))}
            registration={register(`ssr.${index}.meals.${s}`)}
          />
        ))}
        {options.mealPreferences.length > 0 ? (
          <SelectField
            id={id("mealPreference")}
            label="Meal preference"
            required={false}
            placeholder="No preference"
            options={options.mealPreferences.map((m) => ({ value: m.code, label: m.description }))}
            registration={register(`ssr.${index}.mealPreference`)}
          />
        ) : null}
        {options.seatPreferences.length > 0 ? (
          <SelectField
            id={id("seatPreference")}
            label="Seat preference"
            required={false}
            placeholder="No preference"
            options={options.seatPreferences.map((m) => ({ value: m.code, label: m.description }))}
            registration={register(`ssr.${index}.seatPreference`)}
          />
        ) : null}
      </div>
    </div>
  );
}

/** The chosen extras' total (major units), added in paise. */
export function ssrTotal(values: PassengerFormValues["ssr"], options: TSsrOptions | undefined): number {
  if (!options) return 0;
  let paise = 0;
  for (const pax of values ?? []) {
    (pax?.baggage ?? []).forEach((code, s) => {
      const item = code ? options.baggage[s]?.find((b) => b.code === code) : undefined;
      if (item) paise += toMinorUnits(item.price);
    });
    (pax?.meals ?? []).forEach((code, s) => {
      const item = code ? options.meals[s]?.find((m) => m.code === code) : undefined;
      if (item) paise += toMinorUnits(item.price);
    });
  }
  return toMajorUnits(paise);
}
