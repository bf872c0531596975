import Link from "next/link";
import { ETicketMessages } from "@/lib/contracts/eticket";

/** Shown instead of the e-ticket when an anonymous visitor is over the view limit. */
export function TooManyRequests({ retryAfterSeconds, loginHref }: { retryAfterSeconds: number; loginHref: string }) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    <section role="alert" aria-labelledby="too-many-requests" className="mx-auto mt-10 max-w-md rounded-lg border border-amber-200 bg-amber-50 p-6 text-center">
      <h1 id="too-many-requests" className="text-xl font-semibold text-amber-900">
        {ETicketMessages.tooManyRequests}
      </h1>
      <p className="mt-2 text-sm text-amber-900">
        You can open this e-ticket again in about {minutes} minute{minutes === 1 ? "" : "s"}, or{" "}
        <Link href={loginHref} className="font-medium text-[var(--brand-color)] underline">
          log in
        </Link>{" "}
        to view it now.
      </p>
    </section>
  );
}
