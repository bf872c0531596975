import { z } from "zod";
import type { buildOpenApiDocument } from "@/server/http/openapi";

/*
 * What each operation of the document says it answers, to hold every response the contract suite
 * receives against it (decision 0059): the statuses it declares, the media types of its 200, and its
 * 200 JSON schema as a zod schema. The schema is the document's own (the JSON schema a partner's
 * generated client is built from), turned into zod by zod's z.fromJSONSchema with the named
 * components as its definitions: no validator beyond the zod the app already depends on (ajv is in
 * node_modules only as a dependency of eslint and Redocly). An answer with a field the schema does
 * not declare, a missing field or a wrong type fails, as does a status or a media type the
 * operation does not declare.
 */

export type DeclaredAnswers = { statuses: Set<number>; mediaTypes: string[]; json: z.ZodType | null };

type Doc = ReturnType<typeof buildOpenApiDocument>;
type Response = { content?: Record<string, { schema?: unknown }> };

const toDefinitions = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/definitions/')) as Record<string, unknown>;

/** operationId -> what it answers. */
export function declaredAnswers(doc: Doc): Map<string, DeclaredAnswers> {
  const definitions = toDefinitions(doc.components.schemas);
  const out = new Map<string, DeclaredAnswers>();
  for (const methods of Object.values(doc.paths)) {
    for (const raw of Object.values(methods)) {
      const op = raw as { operationId: string; responses: Record<string, Response> };
      const ok = op.responses["200"];
      const schema = ok.content?.["application/json"]?.schema;
      out.set(op.operationId, {
        statuses: new Set(Object.keys(op.responses).map(Number)),
        mediaTypes: Object.keys(ok.content ?? {}),
        json: schema ? z.fromJSONSchema({ ...toDefinitions(schema), definitions } as never, { defaultTarget: "openapi-3.0" }) : null,
      });
    }
  }
  return out;
}

/** What is wrong with one response, measured against the operation's declaration. */
export function answerProblems(answers: DeclaredAnswers, status: number, contentType: string, body: unknown): string[] {
  const problems: string[] = [];
  if (!answers.statuses.has(status)) problems.push(`status ${status} is not declared`);
  if (status < 200 || status >= 300) return problems;
  const media = contentType.split(";")[0].trim();
  if (!answers.mediaTypes.includes(media)) return [...problems, `content-type ${media} is not declared (${answers.mediaTypes.join(", ")})`];
  if (media !== "application/json" || !answers.json) return problems;
  const parsed = answers.json.safeParse(body);
  if (!parsed.success) problems.push(`answer does not match its schema: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  return problems;
}
