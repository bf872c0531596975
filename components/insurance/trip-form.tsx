import { Field, getFieldErrorId } from "@/components/ui/field";
import { REGION_OPTIONS, type ParsedTrip } from "./trip-params";

const input = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** The trip search: a plain GET form to /insurance/search-results (works without JavaScript). */
export function TripForm({ values, errors }: Pick<ParsedTrip, "values" | "errors">) {
  const describe = (id: keyof ParsedTrip["errors"]) => (errors[id] ? getFieldErrorId(id) : undefined);
  return (
    <form method="get" action="/insurance/search-results" aria-label="Trip" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 min-[601px]:grid-cols-3 min-[1001px]:grid-cols-6">
      <Field label="Region" htmlFor="region" error={errors.region} required>
        <select id="region" name="region" defaultValue={values.region} className={input} aria-describedby={describe("region")}>
          {REGION_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Destination" htmlFor="destination" error={errors.destination} required>
        <input id="destination" name="destination" defaultValue={values.destination} placeholder="e.g. Singapore" className={input} aria-describedby={describe("destination")} />
      </Field>
      <Field label="Start date" htmlFor="startDate" error={errors.startDate} required>
        <input id="startDate" name="startDate" type="date" defaultValue={values.startDate} className={input} aria-describedby={describe("startDate")} />
      </Field>
      <Field label="Return date" htmlFor="endDate" error={errors.endDate} required>
        <input id="endDate" name="endDate" type="date" defaultValue={values.endDate} className={input} aria-describedby={describe("endDate")} />
      </Field>
      <Field label="Travellers' ages" htmlFor="ages" error={errors.ages} hint="Comma separated, e.g. 36,68" required>
        <input id="ages" name="ages" defaultValue={values.ages} inputMode="numeric" className={input} aria-describedby={describe("ages")} />
      </Field>
      <div className="flex items-end">
        <button type="submit" className="min-h-9 w-full rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:opacity-90">
          Search plans
        </button>
      </div>
    </form>
  );
}
