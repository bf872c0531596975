/** @jest-environment node */
import {
  applyChangeSet,
  buildPermissionTree,
  diffTrees,
  getActiveKeys,
  setGroupActive,
  setModuleActive,
  setPermissionActive,
  type PermissionTree,
} from "@/lib/permission-edit";
import { PERMISSION_CATALOGUE, type ModuleDef } from "@/lib/permissions";

/** A small catalogue whose shape the tests control; the real one is exercised at the end. */
const CATALOGUE: readonly ModuleDef[] = [
  {
    key: "alpha",
    moduleName: "Alpha",
    groups: [
      {
        key: "alpha.one",
        groupName: "One",
        permissions: [
          { key: "alpha.one.read", label: "Read", defaultAllowed: true, userTypes: ["staff"] },
          { key: "alpha.one.write", label: "Write", defaultAllowed: false, userTypes: ["staff"] },
        ],
      },
      {
        key: "alpha.two",
        groupName: "Two",
        permissions: [
          { key: "alpha.two.read", label: "Read", defaultAllowed: true, userTypes: ["staff"] },
          { key: "alpha.two.delete", label: "Delete", defaultAllowed: false, userTypes: ["staff"] },
        ],
      },
      {
        key: "alpha.admin",
        groupName: "Admin",
        permissions: [
          { key: "alpha.admin.purge", label: "Purge", defaultAllowed: false, userTypes: ["staff"] },
          { key: "alpha.admin.reset", label: "Reset", defaultAllowed: false, userTypes: ["staff"] },
        ],
      },
    ],
  },
  {
    key: "beta",
    moduleName: "Beta",
    groups: [
      {
        key: "beta.main",
        groupName: "Main",
        permissions: [
          { key: "beta.main.view", label: "View", defaultAllowed: true, userTypes: ["staff", "retail"] },
          { key: "beta.main.edit", label: "Edit", defaultAllowed: false, userTypes: ["staff"] },
        ],
      },
    ],
  },
];

const ALPHA_KEYS = ["alpha.one.read", "alpha.one.write", "alpha.two.read", "alpha.two.delete", "alpha.admin.purge", "alpha.admin.reset"];

const mod = (tree: PermissionTree, key: string) => tree.find((m) => m.key === key)!;
const group = (tree: PermissionTree, key: string) => tree.flatMap((m) => m.groups).find((g) => g.key === key)!;
const perm = (tree: PermissionTree, key: string) => tree.flatMap((m) => m.groups.flatMap((g) => g.permissions)).find((p) => p.key === key)!;

/** Every group is active iff any permission is, every module iff any group is. */
function expectConsistent(tree: PermissionTree) {
  for (const m of tree) {
    for (const g of m.groups) expect({ group: g.key, isActive: g.isActive }).toEqual({ group: g.key, isActive: g.permissions.some((p) => p.isActive) });
    expect({ module: m.key, isActive: m.isActive }).toEqual({ module: m.key, isActive: m.groups.some((g) => g.isActive) });
  }
}

describe("buildPermissionTree", () => {
  it("marks active permissions and derives group and module state", () => {
    const tree = buildPermissionTree(CATALOGUE, ["alpha.two.delete", "not.a.key"]);
    expect(perm(tree, "alpha.two.delete").isActive).toBe(true);
    expect(perm(tree, "alpha.two.read").isActive).toBe(false);
    expect(group(tree, "alpha.two").isActive).toBe(true);
    expect(group(tree, "alpha.one").isActive).toBe(false);
    expect(mod(tree, "alpha").isActive).toBe(true);
    expect(mod(tree, "beta").isActive).toBe(false);
    expect(perm(tree, "alpha.two.delete")).toEqual({ key: "alpha.two.delete", label: "Delete", isActive: true, defaultAllowed: false });
    expect(getActiveKeys(tree)).toEqual(["alpha.two.delete"]);
    expectConsistent(tree);
  });

  it("keeps catalogue order and names", () => {
    const tree = buildPermissionTree(CATALOGUE, []);
    expect(tree.map((m) => [m.key, m.moduleName])).toEqual([["alpha", "Alpha"], ["beta", "Beta"]]);
    expect(mod(tree, "alpha").groups.map((g) => g.groupName)).toEqual(["One", "Two", "Admin"]);
    expect(tree.every((m) => !m.isActive)).toBe(true);
  });
});

