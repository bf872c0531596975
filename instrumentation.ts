/** Next.js calls this once per server start: the Node.js server checks its setup and runs the background jobs. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkClientAddressSetupOrExit } = await import("./server/http/client-ip");
  checkClientAddressSetupOrExit();
  const { startJobs } = await import("./server/jobs/start-jobs");
  await startJobs().catch((error) => console.error("[wayfare] jobs did not start:", error));
}
