import sharp from "sharp";
import { createSiteDb, systemDb } from "@/db/client";
import { packageEnquiries, packageImages } from "@/db/schema/packages";
import { normalizeImage } from "@/server/files/normalize-image";
import { storeUploadedImage } from "@/server/files/uploaded-files";
import { insertPackage } from "../packages/package-world";

/** Site A's package (published), one image of it and an enquiry (issue 15): site B's callers must get 404. */
export async function createPackageContractRows(siteId: number, ownerUserId: number, tag: string) {
  const pkg = await insertPackage(siteId, { name: `Victim package ${tag}`, destination: `Victimland ${tag}` });
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#225588" } }).png().toBuffer();
  const db = createSiteDb(siteId);
  const image = (await normalizeImage(bytes, { width: 1600, height: 1200 }))!;
  const large = await storeUploadedImage(db, { ownerUserId, purpose: "packageImage", image });
  const thumb = await storeUploadedImage(db, { ownerUserId, purpose: "packageImage", image });
  const [img] = await systemDb
    .insert(packageImages)
    .values({ siteId, packageId: pkg.id, position: 0, isCover: true, fileId: large.id, thumbFileId: thumb.id, width: image.width, height: image.height, byteSize: image.bytes.length })
    .returning();
  const [enquiry] = await systemDb
    .insert(packageEnquiries)
    .values({ siteId, packageId: pkg.id, travelDate: "2099-01-15", adults: 2, contactName: `Victim enquirer ${tag}`, contactEmail: `enquirer-${tag}@example.test`, contactPhone: "9812345678", message: "" })
    .returning();
  return { pkg, image: img, enquiry, markers: [`Victim package ${tag}`, `Victim enquirer ${tag}`, `enquirer-${tag}@example.test`] };
}
