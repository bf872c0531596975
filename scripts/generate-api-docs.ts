import { writeFileSync } from "node:fs";
import { buildApiMarkdown } from "../server/http/api-markdown";

writeFileSync("docs/api.md", buildApiMarkdown());
console.log("docs/api.md written");
