/**
 * The project's own curation, applied by scripts/build-reference-data.ts on top of the open data
 * sets (docs/data-sources.md lists every source and what is corrected here, and why).
 */

/** IATA metropolitan area codes: one city code (and city name) for several airports. */
export const METRO_CITIES: { code: string; name: string; airports: string[] }[] = [
  { code: "LON", name: "London", airports: ["LHR", "LGW", "STN", "LTN", "LCY", "SEN"] },
  { code: "NYC", name: "New York", airports: ["JFK", "LGA", "EWR"] },
  { code: "TYO", name: "Tokyo", airports: ["HND", "NRT"] },
  { code: "PAR", name: "Paris", airports: ["CDG", "ORY", "BVA"] },
  { code: "RIO", name: "Rio de Janeiro", airports: ["GIG", "SDU"] },
  { code: "MIL", name: "Milan", airports: ["MXP", "LIN", "BGY"] },
  { code: "ROM", name: "Rome", airports: ["FCO", "CIA"] },
  { code: "STO", name: "Stockholm", airports: ["ARN", "BMA", "NYO", "VST"] },
  { code: "OSA", name: "Osaka", airports: ["KIX", "ITM", "UKB"] },
  { code: "SEL", name: "Seoul", airports: ["ICN", "GMP"] },
  { code: "BJS", name: "Beijing", airports: ["PEK", "PKX"] },
  { code: "SHA", name: "Shanghai", airports: ["PVG", "SHA"] },
  { code: "MOW", name: "Moscow", airports: ["SVO", "DME", "VKO", "ZIA"] },
  { code: "CHI", name: "Chicago", airports: ["ORD", "MDW", "RFD"] },
  { code: "WAS", name: "Washington", airports: ["IAD", "DCA", "BWI"] },
  { code: "BUE", name: "Buenos Aires", airports: ["EZE", "AEP"] },
  { code: "SAO", name: "São Paulo", airports: ["GRU", "CGH", "VCP"] },
  { code: "YTO", name: "Toronto", airports: ["YYZ", "YTZ"] },
  { code: "YMQ", name: "Montreal", airports: ["YUL"] },
  { code: "DTT", name: "Detroit", airports: ["DTW"] },
  { code: "HOU", name: "Houston", airports: ["IAH", "HOU"] },
  { code: "DFW", name: "Dallas", airports: ["DFW", "DAL"] },
  { code: "JKT", name: "Jakarta", airports: ["CGK", "HLP"] },
  { code: "BUH", name: "Bucharest", airports: ["OTP", "BBU"] },
  { code: "TCI", name: "Tenerife", airports: ["TFS", "TFN"] },
  { code: "REK", name: "Reykjavik", airports: ["KEF", "RKV"] },
  { code: "BHZ", name: "Belo Horizonte", airports: ["CNF", "PLU"] },
  { code: "SPK", name: "Sapporo", airports: ["CTS", "OKD"] },
  { code: "NGO", name: "Nagoya", airports: ["NGO", "NKM"] },
  { code: "IST", name: "Istanbul", airports: ["IST", "SAW", "ISL"] },
  { code: "BKK", name: "Bangkok", airports: ["BKK", "DMK"] },
  { code: "KUL", name: "Kuala Lumpur", airports: ["KUL", "SZB"] },
  { code: "DXB", name: "Dubai", airports: ["DXB", "DWC"] },
  { code: "TPE", name: "Taipei", airports: ["TPE", "TSA"] },
  { code: "MEX", name: "Mexico City", airports: ["MEX", "NLU"] },
  { code: "THR", name: "Tehran", airports: ["IKA", "THR"] },
  { code: "BRU", name: "Brussels", airports: ["BRU", "CRL"] },
  { code: "VCE", name: "Venice", airports: ["VCE", "TSF"] },
  { code: "BOM", name: "Mumbai", airports: ["BOM", "NMI"] },
  { code: "DEL", name: "Delhi", airports: ["DEL", "HDO"] },
  { code: "GOI", name: "Goa", airports: ["GOI", "GOX"] },
  { code: "CTU", name: "Chengdu", airports: ["CTU", "TFU"] },
];

