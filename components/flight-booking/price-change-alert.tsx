"use client";

import { Modal } from "@/components/ui/modal";
import { formatMoney } from "@/lib/money";
import { LinkButton } from "./link-button";

export type PriceChangeAlertProps = {
  open: boolean;
  previousPrice: number;
  totalPayable: number;
  currency: string;
  resultsHref: string;
  onContinue: () => void;
};

/** The fare quote moved the price: the new total payable, continue or go back to the results. */
export function PriceChangeAlert({ open, previousPrice, totalPayable, currency, resultsHref, onContinue }: PriceChangeAlertProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onContinue()}
      title="The fare has changed"
      description={`The airline changed the fare from ${formatMoney(previousPrice, currency)} to ${formatMoney(totalPayable, currency)}.`}
      okLabel="Continue with the new fare"
      actions={
        <LinkButton variant="secondary" href={resultsHref}>
          Back to results
        </LinkButton>
      }
    >
      <p className="text-base">
        New total payable: <strong data-testid="new-total-payable">{formatMoney(totalPayable, currency)}</strong>
      </p>
    </Modal>
  );
}
