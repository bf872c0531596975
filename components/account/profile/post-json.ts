// A small JSON POST for the profile forms: they show their own success and failure messages and
// field errors, so they skip the api-client's automatic error toast.

import { SITE_ID_HEADER } from "@/lib/constants";
import { SITE_STORAGE_KEY } from "@/lib/api-client";

export type PostResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null; shortError: Record<string, string> };

function siteHeader(): Record<string, string> {
  try {
    const id = (JSON.parse(window.localStorage.getItem(SITE_STORAGE_KEY) ?? "null") as { id?: unknown } | null)?.id;
    return typeof id === "number" ? { [SITE_ID_HEADER]: String(id) } : {};
  } catch {
    return {};
  }
}

export async function postJson<T>(path: string, body: unknown): Promise<PostResult<T>> {
  try {
    const response = await fetch(path, { method: "POST", credentials: "include", headers: { "content-type": "application/json", accept: "application/json", ...siteHeader() }, body: JSON.stringify(body) });
    const parsed = (await response.json().catch(() => null)) as { success?: boolean; data?: T; errorMessage?: string; shortError?: Record<string, string> } | null;
    if (response.ok && parsed?.success) return { ok: true, data: parsed.data as T };
    return { ok: false, status: response.status, message: parsed?.errorMessage ?? null, shortError: parsed?.shortError ?? {} };
  } catch {
    return { ok: false, status: 0, message: null, shortError: {} };
  }
}
