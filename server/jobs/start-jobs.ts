import "server-only";
import PgBoss from "pg-boss";
import { expireOrders } from "@/server/booking/expire-orders";
import { releaseExpiredHolds } from "@/server/booking/release-expired-holds";
import { retryTicketing } from "@/server/booking/retry-ticketing";
import { purgeExpiredSearches } from "@/server/flights/purge-expired-searches";
import { getLogger } from "@/server/http/logger";
import type { PushJob } from "@/server/notifications/deliver-push";

/** Background work on pg-boss in the same PostgreSQL (ARCHITECTURE section 1): one schedule per job. */
const JOBS: { name: string; cron: string; run: () => Promise<unknown> }[] = [
  { name: "purge-expired-searches", cron: "*/5 * * * *", run: () => purgeExpiredSearches() },
  { name: "expire-orders", cron: "* * * * *", run: async () => ({ ...(await expireOrders()), holds: await releaseExpiredHolds() }) },
  { name: "retry-ticketing", cron: "* * * * *", run: () => retryTicketing() },
  { name: "poll-change-requests", cron: "* * * * *", run: async () => (await import("@/server/tickets/change-requests/poll-change-requests")).pollChangeRequests() },
  { name: "deliver-outbox", cron: "* * * * *", run: async () => (await import("@/server/notifications/deliver-outbox")).deliverOutbox() },
];

const globals = globalThis as unknown as { wayfareBoss?: PgBoss };

/**
 * How often each instance looks for due schedules (pg-boss's default: every 30 s). Tests set
 * WAYFARE_JOBS_CRON_CHECK_SECONDS (1 to 45) so a minute's schedule fires within seconds.
 */
function cronCheckOptions(): { cronMonitorIntervalSeconds?: number; cronWorkerIntervalSeconds?: number } {
  const seconds = Number(process.env.WAYFARE_JOBS_CRON_CHECK_SECONDS);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 45) return {};
  return { cronMonitorIntervalSeconds: seconds, cronWorkerIntervalSeconds: seconds };
}

export async function startJobs(): Promise<void> {
  if (globals.wayfareBoss || !process.env.DATABASE_URL || process.env.WAYFARE_JOBS === "off") return;
  const log = getLogger().child({ component: "jobs" });
  const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 2, ...cronCheckOptions() });
  boss.on("error", (error) => log.error({ err: error }, "pg-boss error"));
  globals.wayfareBoss = boss;
  await boss.start();
  for (const job of JOBS) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      const result = await job.run();
      log.info({ job: job.name, result }, "job done");
    });
  }
  // Push messages are queued by events (server/notifications/push-queue.ts), not scheduled.
  const { PUSH_QUEUE } = await import("@/server/notifications/push-queue");
  await boss.createQueue(PUSH_QUEUE);
  await boss.work<PushJob>(PUSH_QUEUE, { batchSize: 5 }, async (jobs) => {
    const { deliverPushJob } = await import("@/server/notifications/deliver-push");
    for (const job of jobs) log.info({ job: PUSH_QUEUE, result: await deliverPushJob(job.data) }, "job done");
  });
  // Queued work (not scheduled): forgot-password emails left behind by a request (decision 0022).
  const { PASSWORD_RESET_QUEUE, processPasswordReset } = await import("@/server/account/password-reset-job");
  await boss.createQueue(PASSWORD_RESET_QUEUE);
  await boss.work<{ siteId: number; email: string }>(PASSWORD_RESET_QUEUE, async (jobs) => {
    for (const job of jobs) await processPasswordReset(job.data);
  });
  // Partner webhooks: one attempt per job; a failed attempt queues the next one (decision 0029).
  const { WEBHOOK_QUEUE } = await import("@/server/webhooks/webhook-queue");
  await boss.createQueue(WEBHOOK_QUEUE);
  await boss.work<{ deliveryId: number }>(WEBHOOK_QUEUE, { batchSize: 5 }, async (jobs) => {
    const { attemptWebhookDelivery } = await import("@/server/webhooks/deliver-webhook");
    for (const job of jobs) log.info({ job: WEBHOOK_QUEUE, result: await attemptWebhookDelivery(job.data.deliveryId) }, "job done");
  });
  log.info({ jobs: [...JOBS.map((j) => j.name), PUSH_QUEUE, PASSWORD_RESET_QUEUE, WEBHOOK_QUEUE] }, "jobs started");
}
