import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The run's SMTP server on loopback (e2e/global-setup.ts); the app sends every email there. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
/** The fake OAuth server e2e/social-login.spec.ts starts (Google and Facebook sign-in, decision 0024). */
const OAUTH_URL = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT ?? PORT + 1500}`;
const chromium = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** e2e against the built app (`npm start` builds when needed) on its own embedded PostgreSQL with the demo data. */
export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npx tsx scripts/start.ts start",
    url: `http://localhost:${PORT}/login`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      WAYFARE_DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "54349",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Suppliers in another deployment (decision 0034): this same server over loopback http stands in for one.
      NETWORK_ALLOW_LOOPBACK_HTTP: "1",
      WAYFARE_OAUTH_GOOGLE_BASE_URL: OAUTH_URL,
      WAYFARE_OAUTH_FACEBOOK_BASE_URL: OAUTH_URL,
      // Webhooks may reach a receiver the tests start on loopback (decision 0033). Test-only opt-in:
      // never set by default or in a deployment; it allows loopback only, never private addresses.
      WAYFARE_WEBHOOK_ALLOW_LOOPBACK: "1",
    },
  },
});
