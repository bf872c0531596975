"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ETicketMessages, type TETicketFare, type TETicketView } from "@/lib/contracts/eticket";
import { AutoPrint, PrintChromeStyle } from "./auto-print";
import { getETicketButtons, toPrintUrl, type ETicketViewerFlags } from "./eticket-buttons";
import { ETicketDocument } from "./eticket-document";
import { ETicketFareDialog, type FareDialogKind } from "./eticket-fare-dialog";
import { useEmailETicket, useUpdateBookingDetails } from "./use-eticket-mutations";

export type ETicketScreenProps = {
  view: TETicketView;
  viewer: ETicketViewerFlags;
  isPrint: boolean;
  /** The `pax` index when one passenger is shown. */
  paxIndex: number | null;
  /** The price starts hidden (anonymous viewer, or `hp`). */
  isPriceHidden: boolean;
};

const NO_FARE: TETicketFare = { txnFee: 0, userMergeTxnFeeTaxes: 0, discount: 0 };

/** Keeps `hp` in the address bar in step with Show/Hide Price (so a reload or the print view keeps the choice). */
function replaceHidePriceParam(isHidden: boolean) {
  const url = new URL(window.location.href);
  if (isHidden) url.searchParams.set("hp", "1");
  else url.searchParams.delete("hp");
  window.history.replaceState(window.history.state, "", url.pathname + url.search);
}

/** The e-ticket screen: the ticket and its buttons, with the visibility rules of spec 000 section 2. */
export function ETicketScreen({ view, viewer, isPrint, paxIndex, isPriceHidden: initialHidden }: ETicketScreenProps) {
  const router = useRouter();
  const toast = useToast();
  const [isPriceHidden, setIsPriceHidden] = useState(initialHidden || view.payment === null);
  const [dialog, setDialog] = useState<FareDialogKind | null>(null);
  const update = useUpdateBookingDetails();
  const email = useEmailETicket();
  const buttons = getETicketButtons(viewer, { isPrint, isSinglePax: paxIndex !== null });
  const fare = view.eTicketFare ?? NO_FARE;
  const hasMarkup = fare.txnFee + fare.userMergeTxnFeeTaxes > 0;
  const hasAnyButton = Object.values(buttons).some(Boolean);

  const togglePrice = () => {
    replaceHidePriceParam(!isPriceHidden);
    setIsPriceHidden(!isPriceHidden);
  };
  const openPrintView = () => window.open(toPrintUrl(window.location.pathname, { pax: paxIndex, isPriceHidden }), "_blank", "noopener");
  const sendEmail = () =>
    email.mutate({ bookingId: view.bookingId, hidePrice: isPriceHidden }, { onSuccess: () => toast.success(ETicketMessages.emailSent) });
  const saveFare = async (changes: Partial<TETicketFare>) => {
    await update.mutateAsync({ bookingId: view.bookingId, fare: changes });
    toast.success(ETicketMessages.saved);
    router.refresh();
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <PrintChromeStyle isPrintView={isPrint} />
      {isPrint ? <AutoPrint /> : null}
      {hasAnyButton ? (
        <div role="toolbar" aria-label="E-ticket actions" className="flex flex-wrap justify-end gap-2 print:hidden max-[600px]:justify-stretch max-[600px]:[&>*]:flex-1">
          {buttons.markup ? (
            <Button variant="secondary" onClick={() => setDialog("markup")}>
              {hasMarkup ? "Update Markup" : "Add Markup"}
            </Button>
          ) : null}
          {buttons.discount ? (
            <Button variant="secondary" onClick={() => setDialog("discount")}>
              {fare.discount > 0 ? "Update Discount" : "Add Discount"}
            </Button>
          ) : null}
          {buttons.priceToggle ? (
            <Button variant="secondary" onClick={togglePrice} aria-pressed={isPriceHidden}>
              {isPriceHidden ? "Show Price" : "Hide Price"}
            </Button>
          ) : null}
          {buttons.print ? (
            <Button variant="secondary" onClick={openPrintView}>
              Print
            </Button>
          ) : null}
          {viewer.isLoggedIn && !isPrint ? (
            <a
              href={`/api/eTicket/pdf?${new URLSearchParams({ bookingId: String(view.bookingId), ...(isPriceHidden ? { hp: "1" } : {}), ...(paxIndex !== null ? { pax: String(paxIndex) } : {}) })}`}
              download={`E-Ticket-${view.pnr}.pdf`}
              className="inline-flex min-h-9 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:border-brand hover:text-brand"
            >
              Download PDF
            </a>
          ) : null}
          {buttons.email ? (
            <Button onClick={sendEmail} loading={email.isPending}>
              Email
            </Button>
          ) : null}
        </div>
      ) : null}
      <ETicketDocument view={view} isPriceHidden={isPriceHidden} />
      {dialog ? (
        <ETicketFareDialog kind={dialog} bookingId={view.bookingId} fare={fare} currency={view.payment?.currency ?? "INR"} onClose={() => setDialog(null)} onSave={saveFare} />
      ) : null}
    </div>
  );
}
