import { sql } from "drizzle-orm";

/** `'a','b','c'` for a CHECK constraint's `in (...)` over a fixed list of the schema's own constants. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(","));
