import webpush from "web-push";

/** Environment every test process shares (set before any app module loads). */
export function applyTestEnv(env: NodeJS.ProcessEnv = process.env): void {
  env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
  env.COOKIE_SECURE ??= "false";
  env.BCRYPT_ROUNDS ??= "4";
  env.LOG_LEVEL ??= "silent";
  // Webhooks may reach the tests' loopback receiver (decision 0033: the explicit opt-in, never a default).
  env.WAYFARE_WEBHOOK_ALLOW_LOOPBACK ??= "1";
  // Push messages are signed with a key pair made for the run (globalSetup's; workers inherit it).
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
    const vapid = webpush.generateVAPIDKeys();
    env.VAPID_PUBLIC_KEY = vapid.publicKey;
    env.VAPID_PRIVATE_KEY = vapid.privateKey;
  }
}
