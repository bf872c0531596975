"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { BookingMessages } from "@/lib/contracts/bookings";
import { messageOf, statusOf } from "./booking-api";
import { bookingRoutes } from "./booking-routes";
import { ExpiredNotice } from "./expired-notice";
import { FareRulesPanel } from "./fare-rules-panel";
import { HoldTimer } from "./hold-timer";
import { LegFlights } from "./leg-flights";
import { PassengerForm } from "./passenger-form";
import { defaultFormValues, paxTypesOf, tripFactsOf } from "./passenger-form-model";
import { PriceChangeAlert } from "./price-change-alert";
import { useAirportCountries, useBookingDetails, useOrder, usePassengerViewOptions, useSsrOptions } from "./use-booking-queries";

export type PassengerDetailsScreenProps = { searchId: string; orderId: string; isReturn: boolean; fromBookingId?: number; userType: string };

/**
 * Add passenger details (spec 000 section 4, steps 3-4): the order's leg, its fare quote (a changed
 * price shows an alert; a failed quote goes back to the results), the SSR options, and the form.
 */
export function PassengerDetailsScreen({ searchId, orderId, isReturn, fromBookingId, userType }: PassengerDetailsScreenProps) {
  const router = useRouter();
  const order = useOrder(orderId);
  const results = useMemo(() => order.data?.results ?? [], [order.data]);
  const leg = results[isReturn ? 1 : 0];
  const hasReturn = results.length === 2;
  const options = usePassengerViewOptions(searchId, leg?.resultIndex, hasReturn, isReturn);
  const ssr = useSsrOptions(searchId, leg?.resultIndex);
  const codes = results.flatMap((r) => r.segments.flat().flatMap((s) => [s.originAirportCode, s.destinationAirportCode]));
  const airports = useAirportCountries(codes);
  const prefill = useBookingDetails(fromBookingId);
  const [isAlertDismissed, setIsAlertDismissed] = useState(false);
  const [isExpired, setIsExpired] = useState(false);

  const quoteStatus = options.error ? statusOf(options.error) : undefined;
  // 401 and 402 are the flight wrapper's (login or flight search; booking review, spec 000 section 8).
  const isQuoteFailed = options.isError && quoteStatus !== 401 && quoteStatus !== 402;
  useEffect(() => {
    // A failed fare quote goes back to the results, whatever the status (spec 000 section 4, step 3);
    // the API client has shown the message.
    if (isQuoteFailed) router.replace(bookingRoutes.searchResult(searchId));
  }, [isQuoteFailed, router, searchId]);

  const trip = useMemo(() => (airports.data ? tripFactsOf(results, airports.data) : null), [airports.data, results]);
  const isPrefillSettled = fromBookingId === undefined || !prefill.isPending;
  const defaults = useMemo(
    () => (leg && isPrefillSettled ? defaultFormValues(paxTypesOf(leg), prefill.data?.passenger) : null),
    [leg, isPrefillSettled, prefill.data],
  );

  const blocking = order.error ?? (isQuoteFailed ? null : options.error);
  if (blocking) {
    const status = statusOf(blocking);
    if (status === 409) return <ExpiredNotice message={messageOf(blocking)} />;
    return (
      <p role="alert" className="text-red-700">
        {messageOf(blocking)}
      </p>
    );
  }
  if (order.data && (order.data.isExpired || isExpired)) return <ExpiredNotice message={BookingMessages.paymentExpired} />;
  if (order.data && !leg) return <p role="alert">This order has no {isReturn ? "return" : "outbound"} flight.</p>;

  const quote = options.data?.fareQuote;
  const isReady = Boolean(quote && trip && defaults && !ssr.isPending && order.data);
  const currency = quote?.fareDetailResult.fare.currency || "INR";

  return (
    <div className="space-y-4">
      <LoadingOverlay show={!isReady} label={options.isPending ? "Checking the latest fare..." : "Loading..."} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{isReturn ? "Passenger details: return flight" : "Passenger details"}</h1>
        {order.data ? <HoldTimer expiresAt={order.data.expiresAt} onExpire={() => setIsExpired(true)} /> : null}
      </div>
      {ssr.isError ? <p className="text-sm text-slate-600">Extras (baggage and meals) are not available for this flight.</p> : null}
      {isReady && quote && trip && defaults && leg ? (
        <>
          <PriceChangeAlert
            open={quote.isPriceChanged && !isAlertDismissed}
            previousPrice={quote.fareDetailResult.previousPrice}
            totalPayable={quote.fareDetailResult.totalPayable}
            currency={currency}
            resultsHref={bookingRoutes.searchResult(searchId)}
            onContinue={() => setIsAlertDismissed(true)}
          />
          <PassengerForm
            orderId={orderId}
            isReturn={isReturn}
            fare={quote.fareDetailResult.fare}
            trip={trip}
            defaultValues={defaults}
            countries={options.data?.countryList ?? []}
            ssr={ssr.data}
            userType={userType}
            aside={
              <>
                <LegFlights result={quote.fareDetailResult} title={isReturn ? "Return flight" : hasReturn ? "Outbound flight" : "Your flight"} />
                <FareRulesPanel rules={options.data?.fareRules ?? []} />
              </>
            }
          />
        </>
      ) : null}
    </div>
  );
}
