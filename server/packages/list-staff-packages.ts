import "server-only";
import { desc } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { packages } from "@/db/schema/packages";
import { loadImages, toCard } from "./package-rows";

/** GET /api/packages/manage/list: every package of this site for the back office, newest first. */
export async function listStaffPackages(db: SiteDb) {
  const rows = await db.db.select().from(packages).where(db.where(packages)).orderBy(desc(packages.id));
  const images = await loadImages(
    db,
    db.siteId,
    rows.map((r) => r.id),
  );
  return { result: rows.map((r) => ({ ...toCard(r, images.get(r.id) ?? [], null), imageCount: images.get(r.id)?.length ?? 0 })) };
}
