import clsx from "clsx";
import { SchemaTree, typeLabel, type JsonSchema } from "./schema-tree";

/*
 * The API reference rendered on the server from the OpenAPI document (decision 0029): every tag,
 * every operation with its auth, permission, parameters, request body and answer. Plain HTML with
 * <details>, so nothing is fetched at run time (no CDN, no fonts, no script).
 */

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type Operation = {
  summary: string;
  tags: string[];
  "x-auth": string;
  "x-permission": string | null;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};
export type OpenApiDocument = { info: { title: string; version: string; description?: string }; paths: Record<string, Record<string, Operation>> };

const METHOD_CLASS: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  put: "bg-amber-100 text-amber-800",
  patch: "bg-amber-100 text-amber-800",
  delete: "bg-red-100 text-red-800",
};

const anchorOf = (tag: string) => `tag-${tag.replace(/[^a-zA-Z0-9]+/g, "-")}`;
const firstSentence = (text: string) => {
  const cut = text.search(/\.(\s|$)/);
  const head = cut > 0 ? text.slice(0, cut) : text;
  return head.length > 110 ? `${head.slice(0, 107)}…` : head;
};

function OperationView({ method, path, op }: { method: string; path: string; op: Operation }) {
  const query = (op.parameters ?? []).filter((p) => p.in === "query");
  const body = op.requestBody?.content["application/json"]?.schema;
  const data = op.responses["200"]?.content?.["application/json"]?.schema?.properties?.data;
  const errors = Object.keys(op.responses).filter((s) => s !== "200");
  return (
    <details className="group rounded border border-slate-200 bg-white" id={`${method}-${path}`}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-2 text-sm hover:bg-slate-50">
        <span className={clsx("w-14 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold uppercase", METHOD_CLASS[method])}>{method}</span>
        <code className="break-all font-medium text-slate-900">{path}</code>
        <span className="min-w-0 flex-1 basis-64 text-slate-600">{firstSentence(op.summary)}</span>
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-3 text-sm">
        <p className="text-slate-800">{op.summary}</p>
        <p className="text-xs text-slate-600">
          {op["x-auth"] === "user" ? "Needs a signed-in user or an API key (auth-token, or user-key with site-id)." : "Public: no key needed."}
          {op["x-permission"] ? (
            <>
              {" "}
              Permission <code>{op["x-permission"]}</code>.
            </>
          ) : null}
        </p>
        {query.length > 0 ? (
          <div>
            <h4 className="font-semibold">Query parameters</h4>
            <ul className="space-y-1">
              {query.map((p) => (
                <li key={p.name}>
                  <code className="font-semibold">{p.name}</code> <span className="font-mono text-xs text-slate-500">{p.schema ? typeLabel(p.schema) : "string"}</span>
                  {p.required ? <span className="ml-1 text-xs font-medium text-red-700">required</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {body ? (
          <div>
            <h4 className="font-semibold">Request body (JSON)</h4>
            <SchemaTree schema={body} />
          </div>
        ) : null}
        {data ? (
          <div>
            <h4 className="font-semibold">
              Answer <code className="font-normal">data</code> <span className="font-mono text-xs font-normal text-slate-500">{typeLabel(data)}</span>
            </h4>
            <SchemaTree schema={data} />
          </div>
        ) : null}
        <p className="text-xs text-slate-600">Errors (error envelope): {errors.join(", ")}.</p>
      </div>
    </details>
  );
}

export function ApiReference({ doc }: { doc: OpenApiDocument }) {
  const byTag = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? "other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return (
    <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
      <nav aria-label="API sections" className="md:sticky md:top-4 md:self-start">
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm md:block md:space-y-1">
          {tags.map((tag) => (
            <li key={tag}>
              <a href={`#${anchorOf(tag)}`} className="text-brand hover:underline">
                {tag}
              </a>{" "}
              <span className="text-xs text-slate-500">{byTag.get(tag)!.length}</span>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-6">
        {tags.map((tag) => (
          <section key={tag} id={anchorOf(tag)} aria-labelledby={`${anchorOf(tag)}-h`} className="space-y-2">
            <h2 id={`${anchorOf(tag)}-h`} className="border-b border-slate-200 pb-1 text-lg font-semibold capitalize">
              {tag}
            </h2>
            {byTag
              .get(tag)!
              .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
              .map(({ method, path, op }) => (
                <OperationView key={`${method} ${path}`} method={method} path={path} op={op} />
              ))}
          </section>
        ))}
      </div>
    </div>
  );
}
