import "server-only";
import PgBoss from "pg-boss";
import { getPool } from "@/db/client";
import { getLogger } from "@/server/http/logger";
import type { PushJob } from "./deliver-push";

/*
 * Push messages leave through the pg-boss queue "send-push" (docs/decisions/0025-push-notifications.md):
 * an event only inserts a job row, so no request waits on a push service; the jobs instance's
 * worker (server/jobs/start-jobs.ts) sends it. Senders enqueue through the app's own pool.
 */

export const PUSH_QUEUE = "send-push";

const globals = globalThis as unknown as { wayfarePushSender?: Promise<PgBoss> };

/** A send-only pg-boss on the app's pool: no supervision, no schedules, no timers of its own. */
function getSender(): Promise<PgBoss> {
  globals.wayfarePushSender ??= (async () => {
    const boss = new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => getPool().query(text, values) }, supervise: false, schedule: false });
    boss.on("error", (error) => getLogger().warn({ err: error }, "push queue error"));
    await boss.start();
    await boss.createQueue(PUSH_QUEUE);
    return boss;
  })().catch((error: unknown) => {
    globals.wayfarePushSender = undefined;
    throw error;
  });
  return globals.wayfarePushSender;
}

/**
 * Queues one push message. Never throws: a message that cannot be queued is logged and dropped,
 * so the business action that raised it (a payment entry, a ticketing outcome) still succeeds.
 */
export async function enqueuePush(job: PushJob): Promise<void> {
  try {
    const boss = await getSender();
    await boss.send(PUSH_QUEUE, job, { retryLimit: 2, retryDelay: 30, expireInMinutes: 5 });
  } catch (error) {
    getLogger().warn({ err: error, site: job.siteId, event: job.payload.title }, "push message not queued");
  }
}

/**
 * Runs the queued push jobs now, in this process (tests; an operator's one-off drain): fetches
 * and completes them until the queue is empty or `maxJobs` ran. Returns how many ran.
 */
export async function runQueuedPushJobs(maxJobs = 100): Promise<number> {
  const boss = await getSender();
  const { deliverPushJob } = await import("./deliver-push");
  let ran = 0;
  while (ran < maxJobs) {
    const jobs = await boss.fetch<PushJob>(PUSH_QUEUE, { batchSize: 10 });
    if (jobs.length === 0) break;
    for (const job of jobs) {
      try {
        await deliverPushJob(job.data);
        await boss.complete(PUSH_QUEUE, job.id);
      } catch (error) {
        await boss.fail(PUSH_QUEUE, job.id, { message: String(error) });
      }
      ran += 1;
    }
  }
  return ran;
}
