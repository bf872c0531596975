import "server-only";

/** An airport the simulated supplier serves. `weight` (1-10) is how busy it is; it drives frequencies. */
export type SimAirport = {
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  lat: number;
  lon: number;
  timeZone: string;
  weight: number;
  /** Terminal for domestic flights, for international flights, and per airline (overrides both). */
  terminals: { domestic?: string; international?: string; byAirline?: Record<string, string> };
};

type Row = [code: string, name: string, cityCode: string, cityName: string, country: "IN" | string, lat: number, lon: number, weight: number, terminals?: SimAirport["terminals"]];

const COUNTRIES: Record<string, { name: string; timeZone: string }> = {
  IN: { name: "India", timeZone: "Asia/Kolkata" },
  AE: { name: "United Arab Emirates", timeZone: "Asia/Dubai" },
  QA: { name: "Qatar", timeZone: "Asia/Qatar" },
  SG: { name: "Singapore", timeZone: "Asia/Singapore" },
  TH: { name: "Thailand", timeZone: "Asia/Bangkok" },
  MY: { name: "Malaysia", timeZone: "Asia/Kuala_Lumpur" },
  GB: { name: "United Kingdom", timeZone: "Europe/London" },
  DE: { name: "Germany", timeZone: "Europe/Berlin" },
  FR: { name: "France", timeZone: "Europe/Paris" },
  US: { name: "United States", timeZone: "America/New_York" },
  HK: { name: "Hong Kong", timeZone: "Asia/Hong_Kong" },
  AU: { name: "Australia", timeZone: "Australia/Sydney" },
  OM: { name: "Oman", timeZone: "Asia/Muscat" },
  NP: { name: "Nepal", timeZone: "Asia/Kathmandu" },
  LK: { name: "Sri Lanka", timeZone: "Asia/Colombo" },
  MV: { name: "Maldives", timeZone: "Indian/Maldives" },
};

