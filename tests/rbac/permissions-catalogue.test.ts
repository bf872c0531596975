/** @jest-environment node */
import { USER_TYPES, type UserType } from "@/lib/constants";
import {
  getAllPermissionKeys,
  getDefaultPermissionKeys,
  getPermissionDef,
  isPermissionKey,
  PERMISSION_CATALOGUE,
  type PermissionKey,
} from "@/lib/permissions";

const SEGMENT = "[a-z][a-zA-Z]*";
const PERMISSION_KEY = new RegExp(`^${SEGMENT}(\\.${SEGMENT}){2}$`);
const allPermissions = PERMISSION_CATALOGUE.flatMap((m) => m.groups.flatMap((g) => g.permissions));

describe("the permission catalogue", () => {
  it("has a sensible size", () => {
    expect(PERMISSION_CATALOGUE.length).toBeGreaterThanOrEqual(12);
    expect(PERMISSION_CATALOGUE.length).toBeLessThanOrEqual(16);
    expect(allPermissions.length).toBeGreaterThanOrEqual(60);
    // 130 until issue 15 added the public products' permissions (visas, packages and enquiries,
    // insurance, payment links): 132 then. The cap still catches a catalogue that balloons.
    expect(allPermissions.length).toBeLessThanOrEqual(160);
  });

  it("has unique keys across modules, groups and permissions", () => {
    const keys = [
      ...PERMISSION_CATALOGUE.map((m) => m.key),
      ...PERMISSION_CATALOGUE.flatMap((m) => m.groups.map((g) => g.key)),
      ...allPermissions.map((p) => p.key),
    ];
    const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(duplicates).toEqual([]);
  });

  it("uses dotted camelCase keys nested under their module and group", () => {
    for (const mod of PERMISSION_CATALOGUE) {
      expect(mod.key).toMatch(new RegExp(`^${SEGMENT}$`));
      for (const group of mod.groups) {
        expect(group.key).toMatch(new RegExp(`^${mod.key}\\.${SEGMENT}$`));
        for (const p of group.permissions) {
          expect(p.key).toMatch(PERMISSION_KEY);
          expect(p.key.startsWith(`${group.key}.`)).toBe(true);
        }
      }
    }
  });

  it("has no empty module or group, and names and labels everything", () => {
    for (const mod of PERMISSION_CATALOGUE) {
      expect(mod.moduleName.trim()).not.toBe("");
      expect(mod.groups.length).toBeGreaterThan(0);
      for (const group of mod.groups) {
        expect(group.groupName.trim()).not.toBe("");
        expect(group.permissions.length).toBeGreaterThan(0);
      }
    }
    for (const p of allPermissions) expect(p.label.trim()).not.toBe("");
  });

  it("gives every permission at least one known user type, without repeats", () => {
    for (const p of allPermissions) {
      expect(p.userTypes.length).toBeGreaterThan(0);
      expect(new Set(p.userTypes).size).toBe(p.userTypes.length);
      for (const t of p.userTypes) expect(USER_TYPES).toContain(t);
    }
  });

  it("gives every module a default-allowed permission, so turning it on enables something", () => {
    for (const mod of PERMISSION_CATALOGUE) {
      expect({ module: mod.key, hasDefault: mod.groups.some((g) => g.permissions.some((p) => p.defaultAllowed)) }).toEqual({ module: mod.key, hasDefault: true });
    }
  });

  const required: [PermissionKey, readonly UserType[], boolean][] = [
    ["backoffice.dashboard.view", ["staff"], true],
    ["customers.list.view", ["staff"], true],
    ["rbac.groups.manage", ["staff"], false],
    ["rbac.groups.view", ["staff"], true],
    ["flights.search.search", ["staff", "travelAgent", "retail", "corporate"], true],
    ["tickets.queue.view", ["staff", "travelAgent", "retail", "corporate"], true],
    ["tickets.queue.downloadExcel", ["staff"], true],
    ["dmc.activities.edit", ["staff"], true],
  ];
  it.each(required)("has %s for %j, defaultAllowed %s", (key, userTypes, defaultAllowed) => {
    const def = getPermissionDef(key);
    expect(def).toBeDefined();
    expect([...def!.userTypes].sort()).toEqual([...userTypes].sort());
    expect(def!.defaultAllowed).toBe(defaultAllowed);
  });

  it("covers every area of the product", () => {
    const moduleKeys = PERMISSION_CATALOGUE.map((m) => m.key);
    for (const key of ["flights", "tickets", "suppliers", "wallet", "customers", "apiConsumers", "markups", "rbac", "dmc", "activities", "itineraries", "visas", "packages", "insurance", "notifications"]) {
      expect(moduleKeys).toContain(key);
    }
    const dmcGroups = PERMISSION_CATALOGUE.find((m) => m.key === "dmc")!.groups.map((g) => g.key);
    for (const g of ["markets", "activities", "tourOptions", "ticketRates", "transferRates", "combos", "accommodation", "areas", "areaTransfers", "drivers", "locations", "jobSheet", "driverTokens"]) {
      expect(dmcGroups).toContain(`dmc.${g}`);
    }
  });
});

describe("isPermissionKey and getAllPermissionKeys", () => {
  it("recognises exactly the catalogue's permission keys", () => {
    expect(isPermissionKey("rbac.groups.view")).toBe(true);
    expect(isPermissionKey("rbac.groups")).toBe(false);
    expect(isPermissionKey("rbac")).toBe(false);
    expect(isPermissionKey("rbac.groups.viewx")).toBe(false);
    expect(isPermissionKey("")).toBe(false);
  });

  it("lists every permission once, in catalogue order, as a fresh array", () => {
    const all = getAllPermissionKeys();
    expect(all).toEqual(allPermissions.map((p) => p.key));
    all.pop();
    expect(getAllPermissionKeys()).toHaveLength(allPermissions.length);
  });
});

describe("getDefaultPermissionKeys", () => {
  it("gives retail users no staff-only permission", () => {
    const retail = getDefaultPermissionKeys("retail");
    const staffOnly = allPermissions.filter((p) => p.userTypes.length === 1 && p.userTypes[0] === "staff").map((p) => p.key);
    expect(staffOnly.length).toBeGreaterThan(0);
    expect(retail.filter((k) => staffOnly.includes(k))).toEqual([]);
    expect(retail).toContain("flights.search.search");
    expect(retail).not.toContain("backoffice.dashboard.view");
    expect(retail).not.toContain("tickets.queue.downloadExcel");
  });

  it.each(USER_TYPES)("gives %s exactly the default-allowed permissions of its type", (userType) => {
    const keys = getDefaultPermissionKeys(userType);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toEqual(allPermissions.filter((p) => p.defaultAllowed && (p.userTypes as readonly string[]).includes(userType)).map((p) => p.key));
    for (const k of keys) expect(getPermissionDef(k)!.defaultAllowed).toBe(true);
  });

  it("gives staff the back office but never admin-only permissions", () => {
    const staff = getDefaultPermissionKeys("staff");
    expect(staff).toEqual(expect.arrayContaining(["backoffice.dashboard.view", "customers.list.view", "rbac.groups.view", "dmc.activities.edit"]));
    expect(staff).not.toContain("rbac.groups.manage");
    expect(staff).not.toContain("wallet.customerWallets.debit");
  });
});
