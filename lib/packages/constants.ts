/** Holiday packages and enquiries (issue 15, decision 0044): constants shared by the schema, contracts and screens. */

export const ENQUIRY_STATUSES = ["new", "in progress", "quoted", "converted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Spec 001 section 9: noOfDays and noOfNights maximum 90. */
export const PACKAGE_MAX_DAYS = 90;
export const PACKAGE_MAX_NIGHTS = 90;

/** One upload's bytes at most (decoded), and how many images a package keeps. */
export const PACKAGE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PACKAGE_IMAGE_MAX_COUNT = 12;
/** The stored sizes: the gallery image and the card thumbnail (never enlarged). */
export const PACKAGE_IMAGE_LARGE = { width: 1600, height: 1200 } as const;
export const PACKAGE_IMAGE_THUMB = { width: 480, height: 360 } as const;

export const PACKAGE_CURRENCIES = ["INR", "USD", "AED", "SGD", "THB", "EUR"] as const;

/** The public URL of a package page: /packages/{packageName}/{_id}, the name made URL-safe. */
export function packagePath(name: string, id: number): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "package";
  return `/packages/${slug}/${id}`;
}

export function enquirySubmittedPath(enquiryId: number, title?: string | null): string {
  return `/package/enquiry/submitted/${enquiryId}${title ? `?title=${encodeURIComponent(title)}` : ""}`;
}
