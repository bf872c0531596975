/** @jest-environment jsdom */
// Tab and Enter never wait out the debounce: with the debounced query frozen at "" (as if the 500 ms
// timer had not fired yet, however slow the machine), typing "Kolk" and pressing Tab or Enter still
// picks Kolkata, which the showing list (popular airports) does not contain. Only the immediate fetch
// of what is typed can find it. The real-timing behaviour is in airport-autocomplete.test.tsx.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { AirportAutocomplete, type AirportOption } from "@/components/flight-search/airport-autocomplete";
import { configureApiClient } from "@/lib/api-client";
import { ok, startUiServer, type UiServer } from "./ui-http";

jest.mock("@/components/ui/use-debounced", () => {
  const { useState: useFrozen } = jest.requireActual<typeof import("react")>("react");
  // The debounced value never catches up: it stays what it was first.
  return { useDebounced: <T,>(value: T) => useFrozen(value)[0] };
});

const airport = (code: string, city: string): AirportOption => ({ code, name: `${city} Airport`, city, cityCode: code, countryName: "India", label: `${city} (${code})` });
const POPULAR = [airport("DEL", "Delhi"), airport("BOM", "Mumbai"), airport("BLR", "Bengaluru"), airport("MAA", "Chennai")];
const ALL = [...POPULAR, airport("CCU", "Kolkata"), airport("CJB", "Coimbatore")];

let server: UiServer;
beforeAll(async () => {
  server = await startUiServer();
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
    <AirportAutocomplete
      label="From"
      value={value}
      onChange={(v) => {
        setValue(v);
        onPicked(v);
      }}
    />
  );
}

describe("AirportAutocomplete: Tab and Enter fetch what is typed instead of waiting for the debounce", () => {
  it.each(["Tab", "Enter"])("%s after typing 'Kolk' picks Kolkata (CCU) while the list still shows popular airports", async (key) => {
    const onPicked = jest.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Field onPicked={onPicked} />
      </QueryClientProvider>,
    );
    const box = screen.getByRole("combobox", { name: "From" });
    fireEvent.focus(box);
    await screen.findByRole("option", { name: /Delhi \(DEL\)/ });
    fireEvent.change(box, { target: { value: "Kolk" } });
    // The list has not caught up: no Kolkata option is showing.
    expect(screen.queryByRole("option", { name: /Kolkata/ })).toBeNull();
    fireEvent.keyDown(box, { key });
    if (key === "Tab") fireEvent.blur(box);
    await waitFor(() => expect(onPicked).toHaveBeenCalled(), { timeout: 5000 });
    expect(onPicked).toHaveBeenCalledTimes(1);
    expect(onPicked.mock.calls[0][0]).toMatchObject({ code: "CCU", city: "Kolkata" });
    expect(box).toHaveProperty("value", "Kolkata (CCU)");
    expect(server.received.some((r) => r.path === "/api/getAirports" && (r.body as { query?: string }).query === "Kolk")).toBe(true);
  });
});
