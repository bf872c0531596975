/*
 * A JSON Schema (as the OpenAPI document carries it) rendered as a nested field list: name, type,
 * required, allowed values, description. Server-rendered HTML, no script.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  description?: string;
  format?: string;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  $ref?: string;
  additionalProperties?: boolean | JsonSchema;
};

const MAX_DEPTH = 6;

/** A short type label: "string", "integer[]", "object", "string | null", "one of 2". */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "object";
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const labels = [...new Set(variants.map(typeLabel))];
    return labels.join(" | ");
  }
  if (schema.allOf?.length === 1) return typeLabel(schema.allOf[0]);
  const base = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? (schema.properties ? "object" : "any"));
  const label = base === "array" && schema.items ? `${typeLabel(schema.items)}[]` : base;
  return schema.nullable ? `${label} | null` : label;
}

function constraints(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (schema.enum) out.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`);
  if (schema.const !== undefined) out.push(`always ${JSON.stringify(schema.const)}`);
  if (schema.format) out.push(schema.format);
  if (schema.minimum !== undefined) out.push(`${schema.exclusiveMinimum === true ? ">" : "≥"} ${schema.minimum}`);
  else if (typeof schema.exclusiveMinimum === "number") out.push(`> ${schema.exclusiveMinimum}`);
  if (schema.items?.enum) out.push(`each one of ${schema.items.enum.map((v) => JSON.stringify(v)).join(", ")}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined && schema.minLength > 0) out.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`max length ${schema.maxLength}`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

/** The object a schema's fields live on: itself, its array items, or its single non-null variant. */
function fieldsOf(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  if (schema.items) return fieldsOf(schema.items);
  const variants = (schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []).filter((v) => v.type !== "null");
  if (variants.length === 1) return fieldsOf(variants[0]);
  return null;
}

export function SchemaTree({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const target = fieldsOf(schema);
  if (!target?.properties || depth > MAX_DEPTH) return null;
  const required = new Set(target.required ?? []);
  return (
    <ul className={depth === 0 ? "space-y-1" : "mt-1 space-y-1 border-l border-slate-200 pl-3"}>
      {Object.entries(target.properties).map(([name, field]) => {
        const notes = constraints(field);
        return (
          <li key={name} className="text-sm">
            <code className="font-semibold text-slate-900">{name}</code> <span className="font-mono text-xs text-slate-500">{typeLabel(field)}</span>
            {required.has(name) ? <span className="ml-1 text-xs font-medium text-red-700">required</span> : null}
            {notes.length > 0 ? <span className="ml-1 text-xs text-slate-500">({notes.join("; ")})</span> : null}
            {field.description ? <span className="block text-xs text-slate-600">{field.description}</span> : null}
            <SchemaTree schema={field} depth={depth + 1} />
          </li>
        );
      })}
    </ul>
  );
}
