import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { ApiKeyMode } from "@/db/schema/api-keys";

/** Every key starts with this; `auth-token` values that do are keys, not session tokens. */
export const API_KEY_MARK = "wf_";
const PREFIX_RANDOM_CHARS = 8;

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** wf_live_<40 hex> (160 random bits); the prefix shown on screens is wf_live_ plus the first 8 of them. */
export function generateApiKey(mode: ApiKeyMode): { key: string; prefix: string; keyHash: string } {
  const random = randomBytes(20).toString("hex");
  const key = `${API_KEY_MARK}${mode}_${random}`;
  return { key, prefix: `${API_KEY_MARK}${mode}_${random.slice(0, PREFIX_RANDOM_CHARS)}`, keyHash: hashApiKey(key) };
}

export const looksLikeApiKey = (value: string) => value.startsWith(API_KEY_MARK);
