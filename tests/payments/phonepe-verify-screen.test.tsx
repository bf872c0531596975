/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { PhonePeVerifyScreen } from "@/components/payments/phonepe-verify-screen";
import { ToastProvider } from "@/components/ui/toast";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const ORDER = "0b5a4a36-8d7e-4b7a-9a51-0d6f0d2b8f11";

/** What our verifyPayment endpoint answers (jsdom has no Response: the few members the api client reads). */
function answer(success: boolean) {
  const text = JSON.stringify({ success: true, data: { success, status: success ? "PAYMENT_SUCCESS" : "PAYMENT_PENDING", orderId: ORDER } });
  return { ok: true, status: 200, headers: new Headers({ "content-type": "application/json" }), text: async () => text, json: async () => JSON.parse(text) };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe("PhonePe verification page", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    push.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it("shows the verifying texts, asks 5 times 2 seconds apart, then shows the failure and goes to the payment page", async () => {
    const fetchMock = jest.fn(async () => answer(false));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <ToastProvider>
        <PhonePeVerifyScreen transactionId="WF1T123" orderId={ORDER} />
      </ToastProvider>,
    );
    expect(screen.getByText("Verifying Payment from Bank")).toBeTruthy();
    expect(screen.getByText("Please donot refresh")).toBeTruthy();
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(6000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ orderId: "WF1T123" });
    expect(screen.getAllByText("Payment failed, Please contact support").length).toBeGreaterThan(0);
    expect(push).toHaveBeenCalledWith(`/user/payments/${ORDER}`);
    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it("on success shows 'Payment Successful' and goes to /1/success", async () => {
    const fetchMock = jest.fn().mockResolvedValueOnce(answer(false)).mockResolvedValueOnce(answer(true));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <ToastProvider>
        <PhonePeVerifyScreen transactionId="WF1T123" orderId={ORDER} />
      </ToastProvider>,
    );
    await advance(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(push).toHaveBeenCalledWith("/1/success");
    expect(screen.getAllByText("Payment Successful").length).toBeGreaterThan(0);
  });
});
