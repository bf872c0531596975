"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import type { TLegalEntityWithGroup } from "@/lib/contracts/markup-groups";
import { DefaultBadge } from "./markup-groups-panel";
import { useCustomerGroupMapping, useMapCustomerToGroup } from "./use-markups";

type Props = { customer: TLegalEntityWithGroup | null; onClose: () => void };

function GroupChoice({ customer, onClose }: { customer: TLegalEntityWithGroup; onClose: () => void }) {
  const toast = useToast();
  const mapping = useCustomerGroupMapping(customer.legalEntityId);
  const map = useMapCustomerToGroup();
  const current = mapping.data?.userGroups.find((g) => g.isSelected)?.id ?? null;
  const [choice, setChoice] = useState<number | null>(null);
  const chosen = choice ?? current;

  const onSave = async () => {
    if (chosen === null) return;
    const result = await map.mutateAsync({ groupId: chosen, LEId: customer.legalEntityId }).catch(() => null);
    if (result) {
      toast.success(result.message);
      onClose();
    }
  };

  if (mapping.isLoading) return <p className="text-slate-500">Loading...</p>;
  if (!mapping.data) return <p className="text-red-600">Could not load the groups.</p>;
  return (
    <div className="space-y-4">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-800">Markup group</legend>
        <div className="flex flex-col gap-1">
          {mapping.data.userGroups.map((group) => (
            <label key={group.id} className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-slate-50">
              <input type="radio" name={`le-${customer.legalEntityId}-group`} value={group.id} checked={chosen === group.id} onChange={() => setChoice(group.id)} className="h-4 w-4 accent-brand" />
              <span className="min-w-0 flex-1 break-words">{group.groupName}</span>
              {group.isDefault ? <DefaultBadge /> : null}
              {group.isSelected ? (
                <span className="text-xs text-slate-500">
                  <span aria-hidden="true">✓ </span>current
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 max-sm:flex-col-reverse max-sm:[&>*]:w-full">
        <Button variant="secondary" onClick={onClose} disabled={map.isPending}>
          Cancel
        </Button>
        <Button onClick={onSave} loading={map.isPending} disabled={chosen === null || chosen === current}>
          Save
        </Button>
      </div>
    </div>
  );
}

/** Moves a business customer to another markup group, the current one ticked; 'Group successfully changed'. */
export function ChangeGroupDialog({ customer, onClose }: Props) {
  return (
    <Modal open={customer !== null} onOpenChange={(open) => !open && onClose()} title={customer ? `Change group: ${customer.companyName}` : "Change group"} showOk={false}>
      {customer ? <GroupChoice key={customer.legalEntityId} customer={customer} onClose={onClose} /> : null}
    </Modal>
  );
}
