import { paxFareFor, type SupplierPassenger, type SupplierPaxType, type SupplierResult } from "@/server/suppliers/types";

/** Passengers for a result: `adults` adults (the first is lead), then children, then infants. */
export function passengersFor(result: SupplierResult, mix: { adults: number; children?: number; infants?: number }, extra: Partial<SupplierPassenger> = {}): SupplierPassenger[] {
  const out: SupplierPassenger[] = [];
  const add = (paxType: SupplierPaxType, n: number, dob: string, names: string[]) => {
    for (let i = 0; i < n; i++) {
      out.push({
        paxType,
        title: paxType === 1 ? (i % 2 === 0 ? "Mr" : "Mrs") : paxType === 2 ? "Miss" : "Mstr",
        firstName: names[i % names.length],
        lastName: "Sharma",
        gender: paxType === 1 && i % 2 === 1 ? 2 : 1,
        dateOfBirth: dob,
        contactNo: "9810001234",
        email: "rahul.sharma@example.test",
        addressLine1: "45 Prithviraj Road",
        city: "New Delhi",
        countryCode: "IN",
        countryName: "India",
        nationality: "IN",
        passportNo: "Z1234567",
        passportExpiry: "2032-01-01",
        passportIssueCountryCode: "IN",
        isLeadPax: out.length === 0,
        fare: paxFareFor(result.fare, paxType, i),
        ...extra,
      });
    }
  };
  add(1, mix.adults, "1985-03-15", ["Rahul", "Priya", "Amit", "Neha"]);
  add(2, mix.children ?? 0, "2018-06-01", ["Aarav", "Diya"]);
  add(3, mix.infants ?? 0, "2026-01-10", ["Kabir", "Anya"]);
  return out;
}
