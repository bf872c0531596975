import { buildOpenApiDocument } from "@/server/http/openapi";

/*
 * What a partner's tools read in /api/openapi.json (decision 0059): operation names, who may call,
 * the files an endpoint sends, every error with the envelope, and named schemas.
 */

type Ref = { $ref: string };
type Op = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  "x-auth": string;
  "x-api-key": string | null;
  requestBody?: { content: Record<string, { schema: Ref }> };
  responses: Record<string, Ref & { content?: Record<string, { schema: Record<string, unknown> }>; headers?: Record<string, unknown> }>;
};

const doc = buildOpenApiDocument() as unknown as {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Op>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }>; responses: Record<string, { headers?: Record<string, unknown>; content: Record<string, { schema: Ref }> }>; schemas: Record<string, Record<string, unknown>> };
};
const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, path, op })));
const op = (id: string) => ops.find((o) => o.id === id)!.op;

describe("the OpenAPI document", () => {
  it("gives every operation a unique, URL-safe operationId, a summary, a description and a described tag", () => {
    const tags = new Map(doc.tags.map((t) => [t.name, t.description]));
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { id, op: o } of ops) {
      if (!o.operationId || !/^[A-Za-z][A-Za-z0-9_]*$/.test(o.operationId)) problems.push(`${id}: operationId ${o.operationId}`);
      else if (seen.has(o.operationId)) problems.push(`${id}: operationId ${o.operationId} also on ${seen.get(o.operationId)}`);
      else seen.set(o.operationId, id);
      if (!o.summary || o.summary.length > 120) problems.push(`${id}: summary`);
      if (!o.description) problems.push(`${id}: description`);
      if (o.tags?.length !== 1 || !tags.get(o.tags[0])) problems.push(`${id}: tag ${o.tags?.join()} undescribed`);
    }
    expect(problems).toEqual([]);
    expect(ops.length).toBeGreaterThan(250);
  });

  it("names operations as the spec names its endpoints (the path's last segment; the method first where a path has two)", () => {
    const ids = Object.fromEntries(ops.map(({ id, op: o }) => [id, o.operationId]));
    expect(ids).toMatchObject({
      "POST /api/search": "search",
      "POST /api/setFlightDetails": "setFlightDetails",
      "POST /api/fareQuote": "fareQuote",
      "POST /api/validateBooking": "validateBooking",
      "POST /api/payments/orderSuccessCallback": "orderSuccessCallback",
      "POST /api/getBookingDetails": "getBookingDetails",
      "POST /api/ticketDetail/getTicketDetail": "getTicketDetail",
      "GET /api/eTicket/pdf": "pdf",
      "GET /api/master/api_countries": "api_countries",
      "GET /api/markupDiscount/LEGroupsForWl": "getLEGroupsForWl",
      "POST /api/markupDiscount/LEGroupsForWl": "postLEGroupsForWl",
      "POST /api/fixedDeparture/search": "searchFixedDepartures",
      "GET /api/openapi.json": "getOpenApiDocument",
    });
  });

  it("declares the partner key, the auth-token header and the session cookie as security schemes, applied per operation", () => {
    expect(doc.components.securitySchemes).toEqual({
      userKey: expect.objectContaining({ type: "apiKey", in: "header", name: "user-key" }),
      authToken: expect.objectContaining({ type: "apiKey", in: "header", name: "auth-token" }),
      sessionCookie: expect.objectContaining({ type: "apiKey", in: "cookie", name: "wayfare.session-token" }),
    });
    const wrong: string[] = [];
    for (const { id, op: o } of ops) {
      const schemes = (o.security ?? []).flatMap((s) => Object.keys(s)).sort();
      const expected = o["x-auth"] !== "user" ? [] : o["x-api-key"] ? ["authToken", "sessionCookie", "userKey"] : ["authToken", "sessionCookie"];
      if (o.security === undefined || JSON.stringify(schemes) !== JSON.stringify(expected)) wrong.push(`${id}: ${schemes.join(",")}`);
    }
    expect(wrong).toEqual([]);
    expect(op("POST /api/validateBooking").security).toEqual([{ userKey: [] }, { authToken: [] }, { sessionCookie: [] }]);
    expect(op("GET /api/getCountryList").security).toEqual([]);
  });

  it("declares binary answers with their media types and a binary schema", () => {
    const binary = { type: "string", format: "binary" };
    expect(op("GET /api/eTicket/pdf").responses["200"].content).toEqual({ "application/pdf": { schema: binary } });
    expect(op("GET /api/kart/getQuotationPdf").responses["200"].content).toEqual({ "application/pdf": { schema: binary } });
    expect(op("GET /api/kart/getVoucherPdf").responses["200"].content).toEqual({ "application/pdf": { schema: binary } });
    expect(op("GET /api/insurance/getCertificate").responses["200"].content).toEqual({ "application/pdf": { schema: binary } });
    const xlsx = { "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: binary } };
    expect(op("POST /api/tickets/downloadExcel").responses["200"].content).toEqual(xlsx);
    expect(op("POST /api/supplier/supplierOnlyAccess/supplierReport/downloadExcel").responses["200"].content).toEqual(xlsx);
    expect(op("GET /api/files/{fileId}").responses["200"].content).toEqual({ "image/png": { schema: binary } });
  });

  it("declares every error an operation can give with the error envelope, 429 with Retry-After", () => {
    const responses = doc.components.responses;
    for (const r of Object.values(responses)) expect(r.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
    expect(responses.TooManyRequests.headers).toHaveProperty("Retry-After");
    const statuses = (id: string) => Object.keys(op(id).responses).filter((s) => s !== "200");
    expect(statuses("POST /api/validateBooking")).toEqual(["400", "401", "402", "403", "404", "409", "413", "415", "429", "500", "502"]);
    // A status the contract's text names is declared too: a booking without tickets is 409.
    expect(statuses("GET /api/eTicket/pdf")).toEqual(["400", "401", "403", "404", "409", "429", "500", "502"]);
    for (const { id, op: o } of ops) {
      for (const [status, r] of Object.entries(o.responses)) {
        if (Number(status) >= 400) expect([id, r.$ref]).toEqual([id, expect.stringMatching(/^#\/components\/responses\/\w+$/)]);
      }
    }
  });

  it("refers to named component schemas: booking, fare, segment, passenger, the envelope", () => {
    const s = doc.components.schemas;
    for (const name of ["ErrorEnvelope", "Booking", "Fare", "Segment", "Passenger", "FlightResult", "ValidateBookingRequest", "ValidateBookingResponse"]) expect(Object.keys(s)).toContain(name);
    expect(op("POST /api/validateBooking").requestBody?.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ValidateBookingRequest" });
    expect(JSON.stringify(s.FlightResult)).toContain('"#/components/schemas/Segment"');
    expect(JSON.stringify(s.FlightResult)).toContain('"#/components/schemas/Fare"');
    expect(JSON.stringify(s.ValidateBookingResponse)).toContain('"#/components/schemas/Passenger"');
    // Every operation's body and answer is a $ref, not an inline schema.
    const inline: string[] = [];
    for (const { id, op: o } of ops) {
      const body = o.requestBody?.content["application/json"]?.schema;
      if (body && !body.$ref) inline.push(`${id} body`);
      const data = (o.responses["200"].content?.["application/json"]?.schema as { properties?: { data?: Record<string, unknown> } } | undefined)?.properties?.data;
      if (data && !data.$ref && data.description !== "Not described by the contract.") inline.push(`${id} data`);
    }
    expect(inline).toEqual([]);
  });
});
