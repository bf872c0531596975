import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encrypts secrets at rest (supplier credentials, gateway keys) with AES-256-GCM. The key comes
 * from SECRETS_KEY, else is derived from NEXTAUTH_SECRET with HKDF. Format: v1.<iv>.<tag>.<data> (base64url).
 */
function getKey(): Buffer {
  const material = process.env.SECRETS_KEY ?? process.env.NEXTAUTH_SECRET;
  if (!material || material.length < 32) throw new Error("SECRETS_KEY (or NEXTAUTH_SECRET) must be set to at least 32 characters");
  return Buffer.from(hkdfSync("sha256", material, "wayfare-secret-box", "aes-256-gcm", 32));
}

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", getKey(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

export function decryptSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("Unrecognised secret format");
  const decipher = createDecipheriv("aes-256-gcm", getKey(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

export const encryptJson = (value: unknown) => encryptSecret(JSON.stringify(value));
export const decryptJson = <T>(sealed: string): T => JSON.parse(decryptSecret(sealed)) as T;
