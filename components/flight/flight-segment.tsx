"use client";

import clsx from "clsx";
import { useState } from "react";
import type { TSegment } from "@/lib/contracts/flights";
import { dayOffset, formatDayMonth, formatDuration, formatTime, layoverMinutes, legDurationMinutes, stopsLabel, technicalStopLabel } from "@/lib/flight-format";

export type AirlineLogoProps = {
  code: string;
  name: string;
  className?: string;
  /** Beside the airline's name in text (the result rows): hidden from assistive technology, which reads the name once. */
  decorative?: boolean;
  /** "eager" where only what is on screen is rendered (the virtualised result rows). */
  loading?: "lazy" | "eager";
};

/** The airline's logo from /airline-logos/<code>.svg; its code in a badge when the file is missing. */
export function AirlineLogo({ code, name, className, decorative, loading = "lazy" }: AirlineLogoProps) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) {
    return (
      <span {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name })} className={clsx("inline-flex h-8 w-8 shrink-0 items-center justify-center rounded bg-slate-100 text-xs font-semibold text-slate-700", className)}>
        {code}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small static SVGs shipped in public/; next/image adds nothing here
    <img
      src={`/airline-logos/${encodeURIComponent(code)}.svg`}
      alt={decorative ? "" : name}
      width={32}
      height={32}
      loading={loading}
      onError={() => setIsBroken(true)}
      className={clsx("h-8 w-8 shrink-0 rounded object-contain", className)}
    />
  );
}

const terminal = (t: string) => (t ? `Terminal ${t}` : "");

function Endpoint({ time, code, city, terminalName, align, plusDays }: { time: string; code: string; city: string; terminalName: string; align: "start" | "end"; plusDays?: number }) {
  return (
    <div className={clsx("flex min-w-0 flex-col", align === "end" && "items-end text-right")}>
      <span className="text-lg font-semibold text-slate-900">
        <time dateTime={time}>{formatTime(time)}</time>
        {plusDays ? (
          <sup className="ml-0.5 text-xs font-medium text-red-600" aria-label={`arrives ${plusDays} day${plusDays === 1 ? "" : "s"} later`}>
            +{plusDays}
          </sup>
        ) : null}
      </span>
      <span className="text-sm font-medium text-slate-800">{code}</span>
      <span className="truncate text-xs text-slate-500">
        {city}
        {terminalName ? `, ${terminalName}` : ""}
      </span>
      <span className="text-xs text-slate-500">{formatDayMonth(time)}</span>
    </div>
  );
}

function SegmentDetail({ segment }: { segment: TSegment }) {
  const technical = technicalStopLabel(segment);
  const operatedBy = segment.operatingCarrier && segment.operatingCarrier !== segment.airlineCode ? segment.operatingCarrier : "";
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <AirlineLogo code={segment.airlineCode} name={segment.airlineName} className="h-6 w-6" />
        <span className="font-medium text-slate-900">
          {segment.airlineName} {segment.airlineCode} {segment.flightNumber}
        </span>
        {segment.fareClass && <span className="text-xs text-slate-500">Class {segment.fareClass}</span>}
        {segment.craft && <span className="text-xs text-slate-500">Aircraft {segment.craft}</span>}
        {operatedBy && <span className="text-xs text-slate-500">Operated by {operatedBy}</span>}
      </div>
      <div className="grid grid-cols-1 gap-2 @min-[38rem]:grid-cols-[1fr_auto_1fr] @min-[38rem]:items-center">
        <p className="text-slate-700">
          <time dateTime={segment.departureTime} className="font-semibold text-slate-900">
            {formatTime(segment.departureTime)}
          </time>{" "}
          {formatDayMonth(segment.departureTime)} · {segment.originAirportCode} {segment.originAirportName}
          {segment.originTerminal && <>, {terminal(segment.originTerminal)}</>}
        </p>
        <p className="text-xs text-slate-500 @min-[38rem]:text-center">{formatDuration(segment.durationMinutes)}</p>
        <p className="text-slate-700 @min-[38rem]:text-right">
          <time dateTime={segment.arrivalTime} className="font-semibold text-slate-900">
            {formatTime(segment.arrivalTime)}
          </time>{" "}
          {formatDayMonth(segment.arrivalTime)} · {segment.destinationAirportCode} {segment.destinationAirportName}
          {segment.destinationTerminal && <>, {terminal(segment.destinationTerminal)}</>}
        </p>
      </div>
      {technical && <p className="text-xs font-medium text-amber-700">{technical}</p>}
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <div className="flex gap-1">
          <dt>Baggage:</dt>
          <dd className="font-medium text-slate-800">{segment.baggage || "Not included"}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Cabin baggage:</dt>
          <dd className="font-medium text-slate-800">{segment.cabinBaggage || "Not included"}</dd>
        </div>
      </dl>
    </div>
  );
}

