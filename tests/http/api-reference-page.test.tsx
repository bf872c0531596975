import { renderToString } from "react-dom/server";
import { ApiReference, type OpenApiDocument } from "@/components/public/api-reference/api-reference";
import { buildOpenApiDocument } from "@/server/http/openapi";
import { dereference } from "@/server/http/openapi-deref";

/** The API reference page walks the document by hand: with named schemas ($ref) it reads the dereferenced copy (decision 0059). */
it("shows an operation's body and answer fields through the document's named schemas, and its errors", () => {
  const html = renderToString(<ApiReference doc={dereference(buildOpenApiDocument()) as unknown as OpenApiDocument} />);
  const validate = html.slice(html.indexOf('id="post-/api/validateBooking"'));
  const section = validate.slice(0, validate.indexOf("</details>")).replaceAll("<!-- -->", "");
  for (const field of ["orderId", "passengers", "dateOfBirth", "bookingId", "canHold"]) expect(section).toContain(field);
  expect(section).not.toContain("$ref");
  expect(section).toContain("Errors (error envelope): 400, 401, 402, 403, 404, 409, 413, 415, 429, 500, 502.");
});
