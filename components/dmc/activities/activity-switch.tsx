"use client";

import clsx from "clsx";
import { useToast } from "@/components/ui/toast";
import { toggleFailedMessage } from "@/lib/contracts/dmc-activities";
import { useToggleActivityField } from "./use-dmc-activities";

type Field = "isTurnedOn" | "isTransferRequired";
type Props = { activityId: number; activityName: string; field: Field; isOn: boolean; canEdit: boolean };

const LABELS: Record<Field, string> = { isTurnedOn: "Turned on", isTransferRequired: "Transfer required" };

/** One of an activity's two switches: it moves only when the server reports success (spec 001 section 4). */
export function ActivitySwitch({ activityId, activityName, field, isOn, canEdit }: Props) {
  const toast = useToast();
  const toggle = useToggleActivityField();
  const onClick = async () => {
    const result = await toggle.mutateAsync({ activityId, [field]: !isOn }).catch(() => null);
    if (!result) toast.error(toggleFailedMessage(field));
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={`${LABELS[field]}: ${activityName}`}
      aria-busy={toggle.isPending || undefined}
      disabled={!canEdit || toggle.isPending}
      onClick={onClick}
      className="inline-flex min-h-8 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span aria-hidden="true" className={clsx("relative inline-flex h-5 w-9 shrink-0 rounded-full transition", isOn ? "bg-brand" : "bg-slate-300")}>
        <span className={clsx("absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all", isOn ? "left-[1.125rem]" : "left-0.5")} />
      </span>
    </button>
  );
}