describe("setModuleActive", () => {
  it("turning a module off turns all its groups and permissions off, and leaves other modules alone", () => {
    const before = buildPermissionTree(CATALOGUE, [...ALPHA_KEYS, "beta.main.edit"]);
    const after = setModuleActive(before, "alpha", false);
    expect(mod(after, "alpha").isActive).toBe(false);
    expect(mod(after, "alpha").groups.every((g) => !g.isActive && g.permissions.every((p) => !p.isActive))).toBe(true);
    expect(getActiveKeys(after)).toEqual(["beta.main.edit"]);
    expectConsistent(after);
  });

  it("turning a module on enables exactly its default-allowed permissions", () => {
    const after = setModuleActive(buildPermissionTree(CATALOGUE, []), "alpha", true);
    expect(getActiveKeys(after)).toEqual(["alpha.one.read", "alpha.two.read"]);
    expect(mod(after, "alpha").isActive).toBe(true);
    expect(group(after, "alpha.one").isActive).toBe(true);
    expect(group(after, "alpha.admin").isActive).toBe(false);
    expect(mod(after, "beta").isActive).toBe(false);
    expectConsistent(after);
  });

  it("turning an already active module on resets it to its defaults", () => {
    const after = setModuleActive(buildPermissionTree(CATALOGUE, ["alpha.admin.purge", "alpha.one.write"]), "alpha", true);
    expect(getActiveKeys(after)).toEqual(["alpha.one.read", "alpha.two.read"]);
  });
});

describe("setGroupActive", () => {
  it("off turns its permissions off and recomputes the module", () => {
    const before = buildPermissionTree(CATALOGUE, ["alpha.one.read", "alpha.one.write"]);
    const after = setGroupActive(before, "alpha.one", false);
    expect(getActiveKeys(after)).toEqual([]);
    expect(group(after, "alpha.one").isActive).toBe(false);
    expect(mod(after, "alpha").isActive).toBe(false);
    expectConsistent(after);
  });

  it("on turns on its default-allowed permissions and the module", () => {
    const after = setGroupActive(buildPermissionTree(CATALOGUE, []), "alpha.two", true);
    expect(getActiveKeys(after)).toEqual(["alpha.two.read"]);
    expect(group(after, "alpha.two").isActive).toBe(true);
    expect(mod(after, "alpha").isActive).toBe(true);
    expectConsistent(after);
  });

  it("on turns on every permission of a group with no default-allowed one", () => {
    const after = setGroupActive(buildPermissionTree(CATALOGUE, []), "alpha.admin", true);
    expect(getActiveKeys(after)).toEqual(["alpha.admin.purge", "alpha.admin.reset"]);
    expectConsistent(after);
  });
});

describe("setPermissionActive", () => {
  it("turning one permission on flips its group and module on", () => {
    const after = setPermissionActive(buildPermissionTree(CATALOGUE, []), "beta.main.edit", true);
    expect(perm(after, "beta.main.edit").isActive).toBe(true);
    expect(perm(after, "beta.main.view").isActive).toBe(false);
    expect(group(after, "beta.main").isActive).toBe(true);
    expect(mod(after, "beta").isActive).toBe(true);
    expect(mod(after, "alpha").isActive).toBe(false);
  });

  it("turning the last active permission off flips its group and module off", () => {
    const after = setPermissionActive(buildPermissionTree(CATALOGUE, ["alpha.two.delete"]), "alpha.two.delete", false);
    expect(group(after, "alpha.two").isActive).toBe(false);
    expect(mod(after, "alpha").isActive).toBe(false);
  });

  it("keeps the group on while another permission is still active", () => {
    const after = setPermissionActive(buildPermissionTree(CATALOGUE, ["alpha.one.read", "alpha.one.write"]), "alpha.one.read", false);
    expect(group(after, "alpha.one").isActive).toBe(true);
    expect(mod(after, "alpha").isActive).toBe(true);
    expectConsistent(after);
  });
});

