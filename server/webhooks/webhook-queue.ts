import "server-only";
import { getLogger } from "@/server/http/logger";
import { getJobQueue } from "@/server/jobs/job-queue";

/*
 * Webhook deliveries leave through the pg-boss queue "deliver-webhook" (decision 0029): an event or
 * a replay only inserts a delivery row and a job {deliveryId}; the jobs instance's worker
 * (server/jobs/start-jobs.ts) makes one attempt per job and queues the next one itself, with
 * startAfter at the delivery's nextAttemptAt (exponential backoff).
 */

export const WEBHOOK_QUEUE = "deliver-webhook";
export type WebhookJob = { deliveryId: number };

/** Queues one attempt of a delivery (now, or at `startAfter`). Never throws: the row stays pending and is visible in the log. */
export async function enqueueWebhookAttempt(deliveryId: number, startAfter?: Date): Promise<void> {
  try {
    const boss = await getJobQueue(WEBHOOK_QUEUE);
    await boss.send(WEBHOOK_QUEUE, { deliveryId } satisfies WebhookJob, { retryLimit: 2, retryDelay: 30, expireInMinutes: 5, ...(startAfter ? { startAfter } : {}) });
  } catch (error) {
    getLogger().warn({ err: error, deliveryId }, "webhook attempt not queued");
  }
}

/**
 * Runs the queued webhook jobs that are due now, in this process (tests; an operator's one-off
 * drain), until none is due or `maxJobs` ran. Returns how many ran.
 */
export async function runQueuedWebhookJobs(maxJobs = 100): Promise<number> {
  const boss = await getJobQueue(WEBHOOK_QUEUE);
  const { attemptWebhookDelivery } = await import("./deliver-webhook");
  let ran = 0;
  while (ran < maxJobs) {
    const jobs = await boss.fetch<WebhookJob>(WEBHOOK_QUEUE, { batchSize: 10 });
    if (jobs.length === 0) break;
    for (const job of jobs) {
      try {
        await attemptWebhookDelivery(job.data.deliveryId);
        await boss.complete(WEBHOOK_QUEUE, job.id);
      } catch (error) {
        await boss.fail(WEBHOOK_QUEUE, job.id, { message: String(error) });
      }
      ran += 1;
    }
  }
  return ran;
}