/** City names where OurAirports' municipality is a district, suburb or local spelling (airport code -> city). */
export const CITY_NAMES: Record<string, string> = {
  ACA: "Acapulco", ACE: "Lanzarote", ASU: "Asunción", BJX: "León", BLR: "Bengaluru", BOD: "Bordeaux", BON: "Bonaire",
  BSL: "Basel", CAN: "Guangzhou", CAY: "Cayenne", CEB: "Cebu", CGN: "Cologne", CKG: "Chongqing", CSX: "Changsha",
  CTU: "Chengdu", CUN: "Cancún", CVG: "Cincinnati", CZM: "Cozumel", DGO: "Durango", DJJ: "Jayapura", DLC: "Dalian",
  DMM: "Dammam", FNA: "Freetown", FRA: "Frankfurt", FUE: "Fuerteventura", GDL: "Guadalajara", GLA: "Glasgow",
  HAK: "Haikou", HAN: "Hanoi", HKG: "Hong Kong", IBZ: "Ibiza", ISB: "Islamabad", KBP: "Kyiv", KHH: "Kaohsiung",
  KWE: "Guiyang", KWL: "Guilin", LHW: "Lanzhou", LPA: "Gran Canaria", MFM: "Macau", MID: "Mérida", MLA: "Malta",
  MRU: "Mauritius", MTY: "Monterrey", MVD: "Montevideo", MWX: "Muan", MZT: "Mazatlán", NAP: "Naples",
  NNG: "Nanning", NQZ: "Astana", PBM: "Paramaribo", PNH: "Phnom Penh", PTY: "Panama City", PVD: "Providence",
  PVR: "Puerto Vallarta", RUN: "Saint-Denis", SAL: "San Salvador", SDJ: "Sendai", SHE: "Shenyang", SHO: "Manzini",
  SID: "Sal", SJD: "San José del Cabo", SYX: "Sanya", SZX: "Shenzhen", TAO: "Qingdao", TFU: "Chengdu",
  TIJ: "Tijuana", TLC: "Toluca", TLS: "Toulouse", TRN: "Turin", UBN: "Ulaanbaatar", UPG: "Makassar",
  VRA: "Varadero", VRN: "Verona", VVO: "Vladivostok", XIY: "Xi'an", LED: "Saint Petersburg",
  KQH: "Ajmer", COK: "Kochi", TRV: "Thiruvananthapuram", COH: "Cooch Behar", RUP: "Rupsi",
  RJA: "Rajahmundry", VGA: "Vijayawada", SAG: "Shirdi", IXI: "North Lakhimpur", KJB: "Kurnool", IXD: "Prayagraj",
  DHM: "Dharamshala", CCJ: "Kozhikode",
};

/**
 * Airports with scheduled passenger service that the OurAirports package leaves out (it carries
 * medium and large airports only, and lacks a few). Their details come from mwgg's airport list.
 */
export const SUPPLEMENT_AIRPORTS = ["RPR", "TIR", "DIU", "MYQ", "SLV", "IXT", "TEI", "RUP", "COH", "PYB"];

/** Airports opened after the sources' snapshots (coordinates rounded to about 1 km). */
export const MANUAL_AIRPORTS = [
  { code: "NMI", name: "Navi Mumbai International Airport", city: "Navi Mumbai", countryCode: "IN", latitude: 18.99, longitude: 73.07 },
  { code: "JRG", name: "Veer Surendra Sai Airport", city: "Jharsuguda", countryCode: "IN", latitude: 21.914, longitude: 84.05 },
  { code: "HDO", name: "Hindon Airport", city: "Ghaziabad", countryCode: "IN", latitude: 28.707, longitude: 77.359 },
];

/**
 * Countries whose airports all keep one zone whatever the map says: China's airports (Xinjiang too)
 * publish schedules in Beijing time; northern Vietnam maps to Asia/Bangkok, the same offset.
 */
export const AVIATION_TIMEZONES: Record<string, string> = { CN: "Asia/Shanghai", VN: "Asia/Ho_Chi_Minh" };

/** Shown by the airport autocomplete for an empty query, in this order. */
export const POPULAR_AIRPORTS = [
  "DEL", "BOM", "BLR", "MAA", "CCU", "HYD", "GOI", "COK", "AMD", "PNQ", "DXB", "SIN", "LHR",
  "JFK", "DOH", "BKK", "KUL", "CDG", "FRA", "HKG", "SYD", "NRT", "IST", "AUH", "JED",
];

