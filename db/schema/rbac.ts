import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";

/** The catalogue of lib/permissions.ts, seeded (global, not tenant data). */
export const rbacModules = pgTable("rbac_modules", {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  moduleName: text().notNull(),
  sortOrder: integer().notNull(),
});

export const rbacPermissionGroups = pgTable("rbac_permission_groups", {
  id: serial().primaryKey(),
  moduleId: integer()
    .notNull()
    .references(() => rbacModules.id, { onDelete: "cascade" }),
  key: text().notNull().unique(),
  groupName: text().notNull(),
  sortOrder: integer().notNull(),
});

export const rbacPermissions = pgTable("rbac_permissions", {
  id: serial().primaryKey(),
  groupId: integer()
    .notNull()
    .references(() => rbacPermissionGroups.id, { onDelete: "cascade" }),
  key: text().notNull().unique(),
  label: text().notNull(),
  defaultAllowed: boolean().notNull(),
  userTypes: text().array().notNull(),
  sortOrder: integer().notNull(),
});

/** A site's permission group ("RBAC user group"). */
export const rbacUserGroups = pgTable(
  "rbac_user_groups",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    groupName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("rbac_user_groups_site_name_uq").on(t.siteId, t.groupName), index("rbac_user_groups_site_idx").on(t.siteId)],
);

/** A row means the permission is active for the group. */
export const rbacUserGroupPermissions = pgTable(
  "rbac_user_group_permissions",
  {
    userGroupId: integer()
      .notNull()
      .references(() => rbacUserGroups.id, { onDelete: "cascade" }),
    permissionKey: text()
      .notNull()
      .references(() => rbacPermissions.key, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userGroupId, t.permissionKey] })],
);
