"use client";

import clsx from "clsx";
import { useEffect, useState } from "react";

const remainingMs = (expiresAt: string) => Math.max(0, new Date(expiresAt).getTime() - Date.now());

function format(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** The time left of the 15-minute payment hold, ticking each second; calls onExpire once at zero. */
export function HoldTimer({ expiresAt, onExpire, className }: { expiresAt: string; onExpire?: () => void; className?: string }) {
  const [left, setLeft] = useState(() => remainingMs(expiresAt));
  useEffect(() => {
    const tick = () => {
      const next = remainingMs(expiresAt);
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        onExpire?.();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [expiresAt, onExpire]);
  const isLow = left < 120_000;
  return (
    <p className={clsx("inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium", isLow ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900", className)}>
      <span>Time left to complete the booking:</span>
      <span role="timer" aria-label="Time left" className="font-semibold tabular-nums">
        {format(left)}
      </span>
    </p>
  );
}
