import { writeFileSync } from "node:fs";
import { buildApiMarkdown } from "../server/http/api-markdown";
import { buildOpenApiDocument } from "../server/http/openapi";
import { CLIENT_TYPES_FILE, generateClientTypes } from "../tests/partner-client/client-types";

writeFileSync("docs/api.md", buildApiMarkdown());
console.log("docs/api.md written");
// The partner client's types (openapi-typescript), which tests/partner-client drives the API with.
writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes(buildOpenApiDocument()));
console.log(`${CLIENT_TYPES_FILE} written`);
