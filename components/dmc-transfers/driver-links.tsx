"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { DmcTransferMessages, type TDriverCharges, type TDmcDriverOption } from "@/lib/contracts/dmc-transfers";
import { useGenerateLink, useRevokeLink } from "./use-job-sheet";

const money = (v: number) => `USD ${v.toFixed(2)}`;

/** The new link, shown once: copy it now (the server keeps only its hash). */
function LinkDialog({ driverName, link, onClose }: { driverName: string; link: string; onClose: () => void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(DmcTransferMessages.copied);
    } catch {
      toast.error("Could not copy: select the link and copy it");
    }
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`${driverName}'s link`} showOk={false} actions={<Button onClick={onClose}>Done</Button>}>
      <p className="text-sm text-slate-600">{DmcTransferMessages.tokenGenerated} The previous link has stopped working.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input readOnly aria-label="Driver link" value={link} onFocus={(e) => e.currentTarget.select()} className="min-h-9 w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs" />
        <Button className="shrink-0 whitespace-nowrap" onClick={copy}>
          Copy link
        </Button>
      </div>
    </Modal>
  );
}

/** Per driver: work and charges over the range, the day's duty slip, and a new link (when allowed). */
/** Confirms a revoke: the driver's link stops working at once. */
function RevokeDialog({ driver, onClose }: { driver: TDmcDriverOption; onClose: () => void }) {
  const toast = useToast();
  const revoke = useRevokeLink();
  const onRevoke = async () => {
    try {
      toast.success((await revoke.mutateAsync({ driverId: driver.id })).message);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Something went wrong");
    }
  };
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Revoke ${driver.driverName}'s link?`}
      showOk={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep link
          </Button>
          <Button variant="danger" onClick={onRevoke} loading={revoke.isPending}>
            Revoke link
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">The driver&apos;s link stops working at once. You can generate a new link later.</p>
    </Modal>
  );
}

export function DriverPanel({ drivers, charges, day, canGenerate, canRevoke }: { drivers: TDmcDriverOption[]; charges: TDriverCharges[]; day: string; canGenerate: boolean; canRevoke: boolean }) {
  const toast = useToast();
  const generate = useGenerateLink();
  const [shown, setShown] = useState<{ driverName: string; link: string } | null>(null);
  const [revoking, setRevoking] = useState<TDmcDriverOption | null>(null);
  const byDriver = new Map(charges.map((c) => [c.driverId, c]));
  const unassigned = byDriver.get(null);
  const onGenerate = async (d: TDmcDriverOption) => {
    try {
      const r = await generate.mutateAsync({ driverId: d.id });
      setShown({ driverName: d.driverName, link: `${window.location.origin}${r.link}` });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Something went wrong");
    }
  };
  return (
    <section aria-labelledby="drivers-heading" className="space-y-2">
      <h2 id="drivers-heading" className="text-lg font-semibold">
        Drivers
      </h2>
      <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
        <table aria-label="Driver charges" className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th className="px-2 py-2">Driver</th>
              <th className="px-2 py-2 text-right">Transfers</th>
              <th className="px-2 py-2 text-right">Done</th>
              <th className="px-2 py-2 text-right">Driver charges</th>
              <th className="px-2 py-2 text-right">Actions</th>
            </tr>
          </thead>
          <tbody>
            {drivers.map((d) => {
              const c = byDriver.get(d.id);
              return (
                <tr key={d.id} className="border-t border-slate-100">
                  <td className="px-2 py-2 font-medium">{d.driverName}</td>
                  <td className="px-2 py-2 text-right">{c?.transfers ?? 0}</td>
                  <td className="px-2 py-2 text-right">{c?.completed ?? 0}</td>
                  <td className="px-2 py-2 text-right">{money(c?.charges ?? 0)}</td>
                  <td className="px-2 py-2">
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      <a className="text-sm text-brand underline" href={`/staff/dmc-job-sheet/duty-slip?driverId=${d.id}&date=${day}`} target="_blank" rel="noreferrer">
                        Duty slip
                      </a>
                      {canGenerate ? (
                        <Button variant="secondary" onClick={() => onGenerate(d)} loading={generate.isPending && generate.variables?.driverId === d.id}>
                          {d.hasAccessToken ? "New link" : "Generate link"}
                        </Button>
                      ) : null}
                      {canRevoke && d.hasAccessToken ? (
                        <Button variant="secondary" onClick={() => setRevoking(d)}>
                          Revoke link
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
            {unassigned ? (
              <tr className="border-t border-slate-100 text-slate-600">
                <td className="px-2 py-2">Unassigned</td>
                <td className="px-2 py-2 text-right">{unassigned.transfers}</td>
                <td className="px-2 py-2 text-right">{unassigned.completed}</td>
                <td className="px-2 py-2 text-right">{money(unassigned.charges)}</td>
                <td />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {shown ? <LinkDialog {...shown} onClose={() => setShown(null)} /> : null}
      {revoking ? <RevokeDialog driver={revoking} onClose={() => setRevoking(null)} /> : null}
    </section>
  );
}
