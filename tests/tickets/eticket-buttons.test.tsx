/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { ETicketScreen, type ETicketScreenProps } from "@/components/tickets/eticket/eticket-screen";
import { ToastProvider } from "@/components/ui/toast";
import type { TETicketView } from "@/lib/contracts/eticket";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

const segment = {
  airlineName: "IndiGo", airlineCode: "6E", flightNumber: "2134", fareClass: "T", originAirportCode: "BOM", originAirportName: "Mumbai Airport", originCityName: "Mumbai", originTerminal: "1",
  destinationAirportCode: "DEL", destinationAirportName: "Delhi Airport", destinationCityName: "Delhi", destinationCityCode: "DEL", destinationTerminal: "2", departureTime: "2026-12-20T08:00:00",
  arrivalTime: "2026-12-20T10:10:00", durationMinutes: 130, groundTimeMinutes: 0, flightStatus: "Confirmed", airlinePnr: "AIRPN1", baggage: "15 Kg", cabinBaggage: "7 Kg", craft: "320",
  stopPoint: "", stopPointArrivalTime: "", stopPointDepartureTime: "", operatingCarrier: "6E",
};
const passenger = (index: number, name: string) => ({
  index, name, paxType: "Adult", ticketNumber: `312-100000000${index}`, baggage: [{ sector: "BOM-DEL", allowance: "15 Kg" }], meals: [], refundedSectors: [],
  barcodes: [{ sector: "BOM-DEL", flight: "6E 2134", content: "M1...", imageUrl: "data:image/svg+xml;base64,PHN2Zy8+", alt: `Ticket barcode for ${name}, flight 6E 2134 BOM to DEL` }],
});
const view = (over: Partial<TETicketView> = {}): TETicketView => ({
  bookingId: 42, pnr: "ABC123", status: "ticketed", isCancelled: false, issueDate: "2026-11-02T06:30:00.000Z",
  company: { companyName: "Skyline Travels", logoUrl: null, adminContact: "+91 22 4000 1234", adminEmail: "desk@skyline.test" },
  passengers: [passenger(0, "Mr Asha Rao"), passenger(1, "Mrs Meera Rao")], refundedPassengerCount: 0, legs: [[segment]],
  payment: { currency: "INR", baseFare: 4000, taxes: 1000, extras: 0, baggage: 0, meals: 0, txnFee: 0, discount: 0, total: 5000, refunded: 0, totalAfterRefund: 5000 }, eTicketFare: { txnFee: 0, userMergeTxnFeeTaxes: 0, discount: 0 },
  ...over,
});
const signedIn = { isLoggedIn: true, canMarkup: true, canDiscount: true, canEmail: true };
const anonymous = { isLoggedIn: false, canMarkup: false, canDiscount: false, canEmail: false };

function show(props: Partial<ETicketScreenProps>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ETicketScreen view={view()} viewer={signedIn} isPrint={false} paxIndex={null} isPriceHidden={false} {...props} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}
const buttonNames = () => {
  const bar = screen.queryByRole("toolbar", { name: "E-ticket actions" });
  return bar ? within(bar).getAllByRole("button").map((b) => b.textContent) : [];
};

beforeEach(() => {
  window.history.replaceState(null, "", "/flight/eTicket/NDJfX19BQkMxMjM=");
  refresh.mockReset();
});
const originalFetch = global.fetch;
afterEach(() => {
  jest.restoreAllMocks();
  global.fetch = originalFetch;
});

describe("e-ticket buttons (spec 000 section 2)", () => {
  it("anonymous viewer: only Print, and no price", () => {
    show({ viewer: anonymous, view: view({ payment: null, eTicketFare: null }), isPriceHidden: true });
    expect(buttonNames()).toEqual(["Print"]);
    expect(screen.queryByRole("region", { name: "Payment details" })).toBeNull();
    expect(screen.getByRole("img", { name: "Ticket barcode for Mr Asha Rao, flight 6E 2134 BOM to DEL" })).toBeTruthy();
  });

  it("logged-in user: Add Markup, Add Discount, Hide Price, Print and Email; Update once an amount exists", () => {
    show({});
    expect(buttonNames()).toEqual(["Add Markup", "Add Discount", "Hide Price", "Print", "Email"]);
    expect(screen.getByRole("region", { name: "Payment details" })).toBeTruthy();
    show({ view: view({ eTicketFare: { txnFee: 0, userMergeTxnFeeTaxes: 50, discount: 10 } }) });
    expect(screen.getAllByRole("button", { name: "Update Markup" })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Update Discount" })).toHaveLength(1);
  });

  it("print view: no buttons at all, and it prints itself once when loaded", () => {
    jest.useFakeTimers();
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    show({ isPrint: true });
    expect(screen.queryByRole("toolbar")).toBeNull();
    expect(screen.queryByRole("button", { name: "Email" })).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(print).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it("single-passenger view (pax): Print only, whatever the permissions", () => {
    show({ paxIndex: 1, view: view({ passengers: [passenger(1, "Mrs Meera Rao")] }) });
    expect(buttonNames()).toEqual(["Print"]);
  });

  it("hides each button the user's permissions would refuse", () => {
    show({ viewer: { isLoggedIn: true, canMarkup: false, canDiscount: true, canEmail: false } });
    expect(buttonNames()).toEqual(["Add Discount", "Hide Price", "Print"]);
  });

  it("Show/Hide Price toggles the payment details and keeps hp in the address; Print opens the print view in a new tab", () => {
    const open = jest.spyOn(window, "open").mockImplementation(() => null);
    show({});
    fireEvent.click(screen.getByRole("button", { name: "Hide Price" }));
    expect(screen.queryByRole("region", { name: "Payment details" })).toBeNull();
    expect(window.location.search).toBe("?hp=1");
    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(open).toHaveBeenCalledWith("/flight/eTicket/NDJfX19BQkMxMjM=?hp=1&print=1", "_blank", "noopener");
    fireEvent.click(screen.getByRole("button", { name: "Show Price" }));
    expect(screen.getByRole("region", { name: "Payment details" })).toBeTruthy();
    expect(window.location.search).toBe("");
  });

  it("Email posts the booking with the price choice and shows 'Email successfully sent.'", async () => {
    const body = JSON.stringify({ success: true, data: { message: "Email successfully sent." } });
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => body }));
    global.fetch = fetchMock as unknown as typeof fetch;
    show({ isPriceHidden: true });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Email" })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/eTicket/email");
    expect(JSON.parse(String(init.body))).toEqual({ bookingId: 42, hidePrice: true });
    expect((await screen.findAllByText("Email successfully sent.")).length).toBeGreaterThan(0);
  });

  it("the markup dialog checks amounts with the endpoint's schema before sending", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    show({});
    fireEvent.click(screen.getByRole("button", { name: "Add Markup" }));
    const dialog = screen.getByRole("dialog", { name: "Add Markup" });
    fireEvent.change(within(dialog).getByLabelText("Transaction fee"), { target: { value: "-5" } });
    fireEvent.change(within(dialog).getByLabelText("Markup merged into taxes"), { target: { value: "1.234" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Save" })));
    expect(within(dialog).getByText("Must be 0 or more")).toBeTruthy();
    expect(within(dialog).getByText("At most 2 decimals")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
