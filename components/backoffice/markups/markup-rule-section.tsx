"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { BASIS_LABELS, formatAmount, formatDiscount, formatJourneyType, SECTOR_LABELS, type RuleKind } from "./markup-format";
import { MarkupRuleForm } from "./markup-rule-form";
import { useDeleteMarkupRule, useMarkupRules, type MarkupRule } from "./use-markups";

export type RulePermissions = { canView: boolean; canEdit: boolean; canDelete: boolean };

type Props = { kind: RuleKind; title: string; noun: string; groupId: number; groupName: string; permissions: RulePermissions };

/** "6E: ₹250.00 per passenger": a rule's short name for buttons and the confirmation. */
function describeRule(rule: MarkupRule, noun: string, kind?: RuleKind): string {
  const prefix = rule.airlineCode ? `${rule.airlineCode} ` : "";
  return `${prefix}${noun} ${formatAmount(rule.valueType, rule.value, kind)} ${BASIS_LABELS[rule.basis].toLowerCase()}`;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function RuleRow({ rule, kind, noun, permissions, onUpdate, onDelete }: { rule: MarkupRule; kind: RuleKind; noun: string; permissions: RulePermissions; onUpdate: () => void; onDelete: () => void }) {
  const name = describeRule(rule, noun, kind);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {kind === "airlineSpecific" ? <Detail label="Airline" value={rule.airlineCode ?? ""} /> : null}
        <Detail label="Value" value={formatAmount(rule.valueType, rule.value, kind)} />
        <Detail label="Basis" value={BASIS_LABELS[rule.basis]} />
        <Detail label="Sector" value={SECTOR_LABELS[rule.sector]} />
        {kind !== "activity" ? <Detail label="Journey type" value={formatJourneyType(rule.journeyType)} /> : null}
        <Detail label="Discount" value={formatDiscount(rule.discountValueType, rule.discountValue, kind)} />
      </dl>
      {permissions.canEdit || permissions.canDelete ? (
        <div className="flex shrink-0 gap-2 max-sm:[&>*]:flex-1">
          {permissions.canEdit ? (
            <Button variant="secondary" onClick={onUpdate} aria-label={`Update ${name}`}>
              Update
            </Button>
          ) : null}
          {permissions.canDelete ? (
            <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${name}`} className="text-red-700">
              Delete
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** One kind of rule in the selected group: its rows, Add, Update (edit mode in the row) and Delete with confirmation. */
export function MarkupRuleSection({ kind, title, noun, groupId, groupName, permissions }: Props) {
  const headingId = useId();
  const toast = useToast();
  const rules = useMarkupRules(kind, groupId, permissions.canView);
  const remove = useDeleteMarkupRule(kind, groupId);
  /** "new" while adding, a rule id while that row is in edit mode. */
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [toDelete, setToDelete] = useState<MarkupRule | null>(null);
  if (!permissions.canView) return null;

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove.mutateAsync(toDelete.markupId).catch(() => null);
    if (result) toast.success(result.message);
    if (editing === toDelete.markupId) setEditing(null);
    setToDelete(null);
  };

  const list = rules.data ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {permissions.canEdit && editing !== "new" ? (
          <Button variant="secondary" onClick={() => setEditing("new")} aria-label={`Add ${noun}`}>
            Add
          </Button>
        ) : null}
      </div>
      {editing === "new" ? (
        <div className="mb-3">
          <MarkupRuleForm kind={kind} noun={noun} groupId={groupId} rule={null} onDone={() => setEditing(null)} />
        </div>
      ) : null}
      {rules.isLoading ? <p className="text-sm text-slate-500">Loading...</p> : null}
      {rules.isSuccess && list.length === 0 && editing !== "new" ? <p className="text-sm text-slate-500">No {noun} in {groupName}.</p> : null}
      {list.length > 0 ? (
        <ul aria-label={`${title} rules`} className="divide-y divide-slate-100">
          {list.map((rule) => (
            <li key={rule.markupId} className="py-3 first:pt-0 last:pb-0">
              {editing === rule.markupId ? (
                <MarkupRuleForm kind={kind} noun={noun} groupId={groupId} rule={rule} onDone={() => setEditing(null)} />
              ) : (
                <RuleRow rule={rule} kind={kind} noun={noun} permissions={permissions} onUpdate={() => setEditing(rule.markupId)} onDelete={() => setToDelete(rule)} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <Modal
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
        title="Delete markup?"
        description={toDelete ? `The ${describeRule(toDelete, noun)} rule of ${groupName} will be deleted.` : undefined}
        showOk={false}
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </>
        }
      />
    </section>
  );
}
