import { bigint, integer, pgTable, varchar } from "drizzle-orm/pg-core";

/** rate-limiter-flexible's PostgreSQL store (created here so no DDL runs at request time). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});
