"use client";

import clsx from "clsx";
import { Button } from "@/components/ui/button";

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
};

/** Prev / page selector / Next. Rendered whenever there is at least one page. */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const pages = Math.max(0, Math.floor(totalPages));
  if (pages < 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const isFirst = current <= 1;
  const isLast = current >= pages;

  return (
    <nav aria-label="Pagination" className={clsx("flex flex-wrap items-center justify-center gap-2 text-sm", className)}>
      <Button variant="secondary" disabled={isFirst} onClick={() => onPageChange(current - 1)}>
        Prev
      </Button>
      <label className="flex items-center gap-2 text-slate-700">
        <span aria-hidden="true">Page</span>
        <select
          aria-label="Page"
          value={current}
          onChange={(event) => onPageChange(Number(event.target.value))}
          className="min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1"
        >
          {Array.from({ length: pages }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
        <span aria-hidden="true">of {pages}</span>
      </label>
      <Button variant="secondary" disabled={isLast} onClick={() => onPageChange(current + 1)}>
        Next
      </Button>
    </nav>
  );
}
