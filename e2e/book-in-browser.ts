import { expect, type Locator, type Page } from "@playwright/test";

export type LeadPassenger = { first: string; last: string; dateOfBirth: string; email: string; mobile: string };

/**
 * From an open "Fare details" dialog to a ticketed booking, as an agent clicks it: Book, the passenger
 * form (a changed fare is accepted), the lead adult, Continue, Pay from wallet ("Payment Successful").
 * Answers the queue's "Your booking" region, every status in it Ticketed.
 */
export async function bookFromFareDialog(page: Page, lead: LeadPassenger, options: { timeout?: number } = {}): Promise<Locator> {
  const timeout = options.timeout ?? 30_000;
  const dialog = page.getByRole("dialog", { name: "Fare details" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Book", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/flight\/passengerDetails\//);
  const form = page.getByRole("form", { name: "Passenger details" });
  await expect(form).toBeVisible({ timeout: 30_000 });
  const changed = page.getByRole("dialog", { name: "The fare has changed" });
  if (await changed.isVisible()) await changed.getByRole("button", { name: "Continue with the new fare" }).click();
  const card = page.getByRole("group", { name: /^Passenger 1 · Adult \(lead passenger\)/ });
  await card.getByLabel("Title").selectOption("Mr");
  await card.getByLabel("First name").fill(lead.first);
  await card.getByLabel("Last name").fill(lead.last);
  await card.getByLabel("Date of birth").fill(lead.dateOfBirth);
  await card.getByLabel("Email").fill(lead.email);
  await card.getByLabel("Mobile number").fill(lead.mobile);
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/app\/flight\/payments\//, { timeout: 30_000 });
  const pay = page.getByRole("button", { name: /^Pay ₹[\d,.]+ from wallet$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByText("Payment Successful").first()).toBeVisible({ timeout });
  await expect(page).toHaveURL(/\/app\/flight\/ticketQueue\?bookingId=\d+/, { timeout });
  const booked = page.getByRole("region", { name: "Your booking" });
  const statuses = booked.getByTestId("booking-status");
  await expect(statuses.first()).toHaveText("Ticketed");
  for (const status of await statuses.all()) await expect(status).toHaveText("Ticketed");
  return booked;
}
