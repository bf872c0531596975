import "server-only";
import { buildOpenApiDocument } from "./openapi";

type Operation = { summary: string; description: string; "x-auth": string; "x-permission": string | null; "x-super-admin-only": boolean; "x-user-types": string[] | null; tags: string[] };

/** docs/api.md: the endpoint table, generated from the OpenAPI document (scripts/generate-api-docs.ts). */
export function buildApiMarkdown(): string {
  const doc = buildOpenApiDocument();
  const lines = [
    "# Wayfare API",
    "",
    "Generated from `/api/openapi.json` by `npm run docs:api`; do not edit by hand.",
    "Every answer is an envelope: `{ success: true, data }` or `{ success: false, errorCode, errorMessage, message, shortError? }`.",
    "Authenticate with the session cookie or the `auth-token` header (from `POST /api/wl/user/login`); a partner API key goes in `user-key` (with `site-id`) on the operations marked key.",
    "",
    "| method | path | auth | permission | summary |",
    "|---|---|---|---|---|",
  ];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Operation;
      const who = [op["x-permission"] ? `\`${op["x-permission"]}\`` : "", op["x-super-admin-only"] ? "super admin" : "", op["x-user-types"]?.join(", ") ?? ""].filter(Boolean).join("; ");
      lines.push(`| ${method.toUpperCase()} | \`${path}\` | ${op["x-auth"]} | ${who || "-"} | ${op.description.split("\n\n")[0].replace(/\|/g, "\\|")} |`);
    }
  }
  return lines.join("\n") + "\n";
}