describe("unknown keys", () => {
  const tree = buildPermissionTree(CATALOGUE, []);
  it("throw from the set functions, naming the key", () => {
    expect(() => setModuleActive(tree, "gamma", true)).toThrow(/gamma/);
    expect(() => setModuleActive(tree, "alpha.one", true)).toThrow(/alpha\.one/);
    expect(() => setGroupActive(tree, "alpha.three", false)).toThrow(/alpha\.three/);
    expect(() => setPermissionActive(tree, "alpha.one.fly", true)).toThrow(/alpha\.one\.fly/);
    expect(() => setPermissionActive(tree, "alpha.one", true)).toThrow(/Unknown permission key: alpha\.one$/);
  });

  it("throw from applyChangeSet, naming the key, whatever list it is in", () => {
    const empty = { modules: [], groups: [], permissions: [] };
    expect(() => applyChangeSet([], { ...empty, permissions: [{ key: "nope.nope.nope", isActive: true }] }, CATALOGUE)).toThrow(/nope\.nope\.nope/);
    expect(() => applyChangeSet([], { ...empty, groups: [{ key: "alpha.one.read", isActive: true }] }, CATALOGUE)).toThrow(/alpha\.one\.read/);
    expect(() => applyChangeSet([], { ...empty, modules: [{ key: "gamma", isActive: false }] }, CATALOGUE)).toThrow(/gamma/);
  });
});

describe("diffTrees", () => {
  it("is empty for equal trees", () => {
    const a = buildPermissionTree(CATALOGUE, ["alpha.one.read"]);
    expect(diffTrees(a, buildPermissionTree(CATALOGUE, ["alpha.one.read"]))).toEqual({ modules: [], groups: [], permissions: [] });
  });

  it("returns only the nodes whose isActive changed, in catalogue order", () => {
    const a = buildPermissionTree(CATALOGUE, ["alpha.one.read", "beta.main.view"]);
    let b = setPermissionActive(a, "beta.main.edit", true);
    b = setGroupActive(b, "alpha.one", false);
    b = setGroupActive(b, "alpha.admin", true);
    expect(diffTrees(a, b)).toEqual({
      modules: [],
      groups: [
        { key: "alpha.one", isActive: false },
        { key: "alpha.admin", isActive: true },
      ],
      permissions: [
        { key: "alpha.one.read", isActive: false },
        { key: "alpha.admin.purge", isActive: true },
        { key: "alpha.admin.reset", isActive: true },
        { key: "beta.main.edit", isActive: true },
      ],
    });
  });

  it("reports a module switched off with its groups and permissions", () => {
    const a = buildPermissionTree(CATALOGUE, ["beta.main.view"]);
    expect(diffTrees(a, setModuleActive(a, "beta", false))).toEqual({
      modules: [{ key: "beta", isActive: false }],
      groups: [{ key: "beta.main", isActive: false }],
      permissions: [{ key: "beta.main.view", isActive: false }],
    });
  });
});

