"use client";

import { Button } from "@/components/ui/button";
import type { TEmailOutboxMessage } from "@/lib/contracts/notifications";
import { describeStatus, formatMailDate } from "./format";

/**
 * One outbox message. The HTML body is untrusted (partners send it): it is shown only inside an
 * iframe with sandbox="" (no scripts, forms, popups or same-origin access) through srcDoc, and is
 * never injected into this page.
 */
export function MessageView({ message, onClose }: { message: TEmailOutboxMessage; onClose: () => void }) {
  const facts: [string, string][] = [
    ["From", message.fromName ?? ""],
    ["To", message.to],
    ["Date", formatMailDate(message.createdAt)],
    ["Status", describeStatus(message)],
    ["Attempts", String(message.attempts)],
    ["Sent at", formatMailDate(message.sentAt)],
    ["Last error", message.lastError ?? ""],
    ["Message-ID", message.messageId ?? ""],
  ];
  return (
    <section aria-labelledby="mailbox-message-subject" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="mailbox-message-subject" className="min-w-0 break-words text-lg font-semibold">
          {message.subject}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        {facts
          .filter(([, value]) => value !== "")
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
      </dl>
      <h3 className="font-medium">HTML</h3>
      {message.html !== null ? (
        <iframe title="HTML body" sandbox="" srcDoc={message.html} referrerPolicy="no-referrer" className="h-96 w-full rounded border border-slate-200 bg-white" />
      ) : (
        <p className="text-sm text-slate-500">No HTML body.</p>
      )}
      <h3 className="font-medium">Text</h3>
      {message.text !== null ? (
        <pre aria-label="Text body" className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded border border-slate-200 bg-slate-50 p-3 text-sm">
          {message.text}
        </pre>
      ) : (
        <p className="text-sm text-slate-500">No text body.</p>
      )}
    </section>
  );
}
