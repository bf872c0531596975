import type { ModuleDef } from "@/lib/permissions";

/**
 * Permission editing (spec 001 section 4), as pure functions over a tree of
 * modules > permission groups > permissions:
 * - turning a module off turns all its groups and permissions off;
 * - turning it on enables only the permissions that are allowed by default;
 * - a group is active if any of its permissions is active (and a module if any of its groups is);
 * - changes are collected as a change set of modules, groups and permissions.
 * Every function returns new objects and leaves its inputs untouched.
 */

export type PermissionNode = { key: string; label: string; isActive: boolean; defaultAllowed: boolean };
export type GroupNode = { key: string; groupName: string; isActive: boolean; permissions: PermissionNode[] };
export type ModuleNode = { key: string; moduleName: string; isActive: boolean; groups: GroupNode[] };
export type PermissionTree = ModuleNode[];

export type ChangeEntry = { key: string; isActive: boolean };
export type ChangeSet = { modules: ChangeEntry[]; groups: ChangeEntry[]; permissions: ChangeEntry[] };

function unknownKey(kind: "module" | "permission group" | "permission", key: string): Error {
  return new Error(`Unknown ${kind} key: ${key}`);
}

/** A group with its isActive recomputed from its permissions. */
function withGroupState(group: GroupNode, permissions: PermissionNode[]): GroupNode {
  return { ...group, permissions, isActive: permissions.some((p) => p.isActive) };
}

/** A module with its isActive recomputed from its groups. */
function withModuleState(mod: ModuleNode, groups: GroupNode[]): ModuleNode {
  return { ...mod, groups, isActive: groups.some((g) => g.isActive) };
}

function cloneTree(tree: PermissionTree): PermissionTree {
  return tree.map((m) => ({ ...m, groups: m.groups.map((g) => ({ ...g, permissions: g.permissions.map((p) => ({ ...p })) })) }));
}

/** The permissions a group gets when it is turned on: its default-allowed ones, or all of them if none is. */
function groupOnKeys<P extends { key: string; defaultAllowed: boolean }>(permissions: readonly P[]): string[] {
  const defaults = permissions.filter((p) => p.defaultAllowed);
  return (defaults.length > 0 ? defaults : permissions).map((p) => p.key);
}

/**
 * The editor's tree for a catalogue and a set of active permission keys. Keys that are not in the
 * catalogue are ignored. A group is active iff any of its permissions is; a module iff any group is.
 */
export function buildPermissionTree(catalogue: readonly ModuleDef[], activeKeys: Iterable<string>): PermissionTree {
  const active = new Set(activeKeys);
  return catalogue.map((mod) => {
    const groups = mod.groups.map((group) => {
      const permissions = group.permissions.map((p) => ({ key: p.key, label: p.label, isActive: active.has(p.key), defaultAllowed: p.defaultAllowed }));
      return { key: group.key, groupName: group.groupName, isActive: permissions.some((p) => p.isActive), permissions };
    });
    return { key: mod.key, moduleName: mod.moduleName, isActive: groups.some((g) => g.isActive), groups };
  });
}

/**
 * Turn a module off (all its groups and permissions off) or on (exactly its default-allowed
 * permissions on, the others off). Groups and the module are recomputed, so a module without any
 * default-allowed permission stays off.
 */
export function setModuleActive(tree: PermissionTree, moduleKey: string, isActive: boolean): PermissionTree {
  if (!tree.some((m) => m.key === moduleKey)) throw unknownKey("module", moduleKey);
  return cloneTree(tree).map((mod) => {
    if (mod.key !== moduleKey) return mod;
    const groups = mod.groups.map((g) => withGroupState(g, g.permissions.map((p) => ({ ...p, isActive: isActive && p.defaultAllowed }))));
    return withModuleState(mod, groups);
  });
}

/**
 * Turn a permission group off (its permissions off) or on (its default-allowed permissions on, or
 * all of them if none is default-allowed; the others keep their state). The group and its module
 * are recomputed.
 */
export function setGroupActive(tree: PermissionTree, groupKey: string, isActive: boolean): PermissionTree {
  if (!tree.some((m) => m.groups.some((g) => g.key === groupKey))) throw unknownKey("permission group", groupKey);
  return cloneTree(tree).map((mod) => {
    if (!mod.groups.some((g) => g.key === groupKey)) return mod;
    const groups = mod.groups.map((g) => {
      if (g.key !== groupKey) return g;
      const turnOn = new Set(isActive ? groupOnKeys(g.permissions) : []);
      return withGroupState(g, g.permissions.map((p) => ({ ...p, isActive: isActive ? p.isActive || turnOn.has(p.key) : false })));
    });
    return withModuleState(mod, groups);
  });
}

