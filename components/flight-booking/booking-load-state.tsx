"use client";

import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { messageOf } from "./booking-api";

/** While a booking query loads or after it failed: the overlay or the error; null once the data is there. */
export function BookingLoadState({ query, label }: { query: { isPending: boolean; isError: boolean; error: unknown }; label: string }) {
  if (query.isPending) return <LoadingOverlay show label={label} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700">
        {messageOf(query.error)}
      </p>
    );
  }
  return null;
}