export type FlightSegmentProps = {
  /** The segments of ONE leg, in flight order. */
  segments: TSegment[];
  /** Shown above the leg, e.g. "Outbound" or "Return". */
  label?: string;
  /** Per-segment detail: terminals, aircraft, baggage, cabin baggage and layovers. Default true. */
  showDetails?: boolean;
  className?: string;
};

/** One leg of a flight: airline, times, airports, duration, stops, technical stops and, in detail, each segment. */
export function FlightSegment({ segments, label, showDetails = true, className }: FlightSegmentProps) {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return null;
  const airlineNames = [...new Set(segments.map((s) => s.airlineName))].join(" / ");
  const flightNumbers = segments.map((s) => `${s.airlineCode} ${s.flightNumber}`).join(", ");
  const technicalStops = segments.map(technicalStopLabel).filter((t): t is string => t !== null);
  const legName = `${label ? `${label}: ` : ""}${first.originCityName} to ${last.destinationCityName}`;

  return (
    <div role="group" aria-label={legName} className={clsx("flex min-w-0 flex-col gap-3", className)}>
      {label && <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>}
      <div className="grid grid-cols-[auto_1fr] items-center gap-3 @min-[38rem]:grid-cols-[minmax(8rem,12rem)_1fr]">
        <div className="flex min-w-0 items-center gap-2">
          <AirlineLogo code={first.airlineCode} name={first.airlineName} />
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-medium text-slate-900">{airlineNames}</span>
            <span className="truncate text-xs text-slate-500">{flightNumbers}</span>
          </div>
        </div>
        <div className="col-span-2 grid grid-cols-[1fr_auto_1fr] items-center gap-2 @min-[38rem]:col-span-1">
          <Endpoint time={first.departureTime} code={first.originAirportCode} city={first.originCityName} terminalName={terminal(first.originTerminal)} align="start" />
          <div className="flex flex-col items-center text-center text-xs text-slate-600">
            <span>{formatDuration(legDurationMinutes(segments))}</span>
            <span aria-hidden="true" className="my-1 h-px w-16 bg-slate-300" />
            <span className="font-medium text-slate-700">{stopsLabel(segments)}</span>
            {technicalStops.map((text) => (
              <span key={text} className="text-amber-700">
                {text}
              </span>
            ))}
          </div>
          <Endpoint
            time={last.arrivalTime}
            code={last.destinationAirportCode}
            city={last.destinationCityName}
            terminalName={terminal(last.destinationTerminal)}
            align="end"
            plusDays={dayOffset(first.departureTime, last.arrivalTime)}
          />
        </div>
      </div>
      {showDetails && (
        <ol className="flex flex-col gap-2" aria-label={`${legName}, segments`}>
          {segments.map((segment, index) => {
            const layover = layoverMinutes(segments, index);
            return (
              <li key={`${segment.airlineCode}${segment.flightNumber}-${segment.departureTime}`} className="flex flex-col gap-2">
                {layover !== null && (
                  <p className="rounded bg-slate-50 px-3 py-1 text-center text-xs text-slate-600">
                    Layover at {segment.originCityName} ({segment.originAirportCode}): {formatDuration(layover)}
                  </p>
                )}
                <SegmentDetail segment={segment} />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
