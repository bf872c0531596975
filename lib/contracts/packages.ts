/** Holiday packages and their images (issue 15; spec 001 sections 1, 2, 9; decision 0044). Enquiries: ./package-enquiries.ts. */
import { z } from "zod";
import { Messages } from "@/lib/constants";
import { PACKAGE_CURRENCIES, PACKAGE_IMAGE_MAX_BYTES, PACKAGE_MAX_DAYS, PACKAGE_MAX_NIGHTS } from "@/lib/packages/constants";
import { base64Image, bodyId, id, MAX_DB_INT } from "./common";
import { defineEndpoint } from "./http";

export const PackageMessages = {
  notFound: "Package not found",
  imageNotFound: "Image not found",
  created: "Package created successfully",
  updated: "Package updated successfully",
  invalidDate: "Enter a date as YYYY-MM-DD",
  tillBeforeFrom: "Valid till must not be before valid from",
  nightsMoreThanDays: "Nights must not be more than days",
  invalidCurrency: `Currency must be one of: ${PACKAGE_CURRENCIES.join(", ")}`,
  planDayOrder: "Plan days must be numbered 1, 2, 3… in order",
  planTooLong: "The plan has more days than the package",
  imageRequired: "Choose an image to upload",
  imageTooLarge: "The image must be at most 5 MB",
  imageNotImage: "Upload a PNG, JPEG or WebP image",
  tooManyImages: "A package keeps at most 12 images",
  imageUploaded: "Image uploaded",
  imagesReordered: "Images reordered",
  coverSet: "Cover image set",
  imageDeleted: "Image deleted",
  reorderMismatch: "List every image of the package exactly once",
} as const;