describe("applyChangeSet", () => {
  const none = { modules: [], groups: [], permissions: [] };

  it("round-trips diffTrees: apply(diff(a, b)) on a's keys gives b's keys", () => {
    const starts = [[], ["alpha.one.read", "beta.main.edit"], ALPHA_KEYS, ["alpha.admin.reset", "beta.main.view"]];
    for (const start of starts) {
      const a = buildPermissionTree(CATALOGUE, start);
      const edits: ((t: PermissionTree) => PermissionTree)[] = [
        (t) => setModuleActive(t, "alpha", true),
        (t) => setModuleActive(t, "alpha", false),
        (t) => setGroupActive(setModuleActive(t, "beta", true), "alpha.admin", true),
        (t) => setPermissionActive(setGroupActive(t, "alpha.two", false), "beta.main.edit", true),
        (t) => setPermissionActive(setModuleActive(t, "alpha", false), "alpha.one.write", true),
      ];
      for (const edit of edits) {
        const b = edit(a);
        const applied = applyChangeSet(getActiveKeys(a), diffTrees(a, b), CATALOGUE);
        expect([...applied].sort()).toEqual(getActiveKeys(b).sort());
      }
    }
  });

  it("round-trips on the real catalogue", () => {
    const a = buildPermissionTree(PERMISSION_CATALOGUE, ["rbac.groups.manage", "dmc.areas.delete", "flights.search.search"]);
    const b = setPermissionActive(setGroupActive(setModuleActive(setModuleActive(a, "dmc", true), "rbac", false), "wallet.customerWallets", true), "tickets.queue.view", true);
    expect([...applyChangeSet(getActiveKeys(a), diffTrees(a, b), PERMISSION_CATALOGUE)].sort()).toEqual(getActiveKeys(b).sort());
  });

  it("a module entry on, with no permission entries for it, adds its default-allowed permissions", () => {
    const next = applyChangeSet(["beta.main.edit"], { ...none, modules: [{ key: "alpha", isActive: true }] }, CATALOGUE);
    expect([...next].sort()).toEqual(["alpha.one.read", "alpha.two.read", "beta.main.edit"]);
  });

  it("a module entry off removes all of its permissions", () => {
    const next = applyChangeSet([...ALPHA_KEYS, "beta.main.view"], { ...none, modules: [{ key: "alpha", isActive: false }] }, CATALOGUE);
    expect([...next]).toEqual(["beta.main.view"]);
  });

  it("a group entry on adds its defaults, or all its permissions when none is default-allowed; off removes them", () => {
    expect([...applyChangeSet([], { ...none, groups: [{ key: "alpha.two", isActive: true }] }, CATALOGUE)]).toEqual(["alpha.two.read"]);
    expect([...applyChangeSet([], { ...none, groups: [{ key: "alpha.admin", isActive: true }] }, CATALOGUE)].sort()).toEqual(["alpha.admin.purge", "alpha.admin.reset"]);
    expect([...applyChangeSet(ALPHA_KEYS, { ...none, groups: [{ key: "alpha.one", isActive: false }] }, CATALOGUE)]).not.toContain("alpha.one.read");
  });

  it("permission entries win over their module's and group's entries", () => {
    const next = applyChangeSet(
      [],
      { modules: [{ key: "alpha", isActive: true }], groups: [{ key: "beta.main", isActive: false }], permissions: [{ key: "alpha.one.write", isActive: true }, { key: "beta.main.edit", isActive: true }] },
      CATALOGUE,
    );
    expect([...next].sort()).toEqual(["alpha.one.write", "beta.main.edit"]);
    const off = applyChangeSet([], { ...none, modules: [{ key: "alpha", isActive: false }], permissions: [{ key: "alpha.two.delete", isActive: true }] }, CATALOGUE);
    expect([...off]).toEqual(["alpha.two.delete"]);
  });

  it("drops active keys that are no longer in the catalogue", () => {
    expect([...applyChangeSet(["old.gone.key", "beta.main.view"], none, CATALOGUE)]).toEqual(["beta.main.view"]);
  });
});

describe("immutability", () => {
  it("no function mutates its inputs", () => {
    const tree = buildPermissionTree(CATALOGUE, ["alpha.one.read", "beta.main.view"]);
    const snapshot = JSON.parse(JSON.stringify(tree));
    const results = [
      setModuleActive(tree, "alpha", false),
      setModuleActive(tree, "beta", true),
      setGroupActive(tree, "alpha.admin", true),
      setGroupActive(tree, "alpha.one", false),
      setPermissionActive(tree, "alpha.one.read", false),
      setPermissionActive(tree, "beta.main.edit", true),
    ];
    expect(tree).toEqual(snapshot);
    for (const r of results) {
      expect(r).not.toBe(tree);
      r.forEach((m, i) => {
        expect(m).not.toBe(tree[i]);
        m.groups.forEach((g, j) => {
          expect(g).not.toBe(tree[i].groups[j]);
          expect(g.permissions).not.toBe(tree[i].groups[j].permissions);
        });
      });
    }

    const b = setModuleActive(tree, "alpha", false);
    const bSnapshot = JSON.parse(JSON.stringify(b));
    const changeSet = diffTrees(tree, b);
    const changeSnapshot = JSON.parse(JSON.stringify(changeSet));
    expect(tree).toEqual(snapshot);
    expect(b).toEqual(bSnapshot);

    const keys = ["alpha.one.read", "beta.main.view"];
    applyChangeSet(keys, changeSet, CATALOGUE);
    expect(keys).toEqual(["alpha.one.read", "beta.main.view"]);
    expect(changeSet).toEqual(changeSnapshot);
    const catalogueSnapshot = JSON.parse(JSON.stringify(CATALOGUE));
    applyChangeSet(keys, { modules: [{ key: "alpha", isActive: true }], groups: [], permissions: [] }, CATALOGUE);
    expect(CATALOGUE).toEqual(catalogueSnapshot);
  });
});
