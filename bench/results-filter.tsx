// Result page filter-change benchmark (issue 16: "a filter change still under 16 ms").
// Run: npx tsx bench/results-filter.tsx   (RESULTS=450 RUNS=40 to change the size)
//
// Renders the real result page (SearchResultsScreen: filter panel, modify-search bar, virtualised
// itinerary list, share bar) with React's production build in jsdom, its search answer already in the
// query cache, then ticks and unticks filter checkboxes and times each change: the tick (the click's
// own render and commit: the filter panel) and the whole change (until the list, which follows in a
// deferred render, shows its new rows). jsdom does no layout or paint: bench/results-filter-browser.ts
// measures in Chromium. The window is 1280 x 800, so the list renders what is on screen plus its overscan.
(process.env as Record<string, string>).NODE_ENV = "production";
import { performance } from "node:perf_hooks";
import { JSDOM } from "jsdom";

const dom = new JSDOM("<!doctype html><html><body></body></html>", { url: "http://acme.localhost/app/flight/searchResult/s?journeyType=1&origin=DEL&destination=BOM&departureDate=2025-05-12&adt=1", pretendToBeVisual: true });
const g = globalThis as unknown as Record<string, unknown>;
for (const key of ["window", "document", "navigator", "HTMLElement", "HTMLInputElement", "Node", "Element", "Event", "MouseEvent", "KeyboardEvent", "getComputedStyle", "localStorage", "requestAnimationFrame", "cancelAnimationFrame", "location", "history", "ResizeObserver"]) {
  if (!(key in g) || key === "navigator") Object.defineProperty(g, key, { value: (dom.window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
}
// jsdom has no scrolling; the virtualizer calls scrollTo when the list above it moves.
dom.window.scrollTo = () => {};
Object.defineProperty(dom.window, "innerWidth", { value: 1280 });
Object.defineProperty(dom.window, "innerHeight", { value: 800 });
g.IS_REACT_ACT_ENVIRONMENT = false;

const GOAL_MS = 16;
const COUNT = Number(process.env.RESULTS ?? 450);
const RUNS = Number(process.env.RUNS ?? 40);

async function main() {
  const React = await import("react");
  const { createRoot } = await import("react-dom/client");
  const { flushSync } = await import("react-dom");
  const { QueryClient, QueryClientProvider } = await import("@tanstack/react-query");
  const { AppRouterContext } = await import("next/dist/shared/lib/app-router-context.shared-runtime");
  const { PathnameContext, SearchParamsContext } = await import("next/dist/shared/lib/hooks-client-context.shared-runtime");
  const { SearchResultsScreen } = await import("@/components/flight-search/search-results-screen");
  const { generateResults } = await import("../tests/flights/flight-fixtures");

  const FAMILIES = ["Saver", "Flexi", "Corporate"];
  const results = generateResults(COUNT, 7).map((r, i) => ({ ...r, fareName: FAMILIES[i % 3], fare: { ...r.fare, totalPayableAmt: r.publishedPrice - 100, commissionEarned: 120 } }));
  const data = { searchId: "s", traceId: "t", journeyType: 1, isDomestic: true, results: [results], unavailableSources: [] };
  const client = new QueryClient();
  client.setQueryData(["flight-search", "s"], data);
  const query = dom.window.location.search.slice(1);
  const router = { push() {}, replace() {}, refresh() {}, prefetch() {}, back() {}, forward() {} };

  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      React.createElement(AppRouterContext.Provider, { value: router as never }, React.createElement(PathnameContext.Provider, { value: "/app/flight/searchResult/s" }, React.createElement(SearchParamsContext.Provider, { value: new URLSearchParams(query) as never }, React.createElement(QueryClientProvider, { client }, React.createElement(SearchResultsScreen, { searchId: "s", query, title: "DEL to BOM", userType: "travelAgent" }))))),
    ),
  );
  const rows = () => container.querySelectorAll("article").length;
  const box = (label: string) => {
    const found = [...container.querySelectorAll("label")].find((l) => l.textContent?.trim() === label);
    const input = found?.querySelector("input") ?? (found?.htmlFor ? (document.getElementById(found.htmlFor) as HTMLInputElement | null) : null);
    if (!input) throw new Error(`no filter checkbox "${label}"`);
    return input;
  };
  const status = () => container.querySelector("[role=status]")?.textContent;
  console.log(`Result page filter change: ${COUNT} results (${status()}), ${rows()} rows rendered, ${RUNS} changes per filter, React production build in jsdom`);

  const changes = ["Direct", "Refundable", "1 stop"];
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)];
  const p95of = (xs: number[]) => xs[Math.ceil(xs.length * 0.95) - 1];
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  const allTick: number[] = [];
  const allCpu: number[] = [];
  const allWall: number[] = [];
  for (const label of changes) {
    const tick: number[] = [];
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS + 6; i++) {
      const input = box(label);
      const before = status();
      const startCpu = process.cpuUsage();
      const start = performance.now();
      flushSync(() => input.click());
      const tickCpu = process.cpuUsage(startCpu);
      // The lists follow in a deferred render (decision 0055): wait for it (idle waiting costs no CPU).
      for (let turns = 0; status() === before; turns++) {
        if (turns > 10_000) throw new Error(`"${label}" did not change the list`);
        await nextTurn();
      }
      const took = performance.now() - start;
      const used = process.cpuUsage(startCpu);
      if (i >= 6) {
        // the first few warm the JIT
        tick.push((tickCpu.user + tickCpu.system) / 1000);
        wall.push(took);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    for (const xs of [tick, wall, cpu]) xs.sort((a, b) => a - b);
    allTick.push(...tick);
    allWall.push(...wall);
    allCpu.push(...cpu);
    console.log(`  ${label.padEnd(12)} tick CPU median ${median(tick).toFixed(2)} ms, p95 ${p95of(tick).toFixed(2)} ms; whole change CPU median ${median(cpu).toFixed(2)} ms, p95 ${p95of(cpu).toFixed(2)} ms, wall median ${median(wall).toFixed(2)} ms (${status()} after the last change)`);
  }
  for (const xs of [allTick, allWall, allCpu]) xs.sort((a, b) => a - b);
  // Wall time includes waiting for a core on a busy machine and for React's scheduler; the CPU time this
  // process spent is what a quiet machine would take (the goal is judged on the tick's; all are printed).
  const p95 = p95of(allTick);
  console.log(`wall clock of the whole change: median ${median(allWall).toFixed(2)} ms, p95 ${p95of(allWall).toFixed(2)} ms (load average ${(await import("node:os")).loadavg()[0].toFixed(1)})`);
  console.log(`filter change (CPU time): the tick median ${median(allTick).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms; goal < ${GOAL_MS} ms: ${p95 < GOAL_MS ? "met" : "NOT met"}; the whole change (tick and list) median ${median(allCpu).toFixed(2)} ms, p95 ${p95of(allCpu).toFixed(2)} ms; rows rendered ${rows()}`);
  root.unmount();
  client.clear();
  // jsdom and the query client keep timers alive: end here.
  process.exit(p95 >= GOAL_MS ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