/** Low-cost carriers by IATA code (everything else is treated as full-service). */
export const LCC_AIRLINES = new Set([
  // India
  "6E", "IX", "SG", "QP", "I5", "G8",
  // Middle East, Türkiye, Central Asia, Russia
  "FZ", "G9", "3L", "3O", "E5", "J9", "XY", "F3", "OV", "PC", "VF", "XQ", "DP", "FS",
  // South-East and East Asia, Oceania
  "AK", "D7", "FD", "QZ", "Z2", "XJ", "TR", "3K", "JQ", "GK", "VJ", "5J", "DG", "JT", "SL", "IW", "QG",
  "DD", "9C", "IJ", "MM", "BC", "ZG", "7C", "LJ", "TW", "BX", "ZE", "RS", "UO", "IT", "8L", "AQ",
  // Europe
  "FR", "RK", "U2", "EC", "DS", "W6", "W4", "W9", "5W", "VY", "V7", "HV", "TO", "EW", "DY", "D8", "LS", "I2",
  // Americas
  "WN", "B6", "NK", "F9", "G4", "SY", "MX", "XP", "F8", "Y4", "VB", "G3", "AD", "JA", "H2", "FO",
  // Africa, South Asia
  "FA", "PA", "9P",
]);

/**
 * Corrections to OpenFlights' airline list, whose `active` flag and names lag reality: a name
 * replaces the source's (a code reassigned to another carrier, or a rebrand); null drops a carrier
 * that no longer flies. A named code the source lacks is added.
 */
export const AIRLINE_NAMES: Record<string, string | null> = {
  "6E": "IndiGo", IX: "Air India Express", SG: "SpiceJet", QP: "Akasa Air", I5: "AIX Connect", G8: "Go First",
  AI: "Air India", UK: "Vistara", "9I": "Alliance Air", S5: "Star Air", IC: "Fly91", S9: "Flybig",
  IT: "Tigerair Taiwan", AZ: "ITA Airways", AQ: "9 Air", KM: "KM Malta Airlines", JM: "Jambojet",
  FZ: "flydubai", EK: "Emirates", QR: "Qatar Airways", EY: "Etihad Airways", SQ: "Singapore Airlines",
  LH: "Lufthansa", BA: "British Airways", TK: "Turkish Airlines", SV: "Saudia", WY: "Oman Air",
  UL: "SriLankan Airlines", BG: "Biman Bangladesh Airlines", KU: "Kuwait Airways", GF: "Gulf Air",
  "9W": null, S2: null, I7: null, "9H": null, G1: null, LB: null, OP: null, "2S": null, CD: null,
  AB: null, HP: null, AN: null, ZI: null, JP: null, VV: null, AP: null, EL: null, XM: null,
  KI: null, NM: null, DR: null, "8A": null, PL: null, PE: null, BM: null, VD: null, "6G": null, GS: null,
  BD: null, DI: null, HG: null, VP: null, EQ: null, MJ: null, J4: null, N1: null, ZZ: null,
  XP: "Avelo Airlines", VR: "Cabo Verde Airlines", KY: "Kunming Airlines",
};

/** OurAirports' Indian region codes that differ from ISO 3166-2:IN, and names to tidy. */
export const STATE_FIXES: Record<string, { code?: string; name?: string }> = {
  "IN-MM": { code: "MH" },
  "IN-OR": { code: "OD" },
  "IN-CT": { code: "CG" },
  "IN-UT": { code: "UK" },
  "IN-PY": { name: "Puducherry" },
  "IN-DL": { name: "Delhi" },
};

/** Demonyms the nationality package lacks or gets wrong (they win over the package). */
export const NATIONALITY_NAMES: Record<string, string> = {
  AI: "Anguillan", AS: "American Samoan", AW: "Aruban", XK: "Kosovar", SS: "South Sudanese",
  CW: "Curaçaoan", SX: "Sint Maartener", BQ: "Bonairean", BL: "Saint Barthélemy Islander",
  MF: "Saint-Martinoise", GG: "Channel Islander", JE: "Channel Islander", IM: "Manx",
  AE: "Emirati", AG: "Antiguan", AR: "Argentine", BA: "Bosnian", WF: "Wallis and Futuna Islander",
  TM: "Turkmen", YE: "Yemeni", SK: "Slovak", MV: "Maldivian", DJ: "Djiboutian", PS: "Palestinian",
  VA: "Vatican", EC: "Ecuadorian", HK: "Hong Konger", MO: "Macanese", BM: "Bermudian",
};
