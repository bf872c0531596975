import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", ".data/**", "node_modules/**", "next-env.d.ts", "playwright-report/**", "test-results/**", "db/migrations/**", "tests/partner-client/wayfare-api.d.ts"] },
  {
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // db/ is reached only through server/ (and scripts/, tests/): ARCHITECTURE section 2.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/db/*", "**/db/*", "drizzle-orm", "drizzle-orm/*", "pg"], message: "Only server/ talks to the database; call a use case." }] },
      ],
    },
  },
  {
    files: ["lib/**", "components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/db/*", "**/db/*", "drizzle-orm", "drizzle-orm/*", "pg"], message: "Only server/ talks to the database; call a use case." },
            { group: ["@/server/*"], message: "lib/ and components/ run in the browser too; server code stays in server/." },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "max-lines": "off" },
  },
];

export default config;
