import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { users } from "./users";
import { inList } from "./sql-lists";

export const UPLOADED_FILE_PURPOSES = ["agentLogo", "packageImage"] as const;
export type UploadedFilePurpose = (typeof UPLOADED_FILE_PURPOSES)[number];

/**
 * An uploaded image after checking and re-encoding (sharp). The bytes live in the file store
 * (local disk on the embedded setup, S3-compatible storage when configured) under `storageKey`;
 * the type is the one read from the bytes, never the client's.
 */
export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    ownerUserId: integer().references(() => users.id, { onDelete: "set null" }),
    purpose: text().$type<UploadedFilePurpose>().notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer(),
    height: integer(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_files_site_idx").on(t.siteId, t.purpose), check("uploaded_files_purpose_ck", sql`${t.purpose} in (${inList(UPLOADED_FILE_PURPOSES)})`)],
);
