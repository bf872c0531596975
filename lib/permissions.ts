import type { UserType } from "@/lib/constants";
import {
  API_CONSUMERS_MODULE,
  BACKOFFICE_MODULE,
  CUSTOMERS_MODULE,
  FLIGHTS_MODULE,
  MARKUPS_MODULE,
  RBAC_MODULE,
  SUPPLIERS_MODULE,
  TICKETS_MODULE,
  WALLET_MODULE,
} from "@/lib/permission-catalogue-core";
import {
  ACTIVITIES_MODULE,
  DMC_MODULE,
  INSURANCE_MODULE,
  ITINERARIES_MODULE,
  NOTIFICATIONS_MODULE,
  PACKAGES_MODULE,
  VISAS_MODULE,
} from "@/lib/permission-catalogue-dmc";

/**
 * The permission catalogue (ARCHITECTURE section 5; spec 001 sections 3, 4 and 6): modules contain
 * permission groups, which contain permissions. Each permission says whether a fresh permission
 * group (or a user without one) gets it by default, and which user types may ever hold it.
 *
 * Keys: a module is `module`, a group `module.group`, a permission `module.group.action`, each
 * segment camelCase. The catalogue is seeded into the RBAC tables by db/seed/permissions.ts.
 */

export type PermissionDef = { key: string; label: string; defaultAllowed: boolean; userTypes: readonly UserType[] };
export type PermissionGroupDef = { key: string; groupName: string; permissions: readonly PermissionDef[] };
export type ModuleDef = { key: string; moduleName: string; groups: readonly PermissionGroupDef[] };

/** The catalogue with its literal types, from which the key unions below are derived. */
const CATALOGUE = [
  BACKOFFICE_MODULE,
  FLIGHTS_MODULE,
  TICKETS_MODULE,
  SUPPLIERS_MODULE,
  WALLET_MODULE,
  CUSTOMERS_MODULE,
  API_CONSUMERS_MODULE,
  MARKUPS_MODULE,
  RBAC_MODULE,
  DMC_MODULE,
  ACTIVITIES_MODULE,
  ITINERARIES_MODULE,
  VISAS_MODULE,
  PACKAGES_MODULE,
  INSURANCE_MODULE,
  NOTIFICATIONS_MODULE,
] as const satisfies readonly ModuleDef[];

/** The catalogue, in display (and seeding) order. */
export const PERMISSION_CATALOGUE: readonly ModuleDef[] = CATALOGUE;

type CatalogueModule = (typeof CATALOGUE)[number];
type CatalogueGroup = CatalogueModule["groups"][number];

/** Every module key of the catalogue. */
export type ModuleKey = CatalogueModule["key"];
/** Every permission group key of the catalogue (`module.group`). */
export type PermissionGroupKey = CatalogueGroup["key"];
/** Every permission key of the catalogue (`module.group.action`): a typo in a key fails typecheck. */
export type PermissionKey = CatalogueGroup["permissions"][number]["key"];

/**
 * Compile-time check that every group key starts with its module key and every permission key
 * with its group key: a misplaced key makes the line below fail with the offending key named.
 */
type MisplacedKeys<M> = M extends { key: infer MK extends string; groups: readonly (infer G)[] }
  ? G extends { key: infer GK extends string; permissions: readonly (infer P)[] }
    ? (GK extends `${MK}.${string}` ? never : GK) | (P extends { key: infer PK extends string } ? (PK extends `${GK}.${string}` ? never : PK) : never)
    : never
  : never;
type ExpectNone<T extends never> = T;
export type CatalogueKeysWellFormed = ExpectNone<MisplacedKeys<CatalogueModule>>;

const ALL_PERMISSIONS: readonly PermissionDef[] = PERMISSION_CATALOGUE.flatMap((m) => m.groups.flatMap((g) => g.permissions));
const ALL_PERMISSION_KEYS: ReadonlySet<string> = new Set(ALL_PERMISSIONS.map((p) => p.key));

export function isPermissionKey(s: string): s is PermissionKey {
  return ALL_PERMISSION_KEYS.has(s);
}

/** Every permission key, in catalogue order (a new array on each call). */
export function getAllPermissionKeys(): PermissionKey[] {
  return ALL_PERMISSIONS.map((p) => p.key as PermissionKey);
}

/** The permissions a user of this type holds when not in a permission group: default-allowed and allowed for the type. */
export function getDefaultPermissionKeys(userType: UserType): PermissionKey[] {
  return ALL_PERMISSIONS.filter((p) => p.defaultAllowed && p.userTypes.includes(userType)).map((p) => p.key as PermissionKey);
}

/** The definition of one permission, or undefined for an unknown key. */
export function getPermissionDef(key: string): PermissionDef | undefined {
  return ALL_PERMISSIONS.find((p) => p.key === key);
}
