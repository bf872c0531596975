"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { FormProvider, useForm, useWatch, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { PaxType } from "@/lib/constants";
import type { TFlightResult } from "@/lib/contracts/flights";
import type { TCountry } from "@/lib/contracts/masterdata";
import type { TripFacts } from "@/lib/passenger-rules";
import { messageOf, statusOf } from "./booking-api";
import { BookingFareSummary } from "./booking-fare-summary";
import { bookingRoutes } from "./booking-routes";
import { ExpiredNotice } from "./expired-notice";
import { PassengerCard } from "./passenger-card";
import { passengerResolver, toPassengerRequest, toSsrRequest, type PassengerFormValues } from "./passenger-form-model";
import { SsrPickers, ssrTotal } from "./ssr-pickers";
import type { TSsrOptions } from "./use-booking-queries";
import { useValidateBooking } from "./use-booking-mutations";

export type PassengerFormProps = {
  orderId: string;
  isReturn: boolean;
  /** The quoted fare of this leg. */
  fare: TFlightResult["fare"];
  trip: Omit<TripFacts, "today">;
  defaultValues: PassengerFormValues;
  countries: TCountry[];
  ssr: TSsrOptions | undefined;
  userType: string;
  /** The flights and fare rules, shown beside the summary. */
  aside: React.ReactNode;
};

/** The passenger cards, the fare summary with the extras, and Continue (validateBooking, then the payment page). */
export function PassengerForm({ orderId, isReturn, fare, trip, defaultValues, countries, ssr, userType, aside }: PassengerFormProps) {
  const router = useRouter();
  const validate = useValidateBooking();
  const [expired, setExpired] = useState<string | null>(null);
  const resolver = useMemo(() => passengerResolver(() => trip), [trip]);
  const form = useForm<PassengerFormValues>({ defaultValues, resolver, mode: "onSubmit", reValidateMode: "onChange" });
  const ssrValues = useWatch({ control: form.control, name: "ssr" });
  const extrasAmount = ssrTotal(ssrValues, ssr);
  const listError = form.formState.errors.passengers?.root?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await validate.mutateAsync({
        orderId,
        isReturn,
        passengers: values.passengers.map((p) => toPassengerRequest(p, trip.isInternational)),
        ssr: values.ssr.map(toSsrRequest),
      });
      router.push(bookingRoutes.payments(orderId, isReturn, data.bookingId));
    } catch (error) {
      const status = statusOf(error);
      if (status === 409) setExpired(messageOf(error));
      const shortError = (error as { shortError?: Record<string, string> }).shortError ?? {};
      for (const [key, message] of Object.entries(shortError)) {
        form.setError((key === "passengers" ? "passengers.root" : key) as Path<PassengerFormValues>, { type: "server", message });
      }
    }
  });

  if (expired) return <ExpiredNotice message={expired} />;

  return (
    <FormProvider {...form}>
      <LoadingOverlay show={validate.isPending} label="Checking passenger details..." />
      <form onSubmit={onSubmit} noValidate aria-label="Passenger details" className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          {listError ? (
            <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {listError}
            </p>
          ) : null}
          {defaultValues.passengers.map((p, i) => (
            <PassengerCard
              key={i}
              index={i}
              isInternational={trip.isInternational}
              countries={countries}
              extras={ssr && p.paxType !== PaxType.Infant ? <SsrPickers index={i} options={ssr} /> : null}
            />
          ))}
        </div>
        <aside aria-label="Booking summary" className="min-w-0 space-y-3 lg:sticky lg:top-4 lg:self-start">
          {aside}
          <BookingFareSummary fare={fare} userType={userType} extrasAmount={extrasAmount} />
          <Button type="submit" loading={validate.isPending} className="w-full">
            Continue
          </Button>
        </aside>
      </form>
    </FormProvider>
  );
}
