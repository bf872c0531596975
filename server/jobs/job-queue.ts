import "server-only";
import PgBoss from "pg-boss";
import { getPool } from "@/db/client";
import { getLogger } from "@/server/http/logger";

const globals = globalThis as unknown as { wayfareBoss?: PgBoss; wayfareQueueClient?: Promise<PgBoss>; wayfareQueues?: Map<string, Promise<void>> };

/**
 * pg-boss for sending jobs from a request: the job runner's instance when jobs run in this
 * process (server/jobs/start-jobs.ts), else a send-only client (no schedules, no maintenance) on
 * the app's connection pool, so it holds no connections or timers of its own.
 */
async function getBoss(): Promise<PgBoss> {
  if (globals.wayfareBoss) return globals.wayfareBoss;
  globals.wayfareQueueClient ??= (async () => {
    const boss = new PgBoss({ db: { executeSql: (text, values) => getPool().query(text, values) }, supervise: false, schedule: false });
    boss.on("error", (error) => getLogger().child({ component: "jobs" }).error({ err: error }, "pg-boss client error"));
    await boss.start();
    return boss;
  })().catch((error: unknown) => {
    globals.wayfareQueueClient = undefined;
    throw error;
  });
  return globals.wayfareQueueClient;
}

/** The pg-boss instance with `queue` created (once per process). */
export async function getJobQueue(queue: string): Promise<PgBoss> {
  const boss = await getBoss();
  globals.wayfareQueues ??= new Map();
  let created = globals.wayfareQueues.get(queue);
  if (!created) {
    created = boss.createQueue(queue).catch((error: unknown) => {
      globals.wayfareQueues?.delete(queue);
      throw error;
    });
    globals.wayfareQueues.set(queue, created);
  }
  await created;
  return boss;
}
