import { chromium, type Browser } from "@playwright/test";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import { createServer } from "node:net";

/** One page's Lighthouse scores (0-100) and its cumulative layout shift. */
export type LighthouseScores = { accessibility: number; bestPractices: number; cls: number; failing: string[] };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, with a DevTools port Lighthouse connects to. */
export async function launchForLighthouse(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", `--remote-debugging-port=${port}`],
  });
  return { browser, port };
}

export type SessionCookie = { name: string; value: string };

/**
 * Lighthouse 12 on one page: the accessibility and best-practices categories and the CLS audit,
 * desktop preset, one run. With `session` the page is signed in: the cookie goes into the browser's
 * own jar (a Cookie header would be dropped on the page's redirect) and Lighthouse keeps storage.
 */
export async function runLighthouse(url: string, { browser, port }: { browser: Browser; port: number }, session?: SessionCookie): Promise<LighthouseScores> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    await cdp.send("Storage.clearCookies");
    if (session) await cdp.send("Storage.setCookies", { cookies: [{ ...session, domain: new URL(url).hostname, path: "/", httpOnly: true, sameSite: "Lax" }] });
  } finally {
    await cdp.detach();
  }
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["accessibility", "best-practices"],
    onlyAudits: ["cumulative-layout-shift"],
    disableStorageReset: Boolean(session),
  };
  const result = await lighthouse(url, flags, desktopConfig);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing: string[] = [];
  for (const id of ["accessibility", "best-practices"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
        const where = items.slice(0, 5).map((i) => i.node?.snippet ?? JSON.stringify(i).slice(0, 400));
        failing.push(`${ref.id}: ${audit.title}${where.length ? `\n      ${where.join("\n      ")}` : ""}`);
      }
    }
  }
  return { accessibility: score("accessibility"), bestPractices: score("best-practices"), cls: Number(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN), failing };
}
