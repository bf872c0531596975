import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rbacModules, rbacPermissionGroups, rbacPermissions } from "../schema/rbac";
import { PERMISSION_CATALOGUE } from "@/lib/permissions";

/** Upserts the catalogue of lib/permissions.ts into the RBAC tables (idempotent). */
export async function seedPermissionCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [mi, mod] of PERMISSION_CATALOGUE.entries()) {
      const [m] = await tx
        .insert(rbacModules)
        .values({ key: mod.key, moduleName: mod.moduleName, sortOrder: mi })
        .onConflictDoUpdate({ target: rbacModules.key, set: { moduleName: mod.moduleName, sortOrder: mi } })
        .returning({ id: rbacModules.id });
      for (const [gi, group] of mod.groups.entries()) {
        const [g] = await tx
          .insert(rbacPermissionGroups)
          .values({ moduleId: m.id, key: group.key, groupName: group.groupName, sortOrder: gi })
          .onConflictDoUpdate({ target: rbacPermissionGroups.key, set: { moduleId: m.id, groupName: group.groupName, sortOrder: gi } })
          .returning({ id: rbacPermissionGroups.id });
        for (const [pi, p] of group.permissions.entries()) {
          await tx
            .insert(rbacPermissions)
            .values({ groupId: g.id, key: p.key, label: p.label, defaultAllowed: p.defaultAllowed, userTypes: [...p.userTypes], sortOrder: pi })
            .onConflictDoUpdate({
              target: rbacPermissions.key,
              set: { groupId: g.id, label: p.label, defaultAllowed: p.defaultAllowed, userTypes: sql`excluded.user_types`, sortOrder: pi },
            });
        }
      }
    }
  });
}
