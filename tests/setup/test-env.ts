/** Environment every test process shares (set before any app module loads). */
export function applyTestEnv(env: NodeJS.ProcessEnv = process.env): void {
  env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
  env.COOKIE_SECURE ??= "false";
  env.BCRYPT_ROUNDS ??= "4";
  env.LOG_LEVEL ??= "silent";
}
