"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
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
import { readPassengerDraft, savePassengerDraft } from "./booking-storage";
import { passengerResolver, toPassengerRequest, toRestoredDraft, toSsrRequest, type PassengerFormValues } from "./passenger-form-model";
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

/** How many fields carry an error (every passenger, every field). */
function countErrors(node: unknown): number {
  if (!node || typeof node !== "object") return 0;
  if ("message" in node && typeof (node as { message?: unknown }).message === "string") return 1;
  return Object.entries(node as Record<string, unknown>).reduce((n, [key, child]) => (key === "ref" ? n : n + countErrors(child)), 0);
}

/** The passenger cards, the fare summary with the extras, and Continue (validateBooking, then the payment page). */
export function PassengerForm({ orderId, isReturn, fare, trip, defaultValues, countries, ssr, userType, aside }: PassengerFormProps) {
  const router = useRouter();
  const validate = useValidateBooking();
  const [expired, setExpired] = useState<string | null>(null);
  const resolver = useMemo(() => passengerResolver(() => trip), [trip]);
  // What was typed before (browser Back from the payment page) wins over the empty or prefilled form.
  const [initialValues] = useState(() => toRestoredDraft(readPassengerDraft(orderId, isReturn), defaultValues) ?? defaultValues);
  const form = useForm<PassengerFormValues>({ defaultValues: initialValues, resolver, mode: "onSubmit", reValidateMode: "onChange" });
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => savePassengerDraft(orderId, isReturn, values) }),
    [form, orderId, isReturn],
  );
  const ssrValues = useWatch({ control: form.control, name: "ssr" });
  const extrasAmount = ssrTotal(ssrValues, ssr);
  const listError = form.formState.errors.passengers?.root?.message;
  const errorCount = countErrors(form.formState.errors);

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
          {errorCount > 0 && form.formState.isSubmitted ? (
            <p role="alert" data-testid="form-error-summary" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {errorCount === 1 ? "Please correct the field marked below." : `Please correct the ${errorCount} fields marked below.`}
            </p>
          ) : null}
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
