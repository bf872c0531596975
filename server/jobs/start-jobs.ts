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
  { name: "quotation-payment-reminders", cron: "0 * * * *", run: async () => (await import("@/server/dmc-quotes/send-payment-reminders")).sendPaymentReminders() },
  { name: "fixed-departure-holds", cron: "*/5 * * * *", run: async () => (await import("@/server/fixed-departures/release-unpaid-holds")).releaseUnpaidFdHolds() },
  { name: "fixed-departure-deadlines", cron: "15 * * * *", run: async () => (await import("@/server/fixed-departures/run-fd-deadlines")).runFixedDepartureDeadlines() },
];

type QueuedWork = { name: string; batchSize: number; run: (data: unknown) => Promise<unknown> };
const queued = <T>(name: string, batchSize: number, run: (data: T) => Promise<unknown>): QueuedWork => ({ name, batchSize, run: (data) => run(data as T) });

/**
 * Queued work (sent by events and requests, not scheduled): push messages (decision 0025),
 * forgot-password emails left behind by a request (decision 0022), and partner webhook attempts,
 * one attempt per job (decision 0029). Their modules load when the jobs start.
 */
async function queuedWork(): Promise<QueuedWork[]> {
  const [{ PUSH_QUEUE }, { PASSWORD_RESET_QUEUE, processPasswordReset }, { WEBHOOK_QUEUE }] = await Promise.all([
    import("@/server/notifications/push-queue"),
    import("@/server/account/password-reset-job"),
    import("@/server/webhooks/webhook-queue"),
  ]);
  return [
    queued(PUSH_QUEUE, 5, async (data: PushJob) => (await import("@/server/notifications/deliver-push")).deliverPushJob(data)),
    queued(PASSWORD_RESET_QUEUE, 1, (data: { siteId: number; email: string }) => processPasswordReset(data)),
    queued(WEBHOOK_QUEUE, 5, async (data: { deliveryId: number }) => (await import("@/server/webhooks/deliver-webhook")).attemptWebhookDelivery(data.deliveryId)),
  ];
}

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
  const queues = await queuedWork();
  for (const queue of queues) {
    await boss.createQueue(queue.name);
    await boss.work(queue.name, { batchSize: queue.batchSize }, async (jobs) => {
      for (const job of jobs) log.info({ job: queue.name, result: await queue.run(job.data) }, "job done");
    });
  }
  log.info({ jobs: [...JOBS.map((j) => j.name), ...queues.map((q) => q.name)] }, "jobs started");
}
