"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { StatusMessage, type StatusMessageValue } from "@/components/ui/status-message";
import { ENQUIRY_STATUS_LABELS, type TEnquiry } from "@/lib/contracts/package-enquiries";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "@/lib/packages/constants";

type Assignee = { userId: number; name: string };
type Props = { initial: TEnquiry[]; assignees: Assignee[]; status: EnquiryStatus | null; canManage: boolean };

const SELECT = "rounded border border-slate-300 px-1.5 py-1 text-sm";

async function post<T>(path: string, body: unknown): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => null);
  return res.ok && json?.success ? { ok: true, data: json.data as T } : { ok: false, message: json?.errorMessage ?? json?.message ?? "Some error occurred" };
}

/** /staff/package-enquiries: status changes, assignment and "Make quotation". */
export function EnquiriesScreen({ initial, assignees, status, canManage }: Props) {
  const router = useRouter();
  const [rows, setRows] = useState(initial);
  const [message, setMessage] = useState<StatusMessageValue | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const replace = (enquiry: TEnquiry) => setRows((all) => all.map((e) => (e.enquiryId === enquiry.enquiryId ? enquiry : e)));
  const act = async <T extends { enquiry: TEnquiry; message: string }>(enquiryId: number, path: string, body: unknown, after?: (data: T) => void) => {
    setBusy(enquiryId);
    const out = await post<T>(path, body);
    setBusy(null);
    if (!out.ok) return setMessage({ tone: "error", text: out.message });
    replace(out.data.enquiry);
    setMessage({ tone: "ok", text: out.data.message });
    after?.(out.data);
  };

  const columns: DataTableColumn<TEnquiry>[] = [
    { id: "id", header: "Id", cell: (e) => <span data-testid="enquiry-id">{e.enquiryId}</span>, canHide: false },
    { id: "received", header: "Received", cell: (e) => e.createdAt.slice(0, 10), className: "whitespace-nowrap" },
    { id: "package", header: "Package", cell: (e) => <span className="font-medium">{e.packageName}</span> },
    { id: "travel", header: "Travel date", cell: (e) => e.travelDate, className: "whitespace-nowrap" },
    { id: "party", header: "Party", cell: (e) => `${e.adults} A · ${e.children} C · ${e.infants} I`, className: "whitespace-nowrap" },
    {
      id: "contact",
      header: "Contact",
      cell: (e) => (
        <span className="flex flex-col text-xs">
          <span className="text-sm font-medium">{e.contactName}</span>
          <span>{e.contactEmail}</span>
          <span>{e.contactPhone}</span>
        </span>
      ),
    },
    { id: "message", header: "Message", cell: (e) => <span className="line-clamp-2 max-w-[16rem] text-xs text-slate-600">{e.message || "—"}</span>, isHiddenByDefault: false },
    { id: "source", header: "From site", cell: (e) => e.sourceSiteName ?? "Own site", isHiddenByDefault: true },
    {
      id: "status",
      header: "Status",
      cell: (e) =>
        canManage ? (
          <select aria-label={`Status of enquiry ${e.enquiryId}`} className={SELECT} value={e.status} disabled={busy === e.enquiryId} onChange={(ev) => act(e.enquiryId, "/api/packages/enquiries/updateStatus", { enquiryId: e.enquiryId, status: ev.target.value })}>
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ENQUIRY_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        ) : (
          ENQUIRY_STATUS_LABELS[e.status]
        ),
    },
    {
      id: "assignee",
      header: "Assigned to",
      cell: (e) =>
        canManage ? (
          <select
            aria-label={`Assignee of enquiry ${e.enquiryId}`}
            className={SELECT}
            value={e.assigneeUserId ?? ""}
            disabled={busy === e.enquiryId}
            onChange={(ev) => act(e.enquiryId, "/api/packages/enquiries/assign", { enquiryId: e.enquiryId, assigneeUserId: ev.target.value ? Number(ev.target.value) : null })}
          >
            <option value="">Unassigned</option>
            {assignees.map((a) => (
              <option key={a.userId} value={a.userId}>
                {a.name}
              </option>
            ))}
          </select>
        ) : (
          (e.assigneeName ?? "Unassigned")
        ),
    },
  ];

  return (
    <div className="space-y-3">
      <nav aria-label="Enquiry status" className="flex flex-wrap gap-1 text-sm">
        {[null, ...ENQUIRY_STATUSES].map((s) => (
          <Link
            key={s ?? "all"}
            href={s ? `/staff/package-enquiries?status=${encodeURIComponent(s)}` : "/staff/package-enquiries"}
            className={s === status ? "rounded bg-brand px-2 py-1 text-white" : "rounded border border-slate-300 bg-white px-2 py-1 text-slate-700 hover:border-brand"}
            aria-current={s === status ? "page" : undefined}
          >
            {s ? ENQUIRY_STATUS_LABELS[s] : "All"}
          </Link>
        ))}
      </nav>
      <StatusMessage message={message} />
      <DataTable
        tableId="package-enquiries"
        label="Enquiries"
        columns={columns}
        rows={rows}
        getRowId={(e) => e.enquiryId}
        emptyMessage="No Requests found!"
        rowActions={
          canManage
            ? [
                {
                  id: "quote",
                  label: "Make quotation",
                  onSelect: (e) => act<{ enquiry: TEnquiry; message: string; builderUrl: string }>(e.enquiryId, "/api/packages/enquiries/makeQuotation", { enquiryId: e.enquiryId }, (d) => router.push(d.builderUrl)),
                },
              ]
            : []
        }
      />
    </div>
  );
}
