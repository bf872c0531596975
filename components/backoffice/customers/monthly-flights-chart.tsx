import type { MonthlyFlights } from "./use-customer-admin";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11" -> "Nov 26". */
export function monthLabel(monthYear: string): string {
  const [year, month] = monthYear.split("-");
  const name = MONTHS[Number(month) - 1];
  return name && year ? `${name} ${year.slice(2)}` : monthYear;
}

/** Searches per booking as shown: two decimals, or "—" without bookings. */
export function formatRatio(ratio: number | null): string {
  return ratio === null ? "—" : ratio.toFixed(2);
}

/** A round top for the y axis: 1, 2, 5, 10, 20, 50... at or above the largest count. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

const WIDTH = 560;
const HEIGHT = 150;
const PAD = { top: 8, right: 4, bottom: 30, left: 30 };

/**
 * Monthly searches and bookings (spec 001 section 8) as a small inline SVG bar chart: searches and
 * bookings side by side per month, the ratio (searches per booking) under each month, and the
 * overall figures. The same numbers are in a table for screen readers.
 */
export function MonthlyFlightsChart({ data }: { data: MonthlyFlights }) {
  const months = data.result;
  const top = niceMax(Math.max(0, ...months.map((m) => Math.max(m.look_count, m.book_count))));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = months.length > 0 ? plotW / months.length : plotW;
  const bar = Math.max(2, Math.min(14, slot / 3));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const { total } = data;

  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={`Searches and bookings per month: ${total.look_count} searches, ${total.book_count} bookings in ${months.length} months`}>
        {[0, top / 2, top].filter((t) => Number.isInteger(t)).map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" strokeWidth={1} />
            <text x={PAD.left - 4} y={y(tick) + 3} textAnchor="end" className="fill-slate-500 text-[10px]">
              {tick}
            </text>
          </g>
        ))}
        {total.look_count === 0 && total.book_count === 0 ? (
          <text x={PAD.left + plotW / 2} y={PAD.top + plotH / 2} textAnchor="middle" className="fill-slate-400 text-[11px]">
            No searches or bookings in these months
          </text>
        ) : null}
        {months.map((m, i) => {
          const x = PAD.left + i * slot + (slot - 2 * bar - 2) / 2;
          return (
            <g key={m.month_year} data-month={m.month_year}>
              <rect x={x} y={y(m.look_count)} width={bar} height={Math.max(0, PAD.top + plotH - y(m.look_count))} className="fill-brand/40">
                <title>{`${monthLabel(m.month_year)}: ${m.look_count} searches`}</title>
              </rect>
              <rect x={x + bar + 2} y={y(m.book_count)} width={bar} height={Math.max(0, PAD.top + plotH - y(m.book_count))} className="fill-brand">
                <title>{`${monthLabel(m.month_year)}: ${m.book_count} bookings`}</title>
              </rect>
              <text x={PAD.left + i * slot + slot / 2} y={HEIGHT - PAD.bottom + 11} textAnchor="middle" className="fill-slate-600 text-[10px]">
                {monthLabel(m.month_year)}
              </text>
              <text x={PAD.left + i * slot + slot / 2} y={HEIGHT - PAD.bottom + 23} textAnchor="middle" className="fill-slate-500 text-[10px]">
                {formatRatio(m.ratio)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm bg-brand/40" /> Searches
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm bg-brand" /> Bookings
        </span>
        <span>Under each month: searches per booking</span>
        <span className="ml-auto font-medium text-slate-800" data-testid="overall-ratio">
          Overall: {total.look_count} searches, {total.book_count} bookings, ratio {formatRatio(total.ratio)}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Searches and bookings per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Searches</th>
            <th scope="col">Bookings</th>
            <th scope="col">Ratio</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month_year}>
              <th scope="row">{monthLabel(m.month_year)}</th>
              <td>{m.look_count}</td>
              <td>{m.book_count}</td>
              <td>{formatRatio(m.ratio)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
