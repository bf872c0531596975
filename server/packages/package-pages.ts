import "server-only";
import { createSiteDb } from "@/db/client";
import type { TPublicPackagesQuery } from "@/lib/contracts/packages";
import type { EnquiryStatus } from "@/lib/packages/constants";
import type { SiteRecord } from "@/server/sites/find-site";
import { findSubmittedEnquiry } from "./enquiry-rows";
import { findVisiblePackage } from "./get-public-package";
import { listEnquiries } from "./list-enquiries";
import { listMyEnquiries } from "./list-my-enquiries";
import { listPackageImages } from "./list-package-images";
import { listPublicPackages } from "./list-public-packages";
import { listStaffPackages } from "./list-staff-packages";
import { loadImages, toPackage } from "./package-rows";
import { getStaffPackage } from "./get-staff-package";

/*
 * The page side of the package use cases: the site's scoped client made here, so pages never
 * import db/. Each returns what its page renders; null where the page answers 404.
 */

export const packagesPage = (site: SiteRecord, filters: TPublicPackagesQuery) => listPublicPackages(createSiteDb(site.id), site, filters);

export async function packagePage(site: SiteRecord, packageId: number) {
  const db = createSiteDb(site.id);
  const found = await findVisiblePackage(db, site, packageId);
  if (!found) return null;
  const images = await loadImages(db, found.row.siteId, [found.row.id]);
  return toPackage(found.row, images.get(found.row.id) ?? [], found.supplierName);
}

export const submittedEnquiryPage = (site: SiteRecord, enquiryId: number) => findSubmittedEnquiry(createSiteDb(site.id), enquiryId);
export const staffPackagesPage = (site: SiteRecord) => listStaffPackages(createSiteDb(site.id));
export const staffPackagePage = (site: SiteRecord, packageId: number) => getStaffPackage(createSiteDb(site.id), packageId).catch(() => null);
export const packageImagesPage = (site: SiteRecord, packageId: number) => listPackageImages(createSiteDb(site.id), packageId).catch(() => null);
export const enquiriesPage = (site: SiteRecord, status?: EnquiryStatus) => listEnquiries(createSiteDb(site.id), { status });
export const myEnquiriesPage = (site: SiteRecord, userId: number) => listMyEnquiries(createSiteDb(site.id), userId);
