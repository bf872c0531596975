export type ETicketPdfModel = {
  brandName: string;
  /** The site's brand colour (sites.primaryColor): heading, rules. */
  brandColor: string;
  /** A PNG/JPEG data URL of the agent's or site's logo, or null. */
  logoData: string | null;
  title: string;
  /** [label, value] rows: PNR, status (the ticket queue's word), issue date, contact. */
  facts: [string, string][];
  /** One row per flight: sector, flight, departure and arrival (time, day, terminal "T1"), class. */
  flights: { sector: string; flight: string; departure: string; arrival: string; detail: string }[];
  /** `meals`: one "BOM-DEL meal: Veg meal" line per meal bought, as the e-ticket page shows them. */
  passengers: { name: string; ticketNumber: string; baggage: string; meals: string[]; barcodes: { label: string; png: string }[] }[];
  /** [label, amount] rows and the total (amounts with the currency's sign), or null when the price is hidden. */
  payment: { currency: string; lines: [string, string][]; total: string; after: [string, string][] } | null;
  notes: string[];
  legal: string[];
};

export function renderETicketPdf(model: ETicketPdfModel): Promise<Buffer>;
