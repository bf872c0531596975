import { z } from "zod";
import { Messages } from "@/lib/constants";
import { id, requiredString, ZEmpty } from "./common";
import { defineEndpoint } from "./http";

export const ZUserGroupListItem = z.object({ id: z.number(), groupName: z.string() });

export const getRBACUserGroupListEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/rbac/getRBACUserGroupList",
  summary: "The site's permission groups (RBAC user groups).",
  tag: "rbac",
  auth: "user",
  permission: "rbac.groups.view",
  query: ZEmpty,
  response: z.object({ result: z.array(ZUserGroupListItem) }),
});

export const ZUserIdRequest = z.strictObject({ userId: id() });

export const getUserGroupByUserIdEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/rbac/getUserGroupByUserId",
  summary: "The permission group of one of the site's users (null when none).",
  tag: "rbac",
  auth: "user",
  permission: "rbac.groups.view",
  body: ZUserIdRequest,
  response: z.object({ userId: z.number(), userGroup: z.object({ groupId: z.number(), groupName: z.string() }).nullable() }),
});

export const ZAddUserToGroupRequest = z.strictObject({
  userId: id(),
  userGroupId: z.union([id(), z.null()], { error: Messages.required }),
});
export type TAddUserToGroupRequest = z.infer<typeof ZAddUserToGroupRequest>;

export const addUserToRBACUserGroupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/rbac/addUserToRBACUserGroup",
  summary: "Put a user in a permission group, or remove them with null. Super admins only, and only when the site's canShowPermissionMenu is set.",
  tag: "rbac",
  auth: "user",
  superAdminOnly: true,
  body: ZAddUserToGroupRequest,
  response: z.object({ userId: z.number(), userGroupId: z.number().nullable(), message: z.string() }),
});

export const getPermissionsFromSessionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/rbac/getPermissionsFromSession",
  summary: "The caller's permissions.",
  tag: "rbac",
  auth: "user",
  body: ZEmpty,
  response: z.object({ permissions: z.array(z.string()), lastSyncAt: z.string(), isUserSuperAdmin: z.boolean() }),
});

const ZToggle = z.strictObject({ key: z.string().min(1).max(100), isActive: z.boolean() });
export const ZChangeSet = z.strictObject({
  modules: z.array(ZToggle).max(200).default([]),
  groups: z.array(ZToggle).max(500).default([]),
  permissions: z.array(ZToggle).max(2000).default([]),
});

export const ZUserGroupIdRequest = z.strictObject({ userGroupId: id() });

const ZPermissionNode = z.object({ key: z.string(), label: z.string(), isActive: z.boolean(), defaultAllowed: z.boolean() });
const ZGroupNode = z.object({ key: z.string(), groupName: z.string(), isActive: z.boolean(), permissions: z.array(ZPermissionNode) });
export const ZModuleNode = z.object({ key: z.string(), moduleName: z.string(), isActive: z.boolean(), groups: z.array(ZGroupNode) });

export const getUserGroupPermissionsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/rbac/getUserGroupPermissions",
  summary: "A permission group with its modules > permission groups > permissions and which are active.",
  tag: "rbac",
  auth: "user",
  permission: "rbac.groups.view",
  body: ZUserGroupIdRequest,
  response: z.object({ id: z.number(), groupName: z.string(), modules: z.array(ZModuleNode) }),
});

export const ZSaveUserGroupRequest = z.strictObject({
  userGroupId: id().optional(),
  groupName: requiredString(100),
  changeSet: ZChangeSet,
});
export type TSaveUserGroupRequest = z.infer<typeof ZSaveUserGroupRequest>;

export const saveUserGroupPermissionsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/rbac/saveUserGroupPermissions",
  summary: "Create or rename a permission group and apply a change set of modules, groups and permissions.",
  tag: "rbac",
  auth: "user",
  permission: "rbac.groups.manage",
  body: ZSaveUserGroupRequest,
  response: z.object({ id: z.number(), groupName: z.string(), permissions: z.array(z.string()), message: z.string() }),
});
