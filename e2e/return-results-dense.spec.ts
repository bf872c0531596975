import { expect, test, type Page } from "@playwright/test";
import { inDays, logInByApi } from "./fixtures";

/*
 * Issue 16, the domestic return's split view on the dense rows: the demo agent picks a second fare
 * family on the outbound side (the row and the footer name it, the total follows), ticks one fare on
 * each side to share (the share bar sits above the pair's footer, never over it), and a filter change
 * on the split view is timed (printed). Nothing is booked or shared. Screens: return-dense-*.png.
 */

const SCREENS = "test-results/screens";

async function openReturn(page: Page, out: string, back: string) {
  await page.goto("/app/flight/search");
  const { searchId } = await page.evaluate(async (body) => {
    const res = await fetch("/api/search", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return (await res.json()).data as { searchId: string };
  }, { journeyType: 2, origin: "BOM", destination: "DEL", departureDate: out, returnDate: back, adt: 1 });
  await page.goto(`/app/flight/searchResult/${searchId}?journeyType=2&origin=BOM&destination=DEL&departureDate=${out}&returnDate=${back}&adt=1&chd=0&inf=0`);
  await expect(page.getByRole("region", { name: "Outbound", exact: true }).getByRole("article").first()).toBeVisible();
}

const side = (page: Page, name: "Outbound" | "Return") => page.getByRole("region", { name, exact: true }).last();
const footer = (page: Page) => page.getByRole("region", { name: "Selected flights" });

test("the split view: a fare family picked, fares of both sides ticked to share, a filter change timed", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInByApi(page, "agent@demo.test");
  await openReturn(page, inDays(41), inDays(44));
  const out = side(page, "Outbound");
  // Itineraries fully visible on each side at 1280 x 800 (printed: the density of the split view).
  const visible = async (name: "Outbound" | "Return") =>
    side(page, name)
      .getByRole("article")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.top >= 0 && r.bottom <= window.innerHeight).length);
  console.log(`split view rows fully visible at 1280 x 800: outbound ${await visible("Outbound")}, return ${await visible("Return")}`);

  // The first outbound itinerary with several fare families: its second family.
  const multi = out.getByRole("article").filter({ has: page.getByRole("button", { name: /^\d+ fares$/ }) }).first();
  const name = (await multi.getAttribute("aria-label"))!.replace(/, ₹[\d,.]+$/, "");
  const row = out.getByRole("article", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, `) });
  await row.getByRole("button", { name: /^\d+ fares$/ }).click();
  const second = row.getByRole("list", { name: /^Fares of / }).getByRole("listitem").nth(1);
  const family = (await second.locator("span.font-medium").first().innerText()).trim();
  const price = (await second.innerText()).match(/₹[\d,]+\.\d{2}/)![0];
  await second.getByRole("button", { name: /^Select / }).click();
  await expect(second.getByRole("button", { name: /^Select / })).toHaveAttribute("aria-pressed", "true");
  await expect(row).toHaveAttribute("aria-current", "true");
  await expect(footer(page)).toContainText(`${family} · ${price}`);
  await page.screenshot({ path: `${SCREENS}/return-dense-family-1280.png` });
  await row.getByRole("button", { name: "Hide fares" }).click();
  await expect(row).toContainText(family);

  // One fare ticked on each side: the share bar counts both and sits above the footer.
  await out.getByRole("checkbox", { name: /^Share / }).first().check();
  await side(page, "Return").getByRole("checkbox", { name: /^Share / }).first().check();
  const share = page.getByRole("region", { name: "Share fares" });
  await expect(share).toContainText("2 fares picked");
  const [shareBox, footerBox] = [(await share.boundingBox())!, (await footer(page).boundingBox())!];
  expect(shareBox.y + shareBox.height).toBeLessThanOrEqual(footerBox.y + 1);
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(800 + 1);
  await page.screenshot({ path: `${SCREENS}/return-dense-share-1280.png` });

  // A filter change on the split view: from the click to the re-rendered lists (after React's commit).
  const timings: number[] = [];
  for (let i = 0; i < 6; i++) {
    timings.push(
      await page.getByRole("checkbox", { name: "Direct", exact: true }).evaluate(
        (box) =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            (box as HTMLInputElement).click();
            setTimeout(() => resolve(performance.now() - start), 0);
          }),
      ),
    );
  }
  timings.sort((a, b) => a - b);
  console.log(`split view filter change (browser): median ${timings[3].toFixed(1)} ms, all ${timings.map((t) => t.toFixed(1)).join(", ")} ms`);
  // As the one-list check: the bound catches lists that render every row again, the aim is 16 ms.
  expect(timings[3]).toBeLessThan(200);

  await page.setViewportSize({ width: 600, height: 900 });
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/return-dense-600.png` });
  await page.getByRole("region", { name: "Return", exact: true }).last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/return-dense-600-return.png` });
});
