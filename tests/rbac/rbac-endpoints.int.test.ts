import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import { users } from "@/db/schema/users";
import { GET as listGroups } from "@/app/api/rbac/getRBACUserGroupList/route";
import { POST as groupByUser } from "@/app/api/rbac/getUserGroupByUserId/route";
import { POST as addToGroup } from "@/app/api/rbac/addUserToRBACUserGroup/route";
import { POST as fromSession } from "@/app/api/rbac/getPermissionsFromSession/route";
import { POST as groupPermissions } from "@/app/api/rbac/getUserGroupPermissions/route";
import { POST as saveGroup } from "@/app/api/rbac/saveUserGroupPermissions/route";
import { getAllPermissionKeys, getDefaultPermissionKeys, PERMISSION_CATALOGUE } from "@/lib/permissions";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

async function world(siteOverrides: { canShowPermissionMenu?: boolean } = { canShowPermissionMenu: true }) {
  const site = await createTestSite(siteOverrides);
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const [group] = await systemDb.insert(rbacUserGroups).values({ siteId: site.id, groupName: "Ticketing desk" }).returning();
  return {
    site,
    admin,
    staff,
    agent,
    group,
    adminToken: await logInAs(site.domain, admin.email!),
    staffToken: await logInAs(site.domain, staff.email!),
    agentToken: await logInAs(site.domain, agent.email!),
  };
}

describe("GET /api/rbac/getRBACUserGroupList", () => {
  it("lists only this site's groups as {groupName, id}", async () => {
    const w = await world();
    const other = await world();
    const res = await call(listGroups, "/api/rbac/getRBACUserGroupList", { host: w.site.domain, token: w.staffToken });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([{ id: w.group.id, groupName: "Ticketing desk" }]);
    expect(res.body.data.result.map((g: { id: number }) => g.id)).not.toContain(other.group.id);
  });

  it("refuses an agent (403) and an anonymous caller (401)", async () => {
    const w = await world();
    expect((await call(listGroups, "/api/rbac/getRBACUserGroupList", { host: w.site.domain, token: w.agentToken })).status).toBe(403);
    expect((await call(listGroups, "/api/rbac/getRBACUserGroupList", { host: w.site.domain })).status).toBe(401);
  });
});

