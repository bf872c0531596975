import clsx from "clsx";
import type { TRequestStatus } from "@/lib/contracts/network";

const TONES: Record<TRequestStatus, string> = {
  Pending: "bg-amber-100 text-amber-800",
  Approved: "bg-green-100 text-green-800",
  Rejected: "bg-red-100 text-red-800",
  Suspended: "bg-slate-200 text-slate-700",
};

/** A relationship status (spec 000 section 4: Approved, Rejected, Pending, Suspended). */
export function StatusBadge({ status, paused = false }: { status: TRequestStatus; paused?: boolean }) {
  return (
    <span className={clsx("inline-flex rounded-full px-2 py-0.5 text-xs font-medium", paused ? "bg-slate-200 text-slate-700" : TONES[status])}>{paused ? "Paused" : status}</span>
  );
}
