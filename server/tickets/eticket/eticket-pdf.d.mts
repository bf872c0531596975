export type ETicketPdfModel = {
  brandName: string;
  /** A PNG/JPEG data URL of the agent's or site's logo, or null. */
  logoData: string | null;
  title: string;
  /** [label, value] rows: PNR, status, issue date, contact. */
  facts: [string, string][];
  /** One row per flight: sector, flight, departure, arrival, class. */
  flights: { sector: string; flight: string; departure: string; arrival: string; detail: string }[];
  passengers: { name: string; ticketNumber: string; baggage: string; barcodes: { label: string; png: string }[] }[];
  /** [label, amount] rows and the total, or null when the price is hidden. */
  payment: { lines: [string, string][]; total: string; after: [string, string][] } | null;
  notes: string[];
  legal: string[];
};

export function renderETicketPdf(model: ETicketPdfModel): Promise<Buffer>;
