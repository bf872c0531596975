/** The p-th percentile (nearest rank) of `values`, e.g. pct(times, 95). */
export const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
