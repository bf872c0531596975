/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { DriverJobCard } from "@/components/dmc-transfers/driver-job-card";
import type { TDriverTransfer } from "@/lib/contracts/dmc-transfers";
import { isBarePagePath } from "@/lib/bare-pages";

/*
 * The driver's pickup card (issue 25, "the people on the ground"): what the driver needs to find the
 * party, a confirm step before "Mark done", no marking before the pickup's day, cancelled shown so.
 */

const TODAY = "2026-12-10";
const PICKUP: TDriverTransfer = {
  id: 7,
  sharingType: "PVT",
  date: "2026-12-10",
  time: "06:00",
  pickupLocation: "DXB Terminal 3",
  dropLocation: "Marina Bay Hotel",
  serviceName: "Hotel: Marina Bay Hotel",
  leadPassengerName: "Mr Ravi Kumar",
  paxCount: 3,
  isCompleted: false,
  completedAt: null,
  isCancelled: false,
  cancelledAt: null,
  guestPhone: "+971 501234567",
  flightNumber: "EK 501",
};

const renderCard = (t: Partial<TDriverTransfer> = {}, onDone = jest.fn()) => {
  render(
    <ol>
      <DriverJobCard t={{ ...PICKUP, ...t }} today={TODAY} busy={false} onDone={onDone} />
    </ol>,
  );
  return { card: screen.getByRole("listitem"), onDone };
};
/** The element's text with runs of whitespace as one space. */
const text = (el: HTMLElement) => (el.textContent ?? "").replace(/\s+/g, " ");

describe("the driver's pickup card", () => {
  it("shows the day in words, the pickup point, the flight, the guest and a phone to call", () => {
    const { card } = renderCard();
    expect(text(card)).toContain("Thu, 10 Dec 2026 · Private");
    expect(text(card)).toContain("Pickup pointDXB Terminal 3");
    expect(text(card)).toContain("FlightEK 501");
    expect(text(card)).toContain("GuestMr Ravi Kumar · 3 pax");
    expect(within(card).getByRole("link", { name: "+971 501234567" }).getAttribute("href")).toBe("tel:+971501234567");
  });

  it("says when it was done on the site's clock (the pickup times' clock), not the phone's", () => {
    render(
      <ol>
        <DriverJobCard t={{ ...PICKUP, isCompleted: true, completedAt: "2026-12-10T05:45:00.000Z" }} today={TODAY} timeZone="Asia/Dubai" busy={false} onDone={jest.fn()} />
      </ol>,
    );
    expect(text(screen.getByRole("listitem"))).toContain("Done at 09:45");
  });

  it("asks to confirm before marking done; 'Not yet' goes back without marking", () => {
    const { card, onDone } = renderCard();
    fireEvent.click(within(card).getByRole("button", { name: "Mark done" }));
    expect(onDone).not.toHaveBeenCalled();
    const confirm = within(card).getByRole("group", { name: "Confirm pickup done" });
    expect(text(confirm)).toContain("Picked up Mr Ravi Kumar (3 pax) at DXB Terminal 3?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Not yet" }));
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(within(card).getByRole("button", { name: "Mark done" }));
    fireEvent.click(within(card).getByRole("button", { name: "Yes, mark done" }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("a pickup dated after today cannot be marked done: the button is disabled and says when it can", () => {
    const { card, onDone } = renderCard({ date: "2026-12-11" });
    const button = within(card).getByRole("button", { name: "Mark done" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe("Can be marked done on Fri, 11 Dec 2026");
    fireEvent.click(button);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("a cancelled pickup is badged Cancelled, struck through, with no Mark done and no call or map links", () => {
    const { card } = renderCard({ isCancelled: true });
    expect(card.getAttribute("aria-label")).toMatch(/^Cancelled: Pickup at 06:00/);
    expect(within(card).getByRole("status").textContent).toBe("Cancelled");
    expect(text(card)).toContain("This pickup has been cancelled: do not go.");
    expect(within(card).queryByRole("button")).toBeNull();
    expect(within(card).queryByRole("link")).toBeNull();
    expect(within(card).getByText("06:00").className).toMatch(/line-through/);
  });
});

describe("the bare pages (no site menu or footer)", () => {
  it("are the driver's pages only", () => {
    expect(isBarePagePath("/dmc/driver/abc")).toBe(true);
    expect(isBarePagePath("/dmc/driver/abc?x=1")).toBe(true);
    expect(isBarePagePath("/staff/dmc-job-sheet")).toBe(false);
    expect(isBarePagePath("/dmc/drivers")).toBe(false);
    expect(isBarePagePath("/")).toBe(false);
  });
});
