"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { TPackageCard } from "@/lib/contracts/packages";
import { packagePath } from "@/lib/packages/constants";
import { formatPackagePrice, nightsLabel } from "./format";

type Row = TPackageCard & { imageCount: number };

const COLUMNS: DataTableColumn<Row>[] = [
  { id: "id", header: "Id", cell: (p) => p.packageId, canHide: false },
  {
    id: "name",
    header: "Package",
    canHide: false,
    cell: (p) => (
      <Link href={`/staff/packages/${p.packageId}`} className="font-medium text-brand hover:underline">
        {p.name}
      </Link>
    ),
  },
  { id: "destination", header: "Destination", cell: (p) => p.destination },
  { id: "duration", header: "Duration", cell: (p) => nightsLabel(p.nights, p.days) },
  { id: "price", header: "Price from", cell: (p) => formatPackagePrice(p.priceFrom, p.currency), className: "text-right tabular-nums", headerClassName: "text-right" },
  { id: "validity", header: "Valid", cell: (p) => `${p.validFrom} – ${p.validTill}`, className: "whitespace-nowrap" },
  { id: "images", header: "Images", cell: (p) => p.imageCount, className: "text-right", headerClassName: "text-right" },
  {
    id: "published",
    header: "Status",
    cell: (p) => <span className={p.isPublished ? "rounded bg-green-50 px-1.5 py-0.5 text-xs text-green-800" : "rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600"}>{p.isPublished ? "Published" : "Draft"}</span>,
  },
];

/** /staff/packages: every package of the site (dense back-office list). */
export function StaffPackagesTable({ rows, canManageImages }: { rows: Row[]; canManageImages: boolean }) {
  const router = useRouter();
  return (
    <DataTable
      tableId="staff-packages"
      label="Packages"
      columns={COLUMNS}
      rows={rows}
      getRowId={(p) => p.packageId}
      emptyMessage="No Reults found!"
      rowActions={[
        { id: "edit", label: "Edit", onSelect: (p) => router.push(`/staff/packages/${p.packageId}`) },
        { id: "images", label: "Images", onSelect: (p) => router.push(`/user/package/manage_package_images/${p.packageId}`), isVisible: () => canManageImages },
        { id: "view", label: "View", onSelect: (p) => router.push(packagePath(p.name, p.packageId)), isVisible: (p) => p.isPublished },
      ]}
    />
  );
}