/** Turn one permission on or off; its group and module are recomputed. */
export function setPermissionActive(tree: PermissionTree, permissionKey: string, isActive: boolean): PermissionTree {
  if (!tree.some((m) => m.groups.some((g) => g.permissions.some((p) => p.key === permissionKey)))) throw unknownKey("permission", permissionKey);
  return cloneTree(tree).map((mod) => {
    if (!mod.groups.some((g) => g.permissions.some((p) => p.key === permissionKey))) return mod;
    const groups = mod.groups.map((g) =>
      g.permissions.some((p) => p.key === permissionKey)
        ? withGroupState(g, g.permissions.map((p) => (p.key === permissionKey ? { ...p, isActive } : p)))
        : g,
    );
    return withModuleState(mod, groups);
  });
}

/** The active permission keys of a tree, in tree order. */
export function getActiveKeys(tree: PermissionTree): string[] {
  return tree.flatMap((m) => m.groups.flatMap((g) => g.permissions.filter((p) => p.isActive).map((p) => p.key)));
}

type Flat = { modules: ChangeEntry[]; groups: ChangeEntry[]; permissions: ChangeEntry[] };

function flatten(tree: PermissionTree): Flat {
  return {
    modules: tree.map((m) => ({ key: m.key, isActive: m.isActive })),
    groups: tree.flatMap((m) => m.groups.map((g) => ({ key: g.key, isActive: g.isActive }))),
    permissions: tree.flatMap((m) => m.groups.flatMap((g) => g.permissions.map((p) => ({ key: p.key, isActive: p.isActive })))),
  };
}

/** Entries whose state differs; a node present in only one tree counts as inactive in the other. */
function changed(before: ChangeEntry[], after: ChangeEntry[]): ChangeEntry[] {
  const was = new Map(before.map((e) => [e.key, e.isActive]));
  const now = new Map(after.map((e) => [e.key, e.isActive]));
  const out = after.filter((e) => (was.get(e.key) ?? false) !== e.isActive).map((e) => ({ ...e }));
  for (const e of before) if (!now.has(e.key) && e.isActive) out.push({ key: e.key, isActive: false });
  return out;
}

/** The change set from one tree to another: only the nodes whose isActive changed, in tree (catalogue) order. */
export function diffTrees(before: PermissionTree, after: PermissionTree): ChangeSet {
  const a = flatten(before);
  const b = flatten(after);
  return { modules: changed(a.modules, b.modules), groups: changed(a.groups, b.groups), permissions: changed(a.permissions, b.permissions) };
}

/**
 * Apply an editor's change set to a set of active permission keys and answer the new set.
 * Module entries apply first, then group entries, then permission entries, which win:
 * - a module or group entry with isActive false removes all of its permissions;
 * - a module entry with isActive true, when no permission entry belongs to the module, adds the
 *   module's default-allowed permissions; a group entry likewise adds the group's (or all of the
 *   group's permissions if none is default-allowed, as setGroupActive does);
 * - permission entries add or remove their permission.
 * Active keys that are not in the catalogue are dropped. An unknown key in the change set throws an
 * Error naming it, before anything is applied.
 */
export function applyChangeSet(activeKeys: Iterable<string>, changeSet: ChangeSet, catalogue: readonly ModuleDef[]): Set<string> {
  const modules = new Map(catalogue.map((m) => [m.key, m]));
  const groups = new Map(catalogue.flatMap((m) => m.groups.map((g) => [g.key, g] as const)));
  const permissionModule = new Map<string, string>();
  const permissionGroup = new Map<string, string>();
  for (const m of catalogue) {
    for (const g of m.groups) {
      for (const p of g.permissions) {
        permissionModule.set(p.key, m.key);
        permissionGroup.set(p.key, g.key);
      }
    }
  }

  for (const e of changeSet.modules) if (!modules.has(e.key)) throw unknownKey("module", e.key);
  for (const e of changeSet.groups) if (!groups.has(e.key)) throw unknownKey("permission group", e.key);
  for (const e of changeSet.permissions) if (!permissionModule.has(e.key)) throw unknownKey("permission", e.key);

  const touchedModules = new Set(changeSet.permissions.map((e) => permissionModule.get(e.key)));
  const touchedGroups = new Set(changeSet.permissions.map((e) => permissionGroup.get(e.key)));
  const next = new Set([...activeKeys].filter((k) => permissionModule.has(k)));

  for (const e of changeSet.modules) {
    const mod = modules.get(e.key)!;
    for (const g of mod.groups) {
      for (const p of g.permissions) {
        if (!e.isActive) next.delete(p.key);
        else if (!touchedModules.has(mod.key) && p.defaultAllowed) next.add(p.key);
      }
    }
  }
  for (const e of changeSet.groups) {
    const group = groups.get(e.key)!;
    if (!e.isActive) for (const p of group.permissions) next.delete(p.key);
    else if (!touchedGroups.has(group.key)) for (const key of groupOnKeys(group.permissions)) next.add(key);
  }
  for (const e of changeSet.permissions) {
    if (e.isActive) next.add(e.key);
    else next.delete(e.key);
  }
  return next;
}
