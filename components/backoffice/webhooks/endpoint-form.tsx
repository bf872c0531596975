"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WebhookMessages, isAllowedWebhookUrl, type TWebhookEndpoint } from "@/lib/contracts/webhooks";
import { SecretShownOnce } from "./secret-shown-once";
import { useSaveWebhookEndpoint } from "./use-webhooks";

export type PartnerCompany = { legalEntityId: number; companyName: string };

const INPUT = "w-full rounded border border-slate-300 px-2 py-1.5 text-sm focus:border-brand focus:outline-none";
const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((t) => ({ value: t, label: `${WEBHOOK_EVENT_LABELS[t]} (${t})` }));

/** Add or edit an endpoint. On creation the signing secret is shown once, with a copy button. */
export function EndpointForm({
  companies,
  editing,
  open,
  allowLoopbackHttp,
  onClose,
}: {
  companies: PartnerCompany[];
  editing: TWebhookEndpoint | null;
  open: boolean;
  /** The server's loopback opt-in (tests only, decision 0033): http to a loopback host passes the form's check. */
  allowLoopbackHttp: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSaveWebhookEndpoint();
  const [legalEntityId, setLegalEntityId] = useState<string>(editing ? String(editing.legalEntityId) : "");
  const [url, setUrl] = useState(editing?.url ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [eventTypes, setEventTypes] = useState<string[]>(editing?.eventTypes ?? [...WEBHOOK_EVENT_TYPES]);
  const [isActive, setIsActive] = useState(editing?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!editing && !legalEntityId) found.legalEntityId = "Choose the partner company";
    if (!url.trim()) found.url = WebhookMessages.urlRequired;
    else if (!isAllowedWebhookUrl(url.trim(), allowLoopbackHttp)) found.url = WebhookMessages.urlInvalid;
    if (eventTypes.length === 0) found.eventTypes = WebhookMessages.eventTypesRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await save.mutateAsync({ endpointId: editing?.id, legalEntityId: Number(legalEntityId), url: url.trim(), description, eventTypes, isActive });
      if (!result) return;
      toast.success(result.message);
      if ("secret" in result) setSecret((result as { secret: string }).secret);
      else onClose();
    } catch (error) {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
    }
  };

  if (secret) {
    return <SecretShownOnce secret={secret} title="Signing secret" note="Give this secret to the partner now: it is stored encrypted and never shown again. They verify each webhook with it." onClose={onClose} />;
  }

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={editing ? "Edit webhook endpoint" : "Add webhook endpoint"}
      okLabel="Cancel"
      actions={
        <Button onClick={submit} loading={save.isPending}>
          {editing ? "Save" : "Create endpoint"}
        </Button>
      }
    >
      <div className="space-y-3">
        <Field label="Partner company" htmlFor="wh-company" required error={errors.legalEntityId}>
          <select id="wh-company" className={INPUT} value={legalEntityId} disabled={Boolean(editing)} onChange={(e) => setLegalEntityId(e.target.value)} aria-describedby={getFieldErrorId("wh-company")}>
            <option value="">Choose a company</option>
            {companies.map((c) => (
              <option key={c.legalEntityId} value={c.legalEntityId}>
                {c.companyName}
              </option>
            ))}
          </select>
        </Field>
        <Field label="URL" htmlFor="wh-url" required error={errors.url} hint={allowLoopbackHttp ? "https only (http to a loopback host: test opt-in)" : "https only, to a public address"}>
          <input id="wh-url" className={INPUT} value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://partner.example.com/webhooks" aria-describedby={getFieldErrorId("wh-url")} />
        </Field>
        <Field label="Description" htmlFor="wh-description" error={errors.description}>
          <input id="wh-description" className={INPUT} value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <CheckboxGroup label="Events" options={EVENT_OPTIONS} value={eventTypes} onChange={setEventTypes} error={errors.eventTypes} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} /> Active
        </label>
      </div>
    </Modal>
  );
}