describe("POST /api/rbac/getUserGroupByUserId", () => {
  it("answers the user's group, or null", async () => {
    const w = await world();
    await systemDb.update(users).set({ rbacUserGroupId: w.group.id }).where(eq(users.id, w.agent.id));
    const inGroup = await call(groupByUser, "/api/rbac/getUserGroupByUserId", { host: w.site.domain, token: w.staffToken, body: { userId: w.agent.id } });
    expect(inGroup.body.data).toEqual({ userId: w.agent.id, userGroup: { groupId: w.group.id, groupName: "Ticketing desk" } });
    const none = await call(groupByUser, "/api/rbac/getUserGroupByUserId", { host: w.site.domain, token: w.staffToken, body: { userId: w.staff.id } });
    expect(none.body.data.userGroup).toBeNull();
  });

  it("answers 404 for another site's user and 400 for a bad id", async () => {
    const w = await world();
    const other = await world();
    const cross = await call(groupByUser, "/api/rbac/getUserGroupByUserId", { host: w.site.domain, token: w.staffToken, body: { userId: other.agent.id } });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("User not found");
    const bad = await call(groupByUser, "/api/rbac/getUserGroupByUserId", { host: w.site.domain, token: w.staffToken, body: { userId: "abc" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toHaveProperty("userId");
  });
});

describe("POST /api/rbac/addUserToRBACUserGroup", () => {
  it("lets a super admin put a user in a group and take them out with null", async () => {
    const w = await world();
    const res = await call(addToGroup, "/api/rbac/addUserToRBACUserGroup", { host: w.site.domain, token: w.adminToken, body: { userId: w.agent.id, userGroupId: w.group.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ userId: w.agent.id, userGroupId: w.group.id, message: "Group successfully changed" });
    const [row] = await systemDb.select({ g: users.rbacUserGroupId }).from(users).where(eq(users.id, w.agent.id));
    expect(row.g).toBe(w.group.id);
    const removed = await call(addToGroup, "/api/rbac/addUserToRBACUserGroup", { host: w.site.domain, token: w.adminToken, body: { userId: w.agent.id, userGroupId: null } });
    expect(removed.status).toBe(200);
    const [after] = await systemDb.select({ g: users.rbacUserGroupId }).from(users).where(eq(users.id, w.agent.id));
    expect(after.g).toBeNull();
  });

  it("refuses staff who are not super admins", async () => {
    const w = await world();
    const res = await call(addToGroup, "/api/rbac/addUserToRBACUserGroup", { host: w.site.domain, token: w.staffToken, body: { userId: w.agent.id, userGroupId: w.group.id } });
    expect(res.status).toBe(403);
  });

  it("refuses when the site's canShowPermissionMenu is off", async () => {
    const w = await world({ canShowPermissionMenu: false });
    const res = await call(addToGroup, "/api/rbac/addUserToRBACUserGroup", { host: w.site.domain, token: w.adminToken, body: { userId: w.agent.id, userGroupId: w.group.id } });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another site's group or user and leaves the user unchanged", async () => {
    const w = await world();
    const other = await world();
    const foreignGroup = await call(addToGroup, "/api/rbac/addUserToRBACUserGroup", { host: w.site.domain, token: w.adminToken, body: { userId: w.agent.id, userGroupId: other.group.id } });
    expect(foreignGroup.status).toBe(404);
    const foreignUser = await call(addToGroup, "/api/rbac/addUserToRBACUserGroup", { host: w.site.domain, token: w.adminToken, body: { userId: other.agent.id, userGroupId: w.group.id } });
    expect(foreignUser.status).toBe(404);
    const [row] = await systemDb.select({ g: users.rbacUserGroupId }).from(users).where(eq(users.id, other.agent.id));
    expect(row.g).toBeNull();
  });

  it("requires userGroupId to be present (null, not missing)", async () => {
    const w = await world();
    const res = await call(addToGroup, "/api/rbac/addUserToRBACUserGroup", { host: w.site.domain, token: w.adminToken, body: { userId: w.agent.id } });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/rbac/getPermissionsFromSession", () => {
  it("gives a user without a group their user type's defaults", async () => {
    const w = await world();
    const res = await call(fromSession, "/api/rbac/getPermissionsFromSession", { host: w.site.domain, token: w.agentToken, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.isUserSuperAdmin).toBe(false);
    expect([...res.body.data.permissions].sort()).toEqual([...getDefaultPermissionKeys("travelAgent")].sort());
    expect(new Date(res.body.data.lastSyncAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("gives a super admin every permission", async () => {
    const w = await world();
    const res = await call(fromSession, "/api/rbac/getPermissionsFromSession", { host: w.site.domain, token: w.adminToken, body: {} });
    expect(res.body.data.isUserSuperAdmin).toBe(true);
    expect(res.body.data.permissions.length).toBe(getAllPermissionKeys().length);
  });

  it("needs a session", async () => {
    const w = await world();
    expect((await call(fromSession, "/api/rbac/getPermissionsFromSession", { host: w.site.domain, body: {} })).status).toBe(401);
  });
});

describe("saving a permission group's change set", () => {
  const rbacModule = PERMISSION_CATALOGUE.find((m) => m.groups.some((g) => g.permissions.some((p) => p.key === "rbac.groups.view")))!;

  it("creates a group from a change set: a module turned on gets only its default-allowed permissions", async () => {
    const w = await world();
    const res = await call(saveGroup, "/api/rbac/saveUserGroupPermissions", {
      host: w.site.domain,
      token: w.adminToken,
      body: { groupName: "Auditors", changeSet: { modules: [{ key: rbacModule.key, isActive: true }], groups: [], permissions: [] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Group successfully saved");
    const expected = rbacModule.groups.flatMap((g) => g.permissions.filter((p) => p.defaultAllowed).map((p) => p.key)).sort();
    expect(res.body.data.permissions).toEqual(expected);
    const rows = await systemDb.select().from(rbacUserGroupPermissions).where(eq(rbacUserGroupPermissions.userGroupId, res.body.data.id));
    expect(rows.map((r) => r.permissionKey).sort()).toEqual(expected);

    // A staff member put in the group now has exactly the group's permissions.
    await systemDb.update(users).set({ rbacUserGroupId: res.body.data.id }).where(eq(users.id, w.staff.id));
    const perms = await call(fromSession, "/api/rbac/getPermissionsFromSession", { host: w.site.domain, token: w.staffToken, body: {} });
    expect([...perms.body.data.permissions].sort()).toEqual(expected);

    const tree = await call(groupPermissions, "/api/rbac/getUserGroupPermissions", { host: w.site.domain, token: w.adminToken, body: { userGroupId: res.body.data.id } });
    expect(tree.status).toBe(200);
    const mod = tree.body.data.modules.find((m: { key: string }) => m.key === rbacModule.key);
    expect(mod.isActive).toBe(true);
    expect(tree.body.data.modules.filter((m: { isActive: boolean }) => m.isActive)).toHaveLength(1);
  });

  it("turning a module off removes all of its permissions", async () => {
    const w = await world();
    const created = await call(saveGroup, "/api/rbac/saveUserGroupPermissions", {
      host: w.site.domain,
      token: w.adminToken,
      body: { groupName: "Temp", changeSet: { modules: [{ key: rbacModule.key, isActive: true }] } },
    });
    const off = await call(saveGroup, "/api/rbac/saveUserGroupPermissions", {
      host: w.site.domain,
      token: w.adminToken,
      body: { userGroupId: created.body.data.id, groupName: "Temp renamed", changeSet: { modules: [{ key: rbacModule.key, isActive: false }] } },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: created.body.data.id, groupName: "Temp renamed", permissions: [] });
  });

  it("rejects unknown keys and duplicate names with 400, and staff without the permission with 403", async () => {
    const w = await world();
    const unknown = await call(saveGroup, "/api/rbac/saveUserGroupPermissions", {
      host: w.site.domain,
      token: w.adminToken,
      body: { groupName: "X", changeSet: { permissions: [{ key: "nope.nope.nope", isActive: true }] } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toContain("nope.nope.nope");
    const dup = await call(saveGroup, "/api/rbac/saveUserGroupPermissions", { host: w.site.domain, token: w.adminToken, body: { groupName: "Ticketing desk", changeSet: {} } });
    expect(dup.status).toBe(400);
    expect(dup.body.shortError).toEqual({ groupName: "A group with this name already exists" });
    const forbidden = await call(saveGroup, "/api/rbac/saveUserGroupPermissions", { host: w.site.domain, token: w.staffToken, body: { groupName: "Mine", changeSet: {} } });
    expect(forbidden.status).toBe(403);
  });

  it("answers 404 when editing another site's group, and leaves it unchanged", async () => {
    const w = await world();
    const other = await world();
    const res = await call(saveGroup, "/api/rbac/saveUserGroupPermissions", {
      host: w.site.domain,
      token: w.adminToken,
      body: { userGroupId: other.group.id, groupName: "Hijacked", changeSet: {} },
    });
    expect(res.status).toBe(404);
    const [row] = await systemDb.select().from(rbacUserGroups).where(eq(rbacUserGroups.id, other.group.id));
    expect(row.groupName).toBe("Ticketing desk");
    const read = await call(groupPermissions, "/api/rbac/getUserGroupPermissions", { host: w.site.domain, token: w.adminToken, body: { userGroupId: other.group.id } });
    expect(read.status).toBe(404);
  });
});
