import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { users } from "@/db/schema/users";
import { getLogger } from "@/server/http/logger";
import { getJobQueue } from "@/server/jobs/job-queue";
import { sendPasswordLink } from "./send-password-link";

/**
 * The forgot-password email, outbox-first (decisions 0009, 0019, 0022): the request only enqueues
 * `{siteId, email}` (one insert, whoever the address belongs to, so the answer takes the same time);
 * the job looks the address up and, for an active user of the site, issues the link and writes the
 * email to the outbox, which then delivers it (SMTP now, else the deliver-outbox job retries).
 * An unknown, blocked or other site's address writes nothing.
 */
export const PASSWORD_RESET_QUEUE = "password-reset-email";

export type PasswordResetJob = { siteId: number; email: string };

/** The job: null when the address has no active account on the site. */
export async function processPasswordReset(job: PasswordResetJob): Promise<{ outboxId: number } | null> {
  const [user] = await systemDb
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, job.siteId), sql`lower(${users.email}) = ${job.email}`, eq(users.isBlocked, false)))
    .limit(1);
  if (!user) return null;
  const { outboxId } = await sendPasswordLink({ siteId: job.siteId, userId: user.id, kind: "resetPassword" });
  return { outboxId };
}

/** Runs the queued reset jobs now (the job runner's worker does the same for any left behind). */
export async function drainPasswordResets(): Promise<number> {
  const boss = await getJobQueue(PASSWORD_RESET_QUEUE);
  const jobs = await boss.fetch<PasswordResetJob>(PASSWORD_RESET_QUEUE, { batchSize: 20 });
  for (const job of jobs) {
    try {
      await processPasswordReset(job.data);
      await boss.complete(PASSWORD_RESET_QUEUE, job.id);
    } catch (error) {
      getLogger().child({ component: "jobs" }).error({ err: error, jobId: job.id }, "password reset email not written");
      await boss.fail(PASSWORD_RESET_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
  }
  return jobs.length;
}

/** Drains started by requests and not finished yet (a shutdown or a test waits for them). */
const running = new Set<Promise<unknown>>();

/** Enqueues the job (awaited: it is durable before the answer), then runs it without holding the answer. */
export async function enqueuePasswordReset(job: PasswordResetJob): Promise<void> {
  const boss = await getJobQueue(PASSWORD_RESET_QUEUE);
  await boss.send(PASSWORD_RESET_QUEUE, job, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  const drain = drainPasswordResets().catch((error: unknown) => getLogger().child({ component: "jobs" }).error({ err: error }, "password reset jobs not run"));
  running.add(drain);
  void drain.finally(() => running.delete(drain));
}

/** Waits for the drains requests started (what they took is written or failed back to the queue). */
export async function settlePasswordResets(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
