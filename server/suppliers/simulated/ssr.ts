import "server-only";
import type { SupplierBaggageOption, SupplierMealOption, SupplierResult, SupplierSegment, SupplierSsrOptions } from "../types";

/**
 * Simulated SSR (reference/flight-suppliers.md section 1.5). LCC results sell prepaid bags and meals
 * per segment (first a free "no bag" / "no meal" row, as TBO's lists start); GDS results take free,
 * indicative meal and seat preferences. Prices depend only on the airline and the segment, so the
 * same result always offers the same options. Amounts in paise.
 */
const BAG_STEPS: [code: string, kg: number][] = [
  ["XBPA", 3],
  ["XBPB", 5],
  ["XBPC", 10],
  ["XBPD", 15],
  ["XBPE", 20],
  ["XBPF", 30],
];

const MEALS: [code: string, description: string, rupees: number][] = [
  ["VCSW", "Veg Club Sandwich", 350],
  ["CJSW", "Chicken Junglee Sandwich", 400],
  ["VBIR", "Veg Biryani", 450],
  ["CBIR", "Chicken Biryani", 500],
  ["JNML", "Jain Meal", 450],
];

export const GDS_MEAL_PREFERENCES = [
  { code: "VGML", description: "Vegetarian Vegan Meal" },
  { code: "AVML", description: "Asian Vegetarian Meal" },
  { code: "HNML", description: "Hindu (Non Vegetarian) Meal" },
  { code: "VJML", description: "Vegetarian Jain Meal" },
  { code: "MOML", description: "Muslim Meal" },
  { code: "DBML", description: "Diabetic Meal" },
  { code: "CHML", description: "Child Meal" },
  { code: "BBML", description: "Baby Meal" },
] as const;

export const GDS_SEAT_PREFERENCES = [
  { code: "A", description: "Aisle" },
  { code: "W", description: "Window" },
  { code: "NoSeat", description: "No preference" },
] as const;

const isDomesticSegment = (s: SupplierSegment) => s.origin.countryCode === "IN" && s.destination.countryCode === "IN";

function bagsFor(s: SupplierSegment): SupplierBaggageOption[] {
  const base = { currency: "INR", origin: s.origin.code, destination: s.destination.code, airlineCode: s.airlineCode, flightNumber: s.flightNumber, wayType: 1 as const, supplierKind: 2 };
  // Domestic prepaid excess about Rs 505/kg (IndiGo and Akasa's 5 kg ~ Rs 2,525), international about Rs 750/kg.
  const perKg = isDomesticSegment(s) ? 505 : 750;
  return [
    { ...base, code: "NoBaggage", description: "No excess baggage", weightKg: 0, price: 0 },
    ...BAG_STEPS.map(([code, kg]) => ({ ...base, code, description: `Prepaid excess baggage ${kg} Kg`, weightKg: kg, price: kg * perKg * 100 })),
  ];
}

function mealsFor(s: SupplierSegment): SupplierMealOption[] {
  const base = { currency: "INR", origin: s.origin.code, destination: s.destination.code, airlineCode: s.airlineCode, flightNumber: s.flightNumber, wayType: 1 as const, supplierKind: 2, quantity: 1 };
  const extra = isDomesticSegment(s) ? 0 : 150;
  return [
    { ...base, code: "NoMeal", description: "No meal", price: 0, quantity: 0 },
    ...MEALS.map(([code, description, rupees]) => ({ ...base, code, description, price: (rupees + extra) * 100 })),
  ];
}

export function simulatedSsr(result: SupplierResult): SupplierSsrOptions {
  const segments = result.segments.flat();
  if (!result.isLcc) return { isLcc: false, baggage: [], meals: [], mealPreferences: [...GDS_MEAL_PREFERENCES], seatPreferences: [...GDS_SEAT_PREFERENCES] };
  return { isLcc: true, baggage: segments.map(bagsFor), meals: segments.map(mealsFor), mealPreferences: [], seatPreferences: [] };
}
