"use client";

import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_TIME_ZONE } from "@/lib/dates";

const SiteTimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

/** The site's timezone for every date a screen shows (decision 0016); set once in the root layout from the site record. */
export function SiteTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <SiteTimeZoneContext.Provider value={timeZone}>{children}</SiteTimeZoneContext.Provider>;
}

/** The site's IANA zone ("Asia/Kolkata" by default): pass it to the formatters of lib/dates.ts. */
export const useSiteTimeZone = () => useContext(SiteTimeZoneContext);
