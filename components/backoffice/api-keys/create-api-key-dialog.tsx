"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { ApiError } from "@/lib/api-client";
import { DEFAULT_API_KEY_RATE_LIMIT } from "@/lib/contracts/api-keys";
import { useCompanies, useCreateApiKey } from "./use-api-keys";

const inputClass = "w-full rounded border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-500";
type Created = { key: string; prefix: string; companyName: string };

/** The full key, shown once, with a copy button. */
function ShowOnce({ created, onClose }: { created: Created; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(created.key).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Copy the API key now" variant="success" okLabel="Done" description={`The key for ${created.companyName} is shown only this once: store it safely.`}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <code data-testid="api-key-full" className="min-w-0 flex-1 break-all rounded border border-slate-300 bg-slate-50 p-2 font-mono text-sm">
          {created.key}
        </code>
        <Button type="button" onClick={copy} aria-label="Copy the API key">
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        Send it as the <code>user-key</code> header with <code>site-id</code>, or as <code>auth-token</code>. Screens show only its prefix {created.prefix}.
      </p>
    </Modal>
  );
}

/** Staff: issue a key to a company (decision 0028). */
export function CreateApiKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [search, setSearch] = useState("");
  const [legalEntityId, setLegalEntityId] = useState("");
  const [name, setName] = useState("");
  const [mode, setMode] = useState<"test" | "live">("test");
  const [scope, setScope] = useState<"read" | "write">("read");
  const [rate, setRate] = useState(String(DEFAULT_API_KEY_RATE_LIMIT));
  const [expires, setExpires] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<Created | null>(null);
  const companies = useCompanies(search.trim(), open);
  const create = useCreateApiKey();

  const submit = async () => {
    setErrors({});
    try {
      const result = await create.mutateAsync({
        legalEntityId: Number(legalEntityId) || (undefined as unknown as number),
        name,
        mode,
        scope,
        rateLimitPerMinute: Number(rate),
        expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
      });
      setCreated({ key: result.key, prefix: result.apiKey.prefix, companyName: result.apiKey.companyName });
      onOpenChange(false);
      setName("");
      setLegalEntityId("");
    } catch (error) {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
    }
  };

  const err = (field: string) => ({ "aria-invalid": !!errors[field], "aria-describedby": errors[field] ? getFieldErrorId(`ak-${field}`) : undefined });
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="New API key"
        showOk={false}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="button" onClick={submit} disabled={create.isPending}>
              Create key
            </Button>
          </>
        }
      >
        <div className="grid gap-3">
          <Field label="Find company" htmlFor="ak-search">
            <input id="ak-search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Part of the company name" className={inputClass} />
          </Field>
          <Field label="Company" htmlFor="ak-legalEntityId" required error={errors.legalEntityId}>
            <select id="ak-legalEntityId" value={legalEntityId} onChange={(e) => setLegalEntityId(e.target.value)} className={inputClass} {...err("legalEntityId")}>
              <option value="">Choose a company</option>
              {(companies.data ?? []).map((c) => (
                <option key={c.legalEntityId} value={c.legalEntityId}>
                  {c.companyName}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Name" htmlFor="ak-name" required error={errors.name}>
            <input id="ak-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Booking engine" className={inputClass} {...err("name")} />
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Mode" htmlFor="ak-mode" error={errors.mode}>
              <select id="ak-mode" value={mode} onChange={(e) => setMode(e.target.value as "test" | "live")} className={inputClass} {...err("mode")}>
                <option value="test">Test (simulated supplier, no booking)</option>
                <option value="live">Live</option>
              </select>
            </Field>
            <Field label="Scope" htmlFor="ak-scope" error={errors.scope}>
              <select id="ak-scope" value={scope} onChange={(e) => setScope(e.target.value as "read" | "write")} className={inputClass} {...err("scope")}>
                <option value="read">Read-only</option>
                <option value="write">Read and write (book)</option>
              </select>
            </Field>
            <Field label="Requests per minute" htmlFor="ak-rateLimitPerMinute" error={errors.rateLimitPerMinute}>
              <input id="ak-rateLimitPerMinute" inputMode="numeric" value={rate} onChange={(e) => setRate(e.target.value)} className={inputClass} {...err("rateLimitPerMinute")} />
            </Field>
            <Field label="Expires on" htmlFor="ak-expiresAt" error={errors.expiresAt} hint="Empty: never">
              <input id="ak-expiresAt" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} className={inputClass} {...err("expiresAt")} />
            </Field>
          </div>
        </div>
      </Modal>
      {created ? <ShowOnce created={created} onClose={() => setCreated(null)} /> : null}
    </>
  );
}
