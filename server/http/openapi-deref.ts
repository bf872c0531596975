import "server-only";

type Doc = { components: { schemas: Record<string, unknown>; responses?: Record<string, unknown> } };

/**
 * A copy of the document with every local `$ref` replaced by what it points at, for readers that
 * walk schemas by hand (the API reference page, the contract suite's sample generator). A schema
 * that refers to itself is left as its `$ref` the second time round.
 */
export function dereference<T extends Doc>(doc: T): T {
  const lookup = (ref: string): unknown => {
    const parts = ref.replace(/^#\//, "").split("/");
    let node: unknown = doc;
    for (const part of parts) node = (node as Record<string, unknown>)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    return node;
  };
  const walk = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, seen));
    if (node === null || typeof node !== "object") return node;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === "string" && obj.$ref.startsWith("#/")) {
      if (seen.includes(obj.$ref)) return obj;
      return walk(lookup(obj.$ref), [...seen, obj.$ref]);
    }
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, walk(v, seen)]));
  };
  return walk(doc, []) as T;
}
