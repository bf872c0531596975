"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { BookingMessages } from "@/lib/contracts/bookings";
import { formatMoney } from "@/lib/money";
import { messageOf, statusOf } from "./booking-api";
import { BankDetailsPanel } from "./bank-details-panel";
import { bookingRoutes } from "./booking-routes";
import { ExpiredNotice } from "./expired-notice";
import { GatewayPaymentPanel } from "./gateway-payment-panel";
import { HoldTimer } from "./hold-timer";
import { LegFlights } from "./leg-flights";
import { LinkButton } from "./link-button";
import { PaymentPanel } from "./payment-panel";
import { useOrder } from "./use-booking-queries";
import { useGatewayReturn, type GatewayReturn } from "./use-gateway-return";
import { useLegToPay } from "./use-leg-to-pay";
import { usePayLeg } from "./use-pay-leg";
import { WalletPaymentPanel } from "./wallet-payment-panel";

export type PaymentScreenProps = { orderId: string; isReturn: boolean; bookingId?: number; gatewayReturn: GatewayReturn };

function AmountSummary({ fareAmount, ssrAmount, amount, currency }: { fareAmount: number; ssrAmount: number; amount: number; currency: string }) {
  return (
    <dl aria-label="Amount to pay" className="space-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex justify-between gap-4 text-slate-700">
        <dt>Fare</dt>
        <dd className="tabular-nums">{formatMoney(fareAmount, currency)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-slate-700">
        <dt>Extras (baggage and meals)</dt>
        <dd className="tabular-nums">{formatMoney(ssrAmount, currency)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-base font-semibold text-slate-900">
        <dt>Amount to pay</dt>
        <dd className="tabular-nums" data-testid="amount-to-pay">
          {formatMoney(amount, currency)}
        </dd>
      </div>
    </dl>
  );
}

/** The payment page: time left of the hold, the amount, and wallet, gateway, bank transfer and (GDS) hold. */
export function PaymentScreen({ orderId, isReturn, bookingId, gatewayReturn }: PaymentScreenProps) {
  const order = useOrder(orderId);
  const legToPay = useLegToPay(orderId, isReturn, bookingId);
  const leg = legToPay.data;
  const { pay, isPaying, conflict } = usePayLeg({ orderId, isReturn, bookingId: leg?.bookingId ?? bookingId });
  const thisPage = bookingRoutes.payments(orderId, isReturn, leg?.bookingId ?? bookingId);
  const { isReturning } = useGatewayReturn(gatewayReturn, pay, thisPage);
  const [isExpired, setIsExpired] = useState(false);

  const error = order.error ?? legToPay.error;
  if (conflict) return <ExpiredNotice message={conflict} bookingId={leg?.bookingId ?? bookingId} />;
  if (error) {
    if (statusOf(error) === 409) return <ExpiredNotice message={messageOf(error)} />;
    return (
      <p role="alert" className="text-red-700">
        {messageOf(error)}
      </p>
    );
  }
  if ((order.data?.isExpired || isExpired) && !isPaying) return <ExpiredNotice message={BookingMessages.paymentExpired} />;

  const result = order.data?.results[isReturn ? 1 : 0];
  const isLoading = order.isPending || legToPay.isPending;
  if (!isLoading && !leg && order.data) {
    return (
      <div role="alert" className="space-y-3">
        <p>Please add the passenger details before paying.</p>
        <LinkButton href={bookingRoutes.passengerDetails(order.data.searchId, orderId, isReturn)}>Passenger details</LinkButton>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <LoadingOverlay show={isLoading || isPaying || isReturning} label={isPaying || isReturning ? "Booking your flight... Please do not refresh." : "Loading..."} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{isReturn ? "Payment: return flight" : "Payment"}</h1>
        {order.data ? <HoldTimer expiresAt={order.data.expiresAt} onExpire={() => setIsExpired(true)} /> : null}
      </div>
      {leg && order.data ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-4">
            <WalletPaymentPanel amount={leg.amount} currency={leg.currency} isPaying={isPaying} onPay={() => void pay("wallet")} />
            <GatewayPaymentPanel orderId={orderId} isReturn={isReturn} amount={leg.amount} currency={leg.currency} returnTo={thisPage} isPaying={isPaying} onPaid={(fields) => void pay("gateway", fields)} />
            {leg.canHold ? (
              <PaymentPanel title="Hold booking">
                <p className="text-sm text-slate-600">Reserve the seats now and ticket later, before the airline&apos;s last ticketing date.</p>
                <Button variant="secondary" onClick={() => void pay("hold")} disabled={isPaying} className="w-full min-[601px]:w-auto">
                  Hold booking
                </Button>
              </PaymentPanel>
            ) : null}
            <BankDetailsPanel />
          </div>
          <aside aria-label="Booking summary" className="order-first min-w-0 space-y-3 lg:order-none">
            <AmountSummary fareAmount={leg.fareAmount} ssrAmount={leg.ssrAmount} amount={leg.amount} currency={leg.currency} />
            {result ? <LegFlights result={result} title={isReturn ? "Return flight" : "Your flight"} /> : null}
          </aside>
        </div>
      ) : null}
    </div>
  );
}
