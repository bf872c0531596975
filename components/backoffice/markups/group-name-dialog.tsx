"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { ZSaveMarkupGroupRequest } from "@/lib/contracts/markup-groups";
import { applyServerErrors, useSaveMarkupGroup, type MarkupGroup } from "./use-markups";

type FormValues = z.input<typeof ZSaveMarkupGroupRequest>;
type Props = { group: MarkupGroup | null; onClose: () => void; onSaved: (group: MarkupGroup) => void };

function GroupNameForm({ group, onClose, onSaved }: Props) {
  const inputId = useId();
  const toast = useToast();
  const save = useSaveMarkupGroup();
  const form = useForm<FormValues, unknown, z.output<typeof ZSaveMarkupGroupRequest>>({
    resolver: zodResolver(ZSaveMarkupGroupRequest),
    defaultValues: group ? { id: group.id, groupName: group.groupName } : { groupName: "" },
  });
  const error = form.formState.errors.groupName;

  // The name is saved as typed (spec 001 section 5); the schema trims the ends only.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(saved.message);
      onSaved(saved);
    } catch (e) {
      applyServerErrors(e, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Group name" htmlFor={inputId} error={error?.message} required>
        <input
          id={inputId}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? getFieldErrorId(inputId) : undefined}
          className="w-full rounded border border-slate-300 px-3 py-2"
          {...form.register("groupName")}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2 max-sm:flex-col-reverse max-sm:[&>*]:w-full">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** Create a group (group null) or rename one; 'Group successfully saved'. */
export function GroupNameDialog({ open, ...props }: Props & { open: boolean }) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && props.onClose()} title={props.group ? `Rename ${props.group.groupName}` : "Create group"} showOk={false}>
      {open ? <GroupNameForm key={props.group?.id ?? "new"} {...props} /> : null}
    </Modal>
  );
}
