import "server-only";

/**
 * Markup and discount rules (issue 4) as the fare engine reads them. Amounts are integer minor
 * units (paise); percentages are basis points (1250 = 12.5%).
 */
export type MarkupRuleKind = "defaultAirline" | "airlineSpecific" | "fixedDeparture" | "activity";
export type ValueType = "flat" | "percent";
/** per passenger (adults and children; infants excluded), per booking, or per flight segment. */
export type MarkupBasis = "perPassenger" | "perBooking" | "perSegment";
export type Sector = "domestic" | "international" | "both";

export type MarkupRule = {
  id: number;
  groupId: number;
  kind: MarkupRuleKind;
  /** Airline-specific rules only (IATA code); null otherwise. */
  airlineCode: string | null;
  valueType: ValueType;
  /** flat: minor units; percent: basis points of the published fare. */
  value: number;
  basis: MarkupBasis;
  sector: Sector;
  /** 1 one-way, 2 return, 3 multi-city; null = every journey type. */
  journeyType: 1 | 2 | 3 | null;
  /** An optional discount given with this rule. */
  discountValueType: ValueType | null;
  discountValue: number;
  createdAt: Date;
};

/** What the fare engine needs to know about the trip to pick and apply a rule. */
export type PricingTrip = {
  isDomestic: boolean;
  journeyType: 1 | 2 | 3;
  /** The validating (first) airline of the fare. */
  airlineCode: string;
  /** Flight segments across all legs. */
  segmentCount: number;
  adults: number;
  children: number;
  infants: number;
};

/** Site settings in basis points, and the legal entity's TDS switch. */
export type PricingRates = { gstOnMarkupBps: number; tdsOnCommissionBps: number; isTdsDeductable: boolean };
