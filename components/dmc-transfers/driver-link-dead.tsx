import { DmcTransferMessages } from "@/lib/contracts/dmc-transfers";

/** A driver link that does not open a job sheet (unknown, replaced, revoked, or too many wrong tries). */
export function DriverLinkDead({ message }: { message?: string }) {
  return (
    <main className="mx-auto max-w-md px-4 py-10 text-center">
      <h1 className="text-2xl font-semibold">This link does not work</h1>
      <p role="alert" className="mt-3 text-base text-slate-700">
        {message || DmcTransferMessages.invalidDriverToken}
      </p>
    </main>
  );
}
