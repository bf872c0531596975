import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/**
 * Unit tests (*.test.ts) and integration tests (*.int.test.ts) against a real PostgreSQL prepared
 * by tests/setup/global-setup.ts. Component tests opt into jsdom with a docblock.
 * @type {import('jest').Config}
 */
const config = {
  testTimeout: 30_000,
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/setup/per-file.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/setup/empty.ts" },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/", "/.data/"],
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/.data/"],
  testMatch: ["<rootDir>/tests/**/*.test.ts", "<rootDir>/tests/**/*.test.tsx"],
  maxWorkers: 2,
};

export default createJestConfig(config);
