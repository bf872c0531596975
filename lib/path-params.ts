/**
 * A page's path parameter as text, or null when it is not valid percent-encoding ("%E0%A4%A"):
 * such a path names no page, so the page answers its not-found page instead of throwing (a 500).
 */
export function decodePathParam(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
