"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { emailSelectedETickets, downloadSelectedExcel } from "./use-ticket-queue";

type Props = { selected: number[]; canEmail: boolean; onClear: () => void };

/** The queue's bulk actions on the ticked rows (issue 16): their Excel, their e-tickets by email. */
export function QueueBulkBar({ selected, canEmail, onClear }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState<"excel" | "email" | null>(null);
  const run = async (kind: "excel" | "email", action: () => Promise<string | void>) => {
    setBusy(kind);
    try {
      const message = await action();
      if (message) toast.success(message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Something went wrong");
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="toolbar" aria-label="Selected bookings" className="flex flex-wrap items-center gap-2 rounded-md border border-brand/40 bg-brand/5 px-3 py-1.5 text-sm">
      <span className="font-medium">{selected.length} selected</span>
      <Button variant="secondary" disabled={busy !== null} onClick={() => run("excel", () => downloadSelectedExcel(selected))}>
        Excel of selection
      </Button>
      {canEmail ? (
        <Button
          variant="secondary"
          disabled={busy !== null}
          onClick={() =>
            run("email", async () => {
              const answer = await emailSelectedETickets(selected);
              return answer.skipped.length > 0 ? `${answer.message} ${answer.sent} sent; ${answer.skipped.length} without an e-ticket skipped.` : `${answer.message} ${answer.sent} sent.`;
            })
          }
        >
          Email e-tickets
        </Button>
      ) : null}
      <button type="button" onClick={onClear} className="ml-auto text-slate-600 hover:underline">
        Clear selection
      </button>
    </div>
  );
}
