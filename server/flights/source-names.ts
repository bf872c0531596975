import "server-only";
import type { Principal } from "@/server/auth/principal";

/**
 * White label (decision 0060): which supplier or source a fare comes from (an own supplier account
 * such as "Simulated", or a linked supplier site such as "Demo Travels") is the site's business.
 * Staff see the names; the site's customers (agents, corporates, retail, partner keys acting for
 * them) see none, in fare rows, fare details, the "did not answer" notice, bookings and answers.
 */
export const maySeeSourceNames = (principal: Pick<Principal, "userType"> | null): boolean => principal?.userType === "staff";

/** What a customer gets in place of a source's name: nothing (the field stays, empty). */
export const HIDDEN_SOURCE_NAME = "";

export const sourceNameFor = (name: string, show: boolean): string => (show ? name : HIDDEN_SOURCE_NAME);