const ROWS: Row[] = [
  // India
  ["DEL", "Indira Gandhi International Airport", "DEL", "Delhi", "IN", 28.5665, 77.1031, 10, { domestic: "T1", international: "T3", byAirline: { AI: "T3", UK: "T3", IX: "T3", "6E": "T2" } }],
  ["BOM", "Chhatrapati Shivaji Maharaj International Airport", "BOM", "Mumbai", "IN", 19.0896, 72.8656, 10, { domestic: "T1", international: "T2", byAirline: { AI: "T2", UK: "T2", IX: "T2" } }],
  ["BLR", "Kempegowda International Airport", "BLR", "Bengaluru", "IN", 13.1986, 77.7066, 9, { domestic: "T1", international: "T2", byAirline: { AI: "T2", UK: "T2", IX: "T2" } }],
  ["MAA", "Chennai International Airport", "MAA", "Chennai", "IN", 12.9941, 80.1709, 7, { domestic: "T1", international: "T2" }],
  ["CCU", "Netaji Subhas Chandra Bose International Airport", "CCU", "Kolkata", "IN", 22.6547, 88.4467, 7, { domestic: "T2", international: "T2" }],
  ["HYD", "Rajiv Gandhi International Airport", "HYD", "Hyderabad", "IN", 17.2403, 78.4294, 7, { domestic: "T1", international: "T1" }],
  ["GOI", "Dabolim Airport", "GOI", "Goa", "IN", 15.3808, 73.8314, 4],
  ["GOX", "Manohar International Airport", "GOX", "Goa", "IN", 15.7444, 73.8631, 3],
  ["COK", "Cochin International Airport", "COK", "Kochi", "IN", 10.152, 76.4019, 5, { domestic: "T1", international: "T3" }],
  ["AMD", "Sardar Vallabhbhai Patel International Airport", "AMD", "Ahmedabad", "IN", 23.0772, 72.6347, 5, { domestic: "T1", international: "T2" }],
  ["PNQ", "Pune International Airport", "PNQ", "Pune", "IN", 18.5822, 73.9197, 5],
  ["JAI", "Jaipur International Airport", "JAI", "Jaipur", "IN", 26.8242, 75.8122, 4, { domestic: "T2", international: "T2" }],
  ["LKO", "Chaudhary Charan Singh International Airport", "LKO", "Lucknow", "IN", 26.7606, 80.8893, 4, { domestic: "T3", international: "T3" }],
  ["PAT", "Jay Prakash Narayan International Airport", "PAT", "Patna", "IN", 25.5913, 85.088, 3],
  ["GAU", "Lokpriya Gopinath Bordoloi International Airport", "GAU", "Guwahati", "IN", 26.1061, 91.5859, 4],
  ["IXC", "Shaheed Bhagat Singh International Airport", "IXC", "Chandigarh", "IN", 30.6735, 76.7885, 3],
  ["SXR", "Sheikh ul-Alam International Airport", "SXR", "Srinagar", "IN", 33.9871, 74.7742, 3],
  ["TRV", "Trivandrum International Airport", "TRV", "Thiruvananthapuram", "IN", 8.4821, 76.9201, 3, { domestic: "T1", international: "T2" }],
  ["IXB", "Bagdogra Airport", "IXB", "Siliguri", "IN", 26.6812, 88.3286, 3],
  ["BBI", "Biju Patnaik International Airport", "BBI", "Bhubaneswar", "IN", 20.2444, 85.8178, 3, { domestic: "T1", international: "T2" }],
  ["VNS", "Lal Bahadur Shastri International Airport", "VNS", "Varanasi", "IN", 25.4524, 82.8593, 3],
  ["NAG", "Dr. Babasaheb Ambedkar International Airport", "NAG", "Nagpur", "IN", 21.0922, 79.0472, 3],
  ["IDR", "Devi Ahilya Bai Holkar Airport", "IDR", "Indore", "IN", 22.7218, 75.8011, 3],
  ["ATQ", "Sri Guru Ram Dass Jee International Airport", "ATQ", "Amritsar", "IN", 31.7096, 74.7973, 3],
  ["CJB", "Coimbatore International Airport", "CJB", "Coimbatore", "IN", 11.03, 77.0434, 3],
  ["VTZ", "Visakhapatnam International Airport", "VTZ", "Visakhapatnam", "IN", 17.7212, 83.2245, 3],
  ["IXR", "Birsa Munda Airport", "IXR", "Ranchi", "IN", 23.3143, 85.3217, 2],
  ["UDR", "Maharana Pratap Airport", "UDR", "Udaipur", "IN", 24.6177, 73.8961, 2],
  // International
  ["DXB", "Dubai International Airport", "DXB", "Dubai", "AE", 25.2532, 55.3657, 10, { international: "T1", byAirline: { EK: "T3" } }],
  ["AUH", "Zayed International Airport", "AUH", "Abu Dhabi", "AE", 24.433, 54.6511, 6, { international: "A" }],
  ["SHJ", "Sharjah International Airport", "SHJ", "Sharjah", "AE", 25.3286, 55.5172, 5, { international: "T1" }],
  ["DOH", "Hamad International Airport", "DOH", "Doha", "QA", 25.2731, 51.6081, 7],
  ["SIN", "Singapore Changi Airport", "SIN", "Singapore", "SG", 1.3644, 103.9915, 8, { international: "T1", byAirline: { SQ: "T3", AI: "T2", LH: "T2", "6E": "T1" } }],
  ["BKK", "Suvarnabhumi Airport", "BKK", "Bangkok", "TH", 13.69, 100.7501, 7],
  ["KUL", "Kuala Lumpur International Airport", "KUL", "Kuala Lumpur", "MY", 2.7456, 101.7072, 5, { international: "T1" }],
  ["LHR", "Heathrow Airport", "LON", "London", "GB", 51.47, -0.4543, 9, { international: "T2", byAirline: { BA: "T5", EK: "T3", QR: "T4", EY: "T4" } }],
  ["FRA", "Frankfurt Airport", "FRA", "Frankfurt", "DE", 50.0379, 8.5622, 6, { international: "T1", byAirline: { EK: "T2", QR: "T2", BA: "T2", EY: "T2" } }],
  ["CDG", "Paris Charles de Gaulle Airport", "PAR", "Paris", "FR", 49.0097, 2.5479, 5, { international: "2C", byAirline: { LH: "1", QR: "1", SQ: "1", TG: "1" } }],
  ["JFK", "John F. Kennedy International Airport", "NYC", "New York", "US", 40.6413, -73.7781, 5, { international: "T4", byAirline: { BA: "T8", QR: "T8", LH: "T1" } }],
  ["HKG", "Hong Kong International Airport", "HKG", "Hong Kong", "HK", 22.308, 113.9185, 5, { international: "T1" }],
  ["SYD", "Sydney Kingsford Smith Airport", "SYD", "Sydney", "AU", -33.9399, 151.1753, 4, { international: "T1" }],
  ["MCT", "Muscat International Airport", "MCT", "Muscat", "OM", 23.5933, 58.2844, 4],
  ["KTM", "Tribhuvan International Airport", "KTM", "Kathmandu", "NP", 27.6966, 85.3591, 4, { international: "I" }],
  ["CMB", "Bandaranaike International Airport", "CMB", "Colombo", "LK", 7.1808, 79.8841, 4],
  ["MLE", "Velana International Airport", "MLE", "Male", "MV", 4.1918, 73.529, 3],
];

export const SIM_AIRPORTS: ReadonlyMap<string, SimAirport> = new Map(
  ROWS.map(([code, name, cityCode, cityName, countryCode, lat, lon, weight, terminals]) => {
    const country = COUNTRIES[countryCode];
    return [code, { code, name, cityCode, cityName, countryCode, countryName: country.name, lat, lon, timeZone: country.timeZone, weight, terminals: terminals ?? {} }];
  }),
);

export const findAirport = (code: string): SimAirport | undefined => SIM_AIRPORTS.get(code.toUpperCase());

export const isIndian = (airport: SimAirport): boolean => airport.countryCode === "IN";

/** The terminal an airline uses at an airport, for a domestic or an international flight. */
export function terminalFor(airport: SimAirport, airlineCode: string, isInternationalFlight: boolean): string {
  const t = airport.terminals;
  return t.byAirline?.[airlineCode] ?? (isInternationalFlight ? (t.international ?? t.domestic) : (t.domestic ?? t.international)) ?? "";
}

const distanceCache = new Map<string, number>();

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(a: SimAirport, b: SimAirport): number {
  const key = a.code < b.code ? `${a.code}${b.code}` : `${b.code}${a.code}`;
  const cached = distanceCache.get(key);
  if (cached !== undefined) return cached;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  const km = Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
  distanceCache.set(key, km);
  return km;
}

/** Block time: great-circle distance at ~800 km/h plus 30 minutes, to 5 minutes. */
export function blockMinutes(km: number): number {
  return Math.max(45, Math.round((km / 800) * 60 / 5) * 5 + 30);
}
