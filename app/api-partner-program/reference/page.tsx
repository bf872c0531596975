import Link from "next/link";
import { ApiReference, type OpenApiDocument } from "@/components/public/api-reference/api-reference";
import { getLockablePageSite } from "@/server/auth/page-session";
import { buildOpenApiDocument } from "@/server/http/openapi";
import { dereference } from "@/server/http/openapi-deref";

export const metadata = { title: "API reference" };

/** The API reference, rendered on the server from the same OpenAPI document /api/openapi.json serves. */
export default async function Page() {
  const site = await getLockablePageSite();
  const doc = dereference(buildOpenApiDocument()) as unknown as OpenApiDocument;
  const count = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  return (
    <article className="space-y-4">
      <header className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm">
          <Link href="/api-partner-program" className="text-brand hover:underline">
            ← API partner program
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">
          {site.companyName} API reference <span className="text-sm font-normal text-slate-500">v{doc.info.version}</span>
        </h1>
        <p className="text-sm text-slate-700">{doc.info.description}</p>
        <p className="text-sm text-slate-700">
          {count} operations. Send your key as <code>auth-token</code>, or <code>user-key</code> with <code>site-id</code>. Machine-readable:{" "}
          <a href="/api/openapi.json" className="text-brand underline underline-offset-2">
            /api/openapi.json
          </a>{" "}
          (OpenAPI {"3.0"}).
        </p>
      </header>
      <ApiReference doc={doc} />
    </article>
  );
}
