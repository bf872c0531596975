import clsx from "clsx";
import type { ReactNode } from "react";
import { SchemaTree, typeLabel, type JsonSchema } from "./schema-tree";

/*
 * The API reference rendered on the server from the OpenAPI document (decision 0029): every tag,
 * every operation with its auth, permission, parameters, request body and answer. Plain HTML with
 * <details>, so nothing is fetched at run time (no CDN, no fonts, no script).
 */

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type Operation = {
  summary: string;
  /** The contract's whole text, then a paragraph on who may call. */
  description?: string;
  tags: string[];
  "x-auth": string;
  "x-permission": string | null;
  "x-api-key"?: "read" | "write" | null;
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

function KeyBadge({ scope }: { scope: "read" | "write" }) {
  return (
    <span className={clsx("rounded px-1.5 py-0.5 text-xs font-medium", scope === "write" ? "bg-brand/15 text-slate-900" : "bg-slate-100 text-slate-700")} title={scope === "write" ? "Needs a live read-write API key" : "Any active API key"}>
      key: {scope}
    </span>
  );
}

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
        {op["x-api-key"] ? <KeyBadge scope={op["x-api-key"]} /> : null}
        <span className="min-w-0 flex-1 basis-64 text-slate-600">{firstSentence(op.summary)}</span>
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-3 text-sm">
        <p className="text-slate-800">{(op.description ?? op.summary).split("\n\n")[0]}</p>
        <p className="text-xs text-slate-600">
          {op["x-api-key"] === "write"
            ? "API key: a live read-write key (user-key with site-id, or auth-token), or a signed-in user."
            : op["x-api-key"] === "read"
              ? "API key: any active key (user-key with site-id, or auth-token), or a signed-in user."
              : op["x-auth"] === "user"
                ? "Needs a signed-in user; API keys are refused."
                : "Public: no key needed."}
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

type Entry = { method: string; path: string; op: Operation };

/** The order a partner calls the key endpoints in (search to ticket to change); others follow by path. */
const PARTNER_FLOW = [
  "/api/search",
  "/api/getSearchResults",
  "/api/getFareRules",
  "/api/fareQuote",
  "/api/setFlightDetails",
  "/api/validateBooking",
  "/api/payments/orderSuccessCallback",
  "/api/releaseFlight",
  "/api/getBookingDetails",
  "/api/getTickets",
  "/api/ticketDetail/getTicketDetail",
  "/api/changeRequest",
];
const flowRank = (path: string) => (PARTNER_FLOW.includes(path) ? PARTNER_FLOW.indexOf(path) : PARTNER_FLOW.length);
const byFlow = (a: Entry, b: Entry) => flowRank(a.path) - flowRank(b.path) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method);

function groupByTag(entries: Entry[], order: (a: Entry, b: Entry) => number, tagOrder: (byTag: Map<string, Entry[]>) => string[]) {
  const byTag = new Map<string, Entry[]>();
  for (const entry of entries) {
    const tag = entry.op.tags[0] ?? "other";
    byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
  }
  for (const list of byTag.values()) list.sort(order);
  return tagOrder(byTag).map((tag) => ({ tag, entries: byTag.get(tag)! }));
}

function Part({ id, title, intro, groups }: { id: string; title: string; intro: ReactNode; groups: { tag: string; entries: Entry[] }[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className="space-y-4">
      <div className="space-y-1 rounded-lg border-l-4 border-brand bg-white p-3">
        <h2 id={`${id}-h`} className="text-xl font-semibold">
          {title}
        </h2>
        <div className="text-sm text-slate-700">{intro}</div>
      </div>
      {groups.map(({ tag, entries }) => (
        <section key={tag} id={anchorOf(`${id}-${tag}`)} aria-labelledby={`${anchorOf(`${id}-${tag}`)}-h`} className="space-y-2">
          <h3 id={`${anchorOf(`${id}-${tag}`)}-h`} className="border-b border-slate-200 pb-1 text-lg font-semibold capitalize">
            {tag}
          </h3>
          {entries.map(({ method, path, op }) => (
            <OperationView key={`${method} ${path}`} method={method} path={path} op={op} />
          ))}
        </section>
      ))}
    </section>
  );
}

function NavPart({ id, title, groups }: { id: string; title: string; groups: { tag: string; entries: Entry[] }[] }) {
  return (
    <div className="space-y-1">
      <a href={`#${id}`} className="block text-sm font-semibold text-slate-900 hover:underline">
        {title}
      </a>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm md:block md:space-y-1">
        {groups.map(({ tag, entries }) => (
          <li key={tag}>
            <a href={`#${anchorOf(`${id}-${tag}`)}`} className="text-brand hover:underline">
              {tag}
            </a>{" "}
            <span className="text-xs text-slate-500">{entries.length}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Two parts: first what a partner can call with an API key (grouped by tag, in the order of a
 * booking: search, fare quote, book, ticket, change), then every other operation (sessions only, or
 * public), grouped by tag.
 */
export function ApiReference({ doc }: { doc: OpenApiDocument }) {
  const entries: Entry[] = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op })));
  const withKey = groupByTag(
    entries.filter((e) => e.op["x-api-key"]),
    byFlow,
    (byTag) => [...byTag.keys()].sort((a, b) => flowRank(byTag.get(a)![0].path) - flowRank(byTag.get(b)![0].path) || a.localeCompare(b)),
  );
  const rest = groupByTag(
    entries.filter((e) => !e.op["x-api-key"]),
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
    (byTag) => [...byTag.keys()].sort(),
  );
  const keyCount = withKey.reduce((n, g) => n + g.entries.length, 0);
  return (
    <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
      <nav aria-label="API sections" className="space-y-3 md:sticky md:top-4 md:max-h-[calc(100vh-2rem)] md:self-start md:overflow-y-auto">
        <NavPart id="with-api-key" title="With your API key" groups={withKey} />
        <NavPart id="other-operations" title="Other operations" groups={rest} />
      </nav>
      <div className="min-w-0 space-y-8">
        <Part
          id="with-api-key"
          title="With your API key"
          groups={withKey}
          intro={
            <p>
              These {keyCount} operations accept a partner API key: send it as <code>user-key</code> with <code>site-id</code>, or as <code>auth-token</code>. <KeyBadge scope="read" /> any active key
              (a test key sees only simulated fares); <KeyBadge scope="write" /> a live read-write key (books, pays from the company wallet, changes bookings).
            </p>
          }
        />
        <Part
          id="other-operations"
          title="Other operations"
          groups={rest}
          intro={<p>Used by the web app (a signed-in user&apos;s session) or public. An API key sent to one of these is refused (401 &apos;This endpoint does not accept API keys&apos;).</p>}
        />
      </div>
    </div>
  );
}
