import "server-only";
import { users } from "@/db/schema/users";
import type { SiteDb } from "@/db/client";
import { getFileStore } from "@/server/files/file-store";
import { fileIdOfUrl, findUploadedFile } from "@/server/files/uploaded-files";

type Branded = { logoUrl: string | null };

/** The booking's agent's logo (users.taLogoUrl of a travel agent), else null. */
async function agentLogoUrl(db: SiteDb, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.db.select({ userType: users.userType, taLogoUrl: users.taLogoUrl }).from(users).where(db.byId(users, userId)).limit(1);
  return row?.userType === "travelAgent" && row.taLogoUrl ? row.taLogoUrl : null;
}

/** The site as the e-ticket page shows it: the agent's own logo (spec 000 User.taLogoUrl) in place of the site's, when they uploaded one. */
export async function withAgentLogo<S extends Branded>(db: SiteDb, site: S, booking: { userId: number | null }): Promise<S> {
  const logoUrl = await agentLogoUrl(db, booking.userId);
  return logoUrl ? { ...site, logoUrl } : site;
}

/**
 * The same for the email: mail clients cannot load a same-origin path, so an uploaded logo travels
 * inline as a data: URL (at most 400x160 PNG, a few KB), like the barcodes.
 */
export async function withAgentLogoForEmail<S extends Branded>(db: SiteDb, site: S, booking: { userId: number | null }): Promise<S> {
  const logoUrl = await agentLogoUrl(db, booking.userId);
  const fileId = fileIdOfUrl(logoUrl);
  if (!fileId) return logoUrl ? { ...site, logoUrl } : site;
  const file = await findUploadedFile(db, fileId);
  const bytes = file ? await getFileStore().get(file.storageKey) : null;
  return file && bytes ? { ...site, logoUrl: `data:${file.contentType};base64,${bytes.toString("base64")}` } : site;
}
