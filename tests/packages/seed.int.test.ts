import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { closeDb, systemDb } from "@/db/client";
import { packageImages, packages } from "@/db/schema/packages";
import { seedDemoPackages } from "@/db/seed/packages";
import { getFileStore } from "@/server/files/file-store";
import { createTestSite } from "../helpers/fixtures";

const uploads = mkdtempSync(path.join(tmpdir(), "wayfare-seed-packages-"));
process.env.WAYFARE_UPLOADS_DIR = uploads;

afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

describe("seedDemoPackages", () => {
  it("seeds published Dubai, Singapore and Thailand packages with two generated images each, once", async () => {
    const site = await createTestSite();
    await seedDemoPackages(systemDb, site.id);
    await seedDemoPackages(systemDb, site.id);
    const rows = await systemDb.select().from(packages).where(eq(packages.siteId, site.id));
    expect(new Set(rows.map((r) => r.destination))).toEqual(new Set(["Dubai", "Singapore", "Thailand"]));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.isPublished && r.plan.length === r.days)).toBe(true);
    const images = await systemDb.select().from(packageImages).where(eq(packageImages.siteId, site.id));
    expect(images).toHaveLength(8);
    expect(images.filter((i) => i.isCover)).toHaveLength(4);
    const bytes = await getFileStore().get(`site-${site.id}/packageImage/${images[0].thumbFileId}.png`);
    const meta = await sharp(bytes!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 480, 300]);
  });
});
