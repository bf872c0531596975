"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { AgentMessages, ZCreatePendingCustomerRequest } from "@/lib/contracts/agents";
import { CustomerSearch, type CustomerOption } from "./customer-search";
import { FieldError, input, L } from "./quote-lines";

const AGENT_PAIR = AgentMessages.eitherPhoneOrEmail;
type NewCustomer = { firstName: string; lastName: string; email: string; phone: string; userType: "retail" | "travelAgent" };
const blank: NewCustomer = { firstName: "", lastName: "", email: "", phone: "", userType: "retail" };
type Created = { customer: { id: number; firstName: string; lastName: string | null; email: string | null; phone: string | null }; message: string };

/**
 * The quotation's customer: search the site's customers, or create a pending one inline (name and a
 * contact only, user/createDetailPendingCustomerForDmc). The request is checked against the shared
 * contract first: every field error at once, each message once ("Either phone or email is required." under the pair).
 */
export function CustomerPicker({ value, error, canCreate, onChange }: { value: CustomerOption | null; error?: string; canCreate: boolean; onChange: (c: CustomerOption) => void }) {
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState<NewCustomer>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({ mutationFn: async (body: NewCustomer) => (await api.post<{ data: Created }>("/api/user/createDetailPendingCustomerForDmc", body)).data });
  const submit = () => {
    const parsed = ZCreatePendingCustomerRequest.safeParse(draft);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    // A server refusal (a contact another account uses) is toasted by the API client: shown once.
    create.mutate(draft, {
      onSuccess: (a) => {
        const c = a.customer;
        onChange({ id: c.id, label: [`${c.firstName} ${c.lastName ?? ""}`.trim(), c.email ?? c.phone, "details pending"].filter(Boolean).join(", ") });
        toast.success(a.message);
        setDraft(blank);
        setCreating(false);
      },
    });
  };
  const set = (p: Partial<NewCustomer>) => setDraft((d) => ({ ...d, ...p }));
  const pairError = errors.email ?? errors.phone;
  return (
    <div className="col-span-2 space-y-1 sm:col-span-3">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <CustomerSearch label={value ? "Change customer" : "Customer"} onPick={onChange} />
        </div>
        {canCreate ? <Button type="button" variant="secondary" onClick={() => setCreating((c) => !c)} aria-expanded={creating}>New customer</Button> : null}
      </div>
      <p className="text-sm" data-testid="quote-customer">
        {value ? <span className="font-medium text-slate-900">{value.label}</span> : <span className="text-slate-500">No customer picked</span>}
      </p>
      <FieldError message={error} />
      {creating ? (
        <div role="group" aria-label="New customer" className="grid grid-cols-2 gap-2 rounded-md border border-brand/30 bg-brand/5 p-2 sm:grid-cols-5">
          <L label="First name" error={errors.firstName}>
            <input className={input} value={draft.firstName} onChange={(e) => set({ firstName: e.target.value })} />
          </L>
          <L label="Last name"><input className={input} value={draft.lastName} onChange={(e) => set({ lastName: e.target.value })} /></L>
          <L label="Email" error={errors.email !== AGENT_PAIR ? errors.email : undefined}>
            <input className={input} type="email" value={draft.email} onChange={(e) => set({ email: e.target.value })} />
          </L>
          <L label="Phone" error={errors.phone !== AGENT_PAIR ? errors.phone : undefined}>
            <input className={input} inputMode="tel" value={draft.phone} onChange={(e) => set({ phone: e.target.value })} />
          </L>
          <L label="Customer type">
            <select className={input} value={draft.userType} onChange={(e) => set({ userType: e.target.value as NewCustomer["userType"] })}>
              <option value="retail">Retail</option>
              <option value="travelAgent">Travel agent</option>
            </select>
          </L>
          {pairError === AGENT_PAIR ? <div className="col-span-full"><FieldError message={AGENT_PAIR} /></div> : null}
          <div className="col-span-full flex gap-2">
            <Button type="button" onClick={submit} disabled={create.isPending}>Create customer</Button>
            <Button type="button" variant="link" onClick={() => { setCreating(false); setErrors({}); }}>Cancel</Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
