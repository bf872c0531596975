// The results' ±3-day fare strip (issue 16): which days it shows.

/** "2026-12-30" + 3 -> "2027-01-02" (calendar days, UTC). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The search day and three days either side, leaving out days before today; [] without a date. */
export function fareStripDays(departure: string, today: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(departure)) return [];
  return [-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(departure, n)).filter((d) => d >= today);
}
