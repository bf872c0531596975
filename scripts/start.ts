import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { isBuildCurrent, writeBuildStamp } from "./build-stamp";
import { prepareRuntime } from "./runtime-env";

/**
 * `npm start` (production server, building first when the sources changed) and `npm run dev`.
 * Starts the embedded PostgreSQL when DATABASE_URL is unset; Ctrl-C stops both cleanly.
 */
/** The standalone server serves static assets and public/ from its own folder. */
function prepareStandalone(): void {
  const target = path.join(".next", "standalone");
  rmSync(path.join(target, ".next", "static"), { recursive: true, force: true });
  cpSync(path.join(".next", "static"), path.join(target, ".next", "static"), { recursive: true });
  if (existsSync("public")) cpSync("public", path.join(target, "public"), { recursive: true });
}

/**
 * Every server process loads scripts/client-address.cjs first: it stamps each request with its
 * socket address for the rate limits (server/http/client-ip.ts, docs/decisions/0013-client-address.md).
 * `next dev` forks its server process, so dev passes it in NODE_OPTIONS, which the fork inherits.
 */
const CLIENT_ADDRESS_PRELOAD = path.resolve("scripts", "client-address.cjs");

function withPreload(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const file = CLIENT_ADDRESS_PRELOAD.includes(" ") ? JSON.stringify(CLIENT_ADDRESS_PRELOAD) : CLIENT_ADDRESS_PRELOAD;
  const preload = `--require=${file}`;
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, preload].filter(Boolean).join(" ") };
}

async function main(): Promise<void> {
  const mode = process.argv[2] === "dev" ? "dev" : "start";
  const { env, embedded } = await prepareRuntime();
  const port = env.PORT ?? "3000";
  const nextBin = "node_modules/next/dist/bin/next";
  if (mode === "start" && !isBuildCurrent()) {
    console.log("[wayfare] building the app (sources changed since the last build)");
    const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
    if (build.status !== 0) {
      await embedded?.stop();
      process.exit(build.status ?? 1);
    }
    writeBuildStamp();
  }
  if (mode === "start") prepareStandalone();
  // Production runs the standalone server that `output: "standalone"` builds (as the Dockerfile does).
  const child: ChildProcess =
    mode === "dev"
      ? spawn(process.execPath, [nextBin, "dev", "-p", port], { stdio: "inherit", env: withPreload(env) })
      : spawn(process.execPath, ["--require", CLIENT_ADDRESS_PRELOAD, path.join(".next", "standalone", "server.js")], {
          stdio: "inherit",
          env: { ...env, PORT: port, HOSTNAME: env.HOSTNAME ?? "0.0.0.0", NODE_ENV: "production" },
        });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null) child.kill("SIGTERM");
    await embedded?.stop();
    console.log("[wayfare] stopped");
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  child.on("exit", (code) => void stop(code ?? 0));
}

main().catch((error) => {
  console.error("[wayfare] failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
