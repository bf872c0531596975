"use client";

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { Messages } from "@/lib/constants";

/** `onFields`: the server's field errors that landed on a field of the form. */
export type PostOutcome<D> = { ok: true; data: D } | { ok: false; message: string; onFields: string[] };

/**
 * Posts a password form to its endpoint. Server field errors (shortError) land on their fields;
 * the envelope's errorMessage comes back for the form's alert.
 */
export async function postAccountForm<T extends FieldValues, D>(path: string, values: T, setError: UseFormSetError<T>): Promise<PostOutcome<D>> {
  try {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(values) });
    const body = await response.json().catch(() => null);
    if (response.ok && body?.success) return { ok: true, data: body.data as D };
    const onFields: string[] = [];
    for (const [field, message] of Object.entries((body?.shortError ?? {}) as Record<string, string>)) {
      if (!(field in values)) continue;
      setError(field as Path<T>, { message });
      onFields.push(field);
    }
    return { ok: false, message: body?.errorMessage ?? Messages.httpFailed("POST"), onFields };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : Messages.httpFailed("POST"), onFields: [] };
  }
}
