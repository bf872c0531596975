import { readFileSync } from "node:fs";
import { buildApiMarkdown } from "@/server/http/api-markdown";

describe("docs/api.md", () => {
  it("is generated from the current OpenAPI document (run: npm run docs:api)", () => {
    expect(readFileSync("docs/api.md", "utf8")).toBe(buildApiMarkdown());
  });
});
