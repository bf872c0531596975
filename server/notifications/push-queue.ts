import "server-only";
import { getJobQueue } from "@/server/jobs/job-queue";
import { getLogger } from "@/server/http/logger";
import type { PushJob } from "./deliver-push";

/*
 * Push messages leave through the pg-boss queue "send-push" (docs/decisions/0025-push-notifications.md):
 * an event only inserts a job row, so no request waits on a push service; the jobs instance's
 * worker (server/jobs/start-jobs.ts) sends it. Senders enqueue through server/jobs/job-queue.ts.
 */

export const PUSH_QUEUE = "send-push";

/**
 * Queues one push message. Never throws: a message that cannot be queued is logged and dropped,
 * so the business action that raised it (a payment entry, a ticketing outcome) still succeeds.
 */
export async function enqueuePush(job: PushJob): Promise<void> {
  try {
    const boss = await getJobQueue(PUSH_QUEUE);
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
  const boss = await getJobQueue(PUSH_QUEUE);
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
