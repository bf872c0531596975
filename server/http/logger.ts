import "server-only";
import pino from "pino";

const globals = globalThis as unknown as { wayfareLogger?: pino.Logger };

/** JSON logs on stdout; one line per request is written by the route wrapper. */
export function getLogger(): pino.Logger {
  if (!globals.wayfareLogger) {
    globals.wayfareLogger = pino({
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
      base: { app: "wayfare" },
      timestamp: pino.stdTimeFunctions.isoTime,
    });
  }
  return globals.wayfareLogger;
}