const whole = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null || Number.isNaN(i.input) ? Messages.required : "Must be a whole number") })
    .int({ error: "Must be a whole number" })
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` });
const required = (max: number) => z.string({ error: Messages.required }).trim().min(1, { error: Messages.required }).max(max, { error: `Must be at most ${max} characters` });
export const packageDate = () => z.iso.date({ error: (i) => (i.input === undefined || i.input === "" ? Messages.required : PackageMessages.invalidDate) });

const ZPlanDay = z.strictObject({ day: whole(1, PACKAGE_MAX_DAYS), title: required(120), description: z.string().trim().max(2000, { error: "Must be at most 2000 characters" }) });
const ZLines = z.array(z.string().trim().min(1, { error: Messages.required }).max(200, { error: "Must be at most 200 characters" })).max(30, { error: "At most 30 lines" });

export const ZPackageInput = z
  .strictObject({
    name: required(120),
    destination: required(80),
    days: whole(1, PACKAGE_MAX_DAYS),
    nights: whole(0, PACKAGE_MAX_NIGHTS),
    plan: z.array(ZPlanDay).max(PACKAGE_MAX_DAYS, { error: PackageMessages.planTooLong }),
    inclusions: ZLines,
    exclusions: ZLines,
    /** Per person, in minor units of `currency`. */
    priceFrom: whole(0, MAX_DB_INT),
    currency: z.enum(PACKAGE_CURRENCIES, { error: PackageMessages.invalidCurrency }),
    validFrom: packageDate(),
    validTill: packageDate(),
    isPublished: z.boolean({ error: "Must be true or false" }),
  })
  .superRefine((v, ctx) => {
    if (v.nights > v.days) ctx.addIssue({ code: "custom", path: ["nights"], message: PackageMessages.nightsMoreThanDays });
    if (v.validTill < v.validFrom) ctx.addIssue({ code: "custom", path: ["validTill"], message: PackageMessages.tillBeforeFrom });
    if (v.plan.length > v.days) ctx.addIssue({ code: "custom", path: ["plan"], message: PackageMessages.planTooLong });
    else if (v.plan.some((d, i) => d.day !== i + 1)) ctx.addIssue({ code: "custom", path: ["plan"], message: PackageMessages.planDayOrder });
  });
export type TPackageInput = z.input<typeof ZPackageInput>;

export const ZUpdatePackage = z.intersection(z.strictObject({ packageId: bodyId() }), ZPackageInput);

const ZImage = z.object({ imageId: z.number(), position: z.number(), isCover: z.boolean(), url: z.string(), thumbUrl: z.string(), width: z.number(), height: z.number() });
export type TPackageImage = z.infer<typeof ZImage>;

export const ZPackage = z.object({
  packageId: z.number(),
  siteId: z.number(),
  name: z.string(),
  destination: z.string(),
  days: z.number(),
  nights: z.number(),
  plan: z.array(z.object({ day: z.number(), title: z.string(), description: z.string() })),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  priceFrom: z.number(),
  currency: z.string(),
  validFrom: z.string(),
  validTill: z.string(),
  isPublished: z.boolean(),
  /** The supplier's company name when the package comes from a TourPackages supplier, else null. */
  supplierName: z.string().nullable(),
  coverUrl: z.string().nullable(),
  images: z.array(ZImage),
});
export type TPackage = z.infer<typeof ZPackage>;

export const ZPackageCard = ZPackage.omit({ plan: true, inclusions: true, exclusions: true, images: true });
export type TPackageCard = z.infer<typeof ZPackageCard>;

/** Budget and duration filters of /packages. */
export const ZPublicPackagesQuery = z.strictObject({
  destination: z.string().trim().max(80, { error: "Must be at most 80 characters" }).optional(),
  budgetMax: z.coerce.number({ error: "Must be a number" }).int({ error: "Must be a whole number" }).min(0, { error: "Must be at least 0" }).max(MAX_DB_INT, { error: `Must be at most ${MAX_DB_INT}` }).optional(),
  minNights: z.coerce.number({ error: "Must be a number" }).int({ error: "Must be a whole number" }).min(0, { error: "Must be at least 0" }).max(PACKAGE_MAX_NIGHTS, { error: `Must be at most ${PACKAGE_MAX_NIGHTS}` }).optional(),
  maxNights: z.coerce.number({ error: "Must be a number" }).int({ error: "Must be a whole number" }).min(0, { error: "Must be at least 0" }).max(PACKAGE_MAX_NIGHTS, { error: `Must be at most ${PACKAGE_MAX_NIGHTS}` }).optional(),
});
export type TPublicPackagesQuery = z.infer<typeof ZPublicPackagesQuery>;

export const listPublicPackagesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/packages/list",
  summary:
    "The site's published packages valid today, and those of its approved TourPackages suppliers (supplierName set), filtered by destination (contains), budgetMax (price from per person, minor units of the site's currency: a package in another currency is converted at the site's exchange rate, and left out without one) and nights (minNights..maxNights); cheapest first. Lock mode: anonymous callers of a locked site get 401.",
  tag: "packages",
  auth: "public",
  query: ZPublicPackagesQuery,
  response: z.object({ result: z.array(ZPackageCard), destinations: z.array(z.string()) }),
});

export const ZPackageIdQuery = z.strictObject({ packageId: id() });

export const getPublicPackageEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/packages/details",
  summary: "One published package (the site's own or an approved TourPackages supplier's) with its plan, inclusions, exclusions and gallery. Another site's package is 404.",
  tag: "packages",
  auth: "public",
  query: ZPackageIdQuery,
  response: ZPackage,
});

export const listStaffPackagesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/packages/manage/list",
  summary: "Staff: every package of this site, published or not, with its image count.",
  tag: "packages",
  auth: "user",
  permission: "packages.catalogue.edit",
  response: z.object({ result: z.array(ZPackageCard.extend({ imageCount: z.number() })) }),
});

export const getStaffPackageEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/packages/manage/details",
  summary: "Staff: one package of this site, published or not, for editing. Another site's package is 404.",
  tag: "packages",
  auth: "user",
  permission: "packages.catalogue.edit",
  query: ZPackageIdQuery,
  response: ZPackage,
});

export const createPackageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/manage/create",
  summary: `Staff create a package: name, destination, days and nights (at most ${PACKAGE_MAX_DAYS}, nights not more than days), a day-by-day plan, inclusions, exclusions, price from per person (minor units) and currency, validity, published flag. 'Package created successfully'.`,
  tag: "packages",
  auth: "user",
  permission: "packages.catalogue.edit",
  body: ZPackageInput,
  response: z.object({ packageId: z.number(), message: z.string() }),
});

export const updatePackageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/manage/update",
  summary: "Staff edit a package of this site (every field as on create, plus packageId). 'Package updated successfully'; another site's package is 404.",
  tag: "packages",
  auth: "user",
  permission: "packages.catalogue.edit",
  body: ZUpdatePackage,
  response: z.object({ packageId: z.number(), message: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Images (/user/package/manage_package_images/{_id})

export const ZUploadPackageImage = z.strictObject({
  packageId: bodyId(),
  /** Base64 of the image bytes (a data: URL prefix is accepted and dropped). */
  image: base64Image(PACKAGE_IMAGE_MAX_BYTES, { required: PackageMessages.imageRequired, tooLarge: PackageMessages.imageTooLarge, notImage: PackageMessages.imageNotImage }),
});

const ZImagesAnswer = z.object({ images: z.array(ZImage), message: z.string() });

export const listPackageImagesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/packages/images/list",
  summary: "Staff: a package's images in gallery order, the cover marked.",
  tag: "packages",
  auth: "user",
  permission: "packages.catalogue.manageImages",
  query: ZPackageIdQuery,
  response: z.object({ images: z.array(ZImage) }),
});

export const uploadPackageImageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/images/upload",
  summary:
    "Staff add one image to a package (the screen sends several one after another): base64 bytes, at most 5 MB; the type is read from the bytes (PNG, JPEG or WebP only); stored as a 1600x1200 gallery image and a 480x360 thumbnail (never enlarged) in the file store (local disk, or S3-compatible storage when configured). The first image becomes the cover. At most 12 images.",
  tag: "packages",
  auth: "user",
  permission: "packages.catalogue.manageImages",
  body: ZUploadPackageImage,
  maxBodyBytes: 7 * 1024 * 1024,
  response: ZImagesAnswer,
});

export const reorderPackageImagesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/images/reorder",
  summary: "Staff put a package's images in a new order: imageIds lists every image of the package exactly once.",
  tag: "packages",
  auth: "user",
  permission: "packages.catalogue.manageImages",
  body: z.strictObject({ packageId: bodyId(), imageIds: z.array(bodyId(), { error: Messages.required }).min(1, { error: Messages.required }).max(50, { error: "At most 50 images" }) }),
  response: ZImagesAnswer,
});

export const ZImageRef = z.strictObject({ packageId: bodyId(), imageId: bodyId() });

export const setPackageCoverEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/images/setCover",
  summary: "Staff make one image the package's cover (cards show it).",
  tag: "packages",
  auth: "user",
  permission: "packages.catalogue.manageImages",
  body: ZImageRef,
  response: ZImagesAnswer,
});

export const deletePackageImageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/images/delete",
  summary: "Staff delete an image (its stored bytes go too); when it was the cover, the first remaining image becomes the cover.",
  tag: "packages",
  auth: "user",
  permission: "packages.catalogue.manageImages",
  body: ZImageRef,
  response: ZImagesAnswer,
});
