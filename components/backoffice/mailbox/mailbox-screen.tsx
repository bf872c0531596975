"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Pagination } from "@/components/ui/pagination";
import type { EmailStatus } from "@/lib/contracts/notifications";
import { describeStatus, formatMailDate } from "./format";
import { MessageView } from "./message-view";
import { useEmailOutbox, useEmailOutboxMessage } from "./use-mailbox";

const FILTERS: { value: EmailStatus | null; label: string }[] = [
  { value: null, label: "All" },
  { value: "pending", label: "Pending" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
];

/** Staff: every email the site sent or keeps in its outbox, newest first, and one message's bodies. */
export function MailboxScreen() {
  const [status, setStatus] = useState<EmailStatus | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useEmailOutbox(status, page);
  const message = useEmailOutboxMessage(openId);
  const data = list.data;

  return (
    <section className="space-y-3">
      <LoadingOverlay show={list.isLoading || message.isFetching} />
      <div role="tablist" aria-label="Email status" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            role="tab"
            aria-selected={status === f.value}
            onClick={() => {
              setStatus(f.value);
              setPage(1);
            }}
            className={`rounded px-3 py-1 text-sm ${status === f.value ? "bg-[var(--brand-color)] text-white" : "border border-slate-300"}`}
          >
            {f.label}
          </button>
        ))}
      </div>
      {data && data.records.length === 0 ? <p className="text-slate-500">No emails found.</p> : null}
      {data && data.records.length > 0 ? (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Emails</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="p-2">Date</th>
                <th scope="col" className="p-2">To</th>
                <th scope="col" className="p-2">Subject</th>
                <th scope="col" className="p-2">Status</th>
                <th scope="col" className="p-2">Attempts</th>
                <th scope="col" className="p-2">Last error</th>
                <th scope="col" className="p-2"><span className="sr-only">Open</span></th>
              </tr>
            </thead>
            <tbody>
              {data.records.map((row) => (
                <tr key={row.id} className="border-t border-slate-100 align-top">
                  <td className="whitespace-nowrap p-2">{formatMailDate(row.createdAt)}</td>
                  <td className="break-all p-2">{row.to}</td>
                  <td className="p-2">{row.subject}</td>
                  <td className="p-2">{describeStatus(row)}</td>
                  <td className="p-2">{row.attempts}</td>
                  <td className="max-w-xs break-words p-2 text-red-700">{row.lastError}</td>
                  <td className="p-2">
                    <Button variant="link" aria-label={`View email ${row.subject} to ${row.to}`} onClick={() => setOpenId(row.id)}>
                      View
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.totalPages > 0 ? <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} /> : null}
      {openId !== null && message.data && message.data.id === openId ? <MessageView message={message.data} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
