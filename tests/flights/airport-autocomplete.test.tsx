/** @jest-environment jsdom */
// The city autocomplete with real timing (500 ms debounce) against a real HTTP server: typing
// "Chennai" at normal speed and pressing Tab or Enter at once picks Chennai, not the first entry
// of the list that was showing before (spec 000 section 5: Tab picks the first match).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { AirportAutocomplete, type AirportOption } from "@/components/flight-search/airport-autocomplete";
import { configureApiClient } from "@/lib/api-client";
import { ok, startUiServer, type UiServer } from "./ui-http";

const airport = (code: string, city: string): AirportOption => ({ code, name: `${city} Airport`, city, cityCode: code, countryName: "India", label: `${city} (${code})` });
const POPULAR = [airport("DEL", "Delhi"), airport("BOM", "Mumbai"), airport("BLR", "Bengaluru"), airport("MAA", "Chennai")];
const ALL = [...POPULAR, airport("CCU", "Kolkata"), airport("CJB", "Coimbatore"), airport("HYD", "Hyderabad")];

let server: UiServer;
beforeAll(async () => {
  server = await startUiServer();
  // The real endpoint's shape: popular airports for an empty query, else matches by city or code; 80 ms away.
  server.on("/api/getAirports", ({ body }) => {
    const query = String((body as { query?: string }).query ?? "").trim().toLowerCase();
    const result = query === "" ? POPULAR : ALL.filter((a) => a.city.toLowerCase().startsWith(query) || a.code.toLowerCase() === query);
    return { ...ok({ result }), delayMs: 80 };
  });
});
afterAll(() => server.close());
beforeEach(() => configureApiClient({}));

function Field({ onPicked }: { onPicked: (a: AirportOption | null) => void }) {
  const [value, setValue] = useState<AirportOption | null>(null);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <AirportAutocomplete
        label="From"
        value={value}
        onChange={(v) => {
          setValue(v);
          onPicked(v);
        }}
      />
      <input aria-label="Next field" />
    </form>
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function typeAtNormalSpeed(text: string) {
  const box = screen.getByRole("combobox", { name: "From" });
  fireEvent.focus(box);
  // The list for the empty query (popular airports, Delhi first) is showing.
  await screen.findByRole("option", { name: /Delhi \(DEL\)/ });
  for (let i = 1; i <= text.length; i++) {
    fireEvent.change(box, { target: { value: text.slice(0, i) } });
    await sleep(60);
  }
  return box;
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPicked = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <Field onPicked={onPicked} />
    </QueryClientProvider>,
  );
  return onPicked;
}

describe("AirportAutocomplete: Tab and Enter pick the first match of what is typed", () => {
  it.each(["Tab", "Enter"])("%s within half a second of typing 'Chennai' picks Chennai (MAA)", async (key) => {
    const onPicked = setup();
    const box = await typeAtNormalSpeed("Chennai");
    fireEvent.keyDown(box, { key });
    if (key === "Tab") fireEvent.blur(box);
    await waitFor(() => expect(onPicked).toHaveBeenCalled(), { timeout: 2000 });
    expect(onPicked).toHaveBeenCalledTimes(1);
    expect(onPicked.mock.calls[0][0]).toMatchObject({ code: "MAA", city: "Chennai" });
    expect(box).toHaveProperty("value", "Chennai (MAA)");
    // That it asked for what was typed instead of waiting out the debounce is proven without a
    // wall clock (a loaded CI machine saw 1.5 s here) in airport-autocomplete-no-wait.test.tsx.
  });

  it("Tab on a code picks that airport ('cjb' -> Coimbatore)", async () => {
    const onPicked = setup();
    const box = await typeAtNormalSpeed("cjb");
    fireEvent.keyDown(box, { key: "Tab" });
    await waitFor(() => expect(onPicked).toHaveBeenCalled(), { timeout: 2000 });
    expect(onPicked.mock.calls[0][0]).toMatchObject({ code: "CJB" });
  });

  it("Tab with nothing typed picks nothing", async () => {
    const onPicked = setup();
    const box = screen.getByRole("combobox", { name: "From" });
    fireEvent.focus(box);
    await screen.findByRole("option", { name: /Delhi \(DEL\)/ });
    fireEvent.keyDown(box, { key: "Tab" });
    await sleep(300);
    expect(onPicked).not.toHaveBeenCalled();
  });

  it("after the list has caught up, Enter picks the highlighted option (arrow keys)", async () => {
    const onPicked = setup();
    const box = await typeAtNormalSpeed("C");
    await screen.findByRole("option", { name: /Coimbatore/ }, { timeout: 2000 });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(onPicked).toHaveBeenCalled());
    expect(onPicked.mock.calls[0][0]).toMatchObject({ code: "CJB" });
  });
});
