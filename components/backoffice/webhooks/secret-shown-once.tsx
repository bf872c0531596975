"use client";

import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";

/** A signing secret shown once (on creation and on rotation), with a copy button. */
export function SecretShownOnce({ secret, title, note, onClose }: { secret: string; title: string; note: string; onClose: () => void }) {
  const toast = useToast();
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={title} okLabel="I have copied it" variant="success">
      <p className="text-sm">{note}</p>
      <code data-testid="webhook-secret" className="mt-2 block break-all rounded bg-slate-100 p-2 text-xs">
        {secret}
      </code>
      <Button variant="secondary" className="mt-2" onClick={() => navigator.clipboard?.writeText(secret).then(() => toast.success("Copied"))}>
        Copy
      </Button>
    </Modal>
  );
}
