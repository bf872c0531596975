import "server-only";
import type { z } from "zod";
import type { ZOrder } from "@/lib/contracts/booking";
import type { TFlightResult } from "@/lib/contracts/flights";
import { toMajorUnits } from "@/lib/money";

type OrderRow = { id: string; searchId: string; amount: number; currency: string; status: string; expiresAt: Date; selection: unknown };

export function toOrderView(row: OrderRow, now = new Date()): z.infer<typeof ZOrder> {
  return {
    orderId: row.id,
    searchId: row.searchId,
    amount: toMajorUnits(row.amount),
    currency: row.currency,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt.getTime() <= now.getTime(),
    results: row.selection as TFlightResult[],
  };
}
