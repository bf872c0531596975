"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { Field } from "@/components/ui/field";
import { Modal, ModalFormActions } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { formatSiteDateTime } from "@/lib/dates";
import { ZSaveVisaCategoryRequest, type TSaveVisaCategoryRequest, type TStaffVisaCategory } from "@/lib/contracts/visas";
import { useSaveVisaCategory, useVisaCategoryVersions, type CountryOption } from "./use-visas";

export const inputClass = "min-h-9 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-500";

/** Add a visa category for a destination, or rename one. */
export function VisaCategoryDialog({ category, countries, defaultCountry, onClose }: { category: TStaffVisaCategory | "new"; countries: CountryOption[]; defaultCountry: string; onClose: () => void }) {
  const toast = useToast();
  const save = useSaveVisaCategory();
  const existing = category === "new" ? null : category;
  const { register, handleSubmit, setError, formState } = useForm<TSaveVisaCategoryRequest>({
    resolver: zodResolver(ZSaveVisaCategoryRequest),
    defaultValues: { categoryId: existing?._id, countryCode: existing?.countryCode ?? defaultCountry, visaCategory: existing?.visaCategory ?? "", description: existing?.description ?? "" },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      toast.success((await save.mutateAsync(values)).message);
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError && error.shortError ? error.shortError : {};
      for (const [field, message] of Object.entries(fields)) setError(field as keyof TSaveVisaCategoryRequest, { message });
    }
  });
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={existing ? `Edit ${existing.visaCategory}` : "Add visa category"}
      showOk={false}
      actions={<ModalFormActions form="visa-category-form" onCancel={onClose} isSaving={save.isPending} />}
    >
      <form id="visa-category-form" noValidate onSubmit={submit} className="grid gap-3">
        <Field label="Country" htmlFor="visa-country" required error={errors.countryCode?.message}>
          <select id="visa-country" className={inputClass} aria-invalid={!!errors.countryCode} {...register("countryCode")}>
            <option value="">Choose a country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Visa category" htmlFor="visa-category-name" required error={errors.visaCategory?.message}>
          <input id="visa-category-name" autoFocus className={inputClass} aria-invalid={!!errors.visaCategory} {...register("visaCategory")} />
        </Field>
        <Field label="Summary" htmlFor="visa-category-description" error={errors.description?.message}>
          <input id="visa-category-description" className={inputClass} placeholder="Single entry, stay up to 30 days" {...register("description")} />
        </Field>
      </form>
      {existing ? <CategoryHistory categoryId={existing._id} /> : null}
    </Modal>
  );
}

/** Every version of the category, newest first: what it was called (and where, and its summary) before each change. */
function CategoryHistory({ categoryId }: { categoryId: number }) {
  const versions = useVisaCategoryVersions(categoryId);
  const timeZone = useSiteTimeZone();
  if (!versions.data?.length) return null;
  return (
    <section aria-labelledby="visa-category-history" className="mt-4 space-y-1 border-t border-slate-200 pt-3">
      <h3 id="visa-category-history" className="text-sm font-semibold">
        Version history
      </h3>
      <ol className="space-y-1 text-sm">
        {versions.data.map((v) => (
          <li key={v.version} data-testid={`visa-category-version-${v.version}`}>
            <span className="font-medium">Version {v.version}</span>
            <span className="text-slate-600">
              {" "}
              · {formatSiteDateTime(v.changedAt, timeZone)} · {v.changedBy ?? "System"}:{" "}
            </span>
            {v.previous ? (
              <span>
                {v.previous.visaCategory} ({v.previous.countryName}) → {v.saved.visaCategory} ({v.saved.countryName})
                {v.previous.description !== v.saved.description ? `; summary was "${v.previous.description}"` : ""}
              </span>
            ) : (
              <span>
                created as {v.saved.visaCategory} ({v.saved.countryName})
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
