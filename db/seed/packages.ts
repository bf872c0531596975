import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { getFileStore } from "../../server/files/file-store";
import type { Db } from "../client";
import { uploadedFiles } from "../schema/files";
import { packageImages, packages, type PackageDayPlan } from "../schema/packages";

/*
 * Demo holiday packages (issue 15): Dubai, Singapore and Thailand on Demo Travels, each with two
 * generated images (coloured shapes drawn by sharp; nothing downloads). Idempotent: a package is
 * found by its name and kept as it is.
 */

type DemoPackage = {
  name: string;
  destination: string;
  days: number;
  nights: number;
  priceFrom: number;
  plan: string[];
  inclusions: string[];
  exclusions: string[];
  palette: [string, string, string];
};

const DEMO_PACKAGES: DemoPackage[] = [
  {
    name: "Dubai Delights",
    destination: "Dubai",
    days: 5,
    nights: 4,
    priceFrom: 4_499_900,
    plan: ["Arrival and Dhow cruise dinner", "Dubai city tour and Burj Khalifa", "Desert safari with BBQ dinner", "Abu Dhabi day trip", "Departure"],
    inclusions: ["4 nights in a 4-star hotel", "Daily breakfast", "Airport transfers", "Tours as per the plan"],
    exclusions: ["Flights", "UAE visa", "Tourism Dirham fee"],
    palette: ["#f59e0b", "#fde68a", "#0ea5e9"],
  },
  {
    name: "Singapore Family Fun",
    destination: "Singapore",
    days: 6,
    nights: 5,
    priceFrom: 6_250_000,
    plan: ["Arrival and Night Safari", "City tour and Gardens by the Bay", "Sentosa island", "Universal Studios", "Day at leisure", "Departure"],
    inclusions: ["5 nights hotel", "Daily breakfast", "Sentosa and Universal Studios tickets", "Transfers on a sharing basis"],
    exclusions: ["Flights", "Singapore visa", "Lunches and dinners"],
    palette: ["#dc2626", "#fecaca", "#16a34a"],
  },
  {
    name: "Thailand Beach Escape",
    destination: "Thailand",
    days: 7,
    nights: 6,
    priceFrom: 3_899_900,
    plan: ["Arrival in Phuket", "Phi Phi island tour", "Day at leisure", "Transfer to Krabi", "Four-island tour", "Fly to Bangkok, city tour", "Departure"],
    inclusions: ["6 nights in beach resorts", "Daily breakfast", "Island tours with lunch", "Internal transfers"],
    exclusions: ["International flights", "Thailand visa on arrival fee"],
    palette: ["#0d9488", "#99f6e4", "#facc15"],
  },
  {
    name: "Dubai Luxury Stopover",
    destination: "Dubai",
    days: 3,
    nights: 2,
    priceFrom: 2_999_900,
    plan: ["Arrival and Marina cruise", "Burj Khalifa and Dubai Mall", "Departure"],
    inclusions: ["2 nights in a 5-star hotel", "Daily breakfast", "Private airport transfers"],
    exclusions: ["Flights", "UAE visa"],
    palette: ["#7c3aed", "#ddd6fe", "#f97316"],
  },
];

/** A text-free picture: sky, sun and hills (variant 0) or sea and waves (variant 1) in the package's colours. */
function pictureSvg([sky, light, accent]: [string, string, string], variant: number): Buffer {
  const shapes =
    variant === 0
      ? `<circle cx="1200" cy="260" r="150" fill="${light}"/><path d="M0 760 Q400 520 800 720 T1600 640 V1000 H0Z" fill="${accent}" opacity="0.85"/><path d="M0 860 Q500 700 1000 860 T1600 820 V1000 H0Z" fill="#ffffff" opacity="0.35"/>`
      : `<rect y="560" width="1600" height="440" fill="${accent}" opacity="0.8"/><path d="M0 600 Q200 540 400 600 T800 600 T1200 600 T1600 600 V640 H0Z" fill="${light}"/><circle cx="360" cy="240" r="110" fill="${light}"/><path d="M1100 560 L1250 300 L1400 560Z" fill="#ffffff" opacity="0.5"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="${sky}"/>${shapes}</svg>`);
}

async function storeImage(db: Db, siteId: number, svg: Buffer, width: number, height: number) {
  const { data, info } = await sharp(svg).resize({ width, height, fit: "cover" }).png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  const id = randomUUID();
  const storageKey = `site-${siteId}/packageImage/${id}.png`;
  await getFileStore().put(storageKey, data, "image/png");
  await db.insert(uploadedFiles).values({ id, siteId, ownerUserId: null, purpose: "packageImage", contentType: "image/png", byteSize: data.length, width: info.width, height: info.height, sha256: createHash("sha256").update(data).digest("hex"), storageKey });
  return { id, width: info.width, height: info.height, byteSize: data.length };
}

export async function seedDemoPackages(db: Db, siteId: number): Promise<void> {
  for (const p of DEMO_PACKAGES) {
    const [existing] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.siteId, siteId), eq(packages.name, p.name)))
      .limit(1);
    if (existing) continue;
    const plan: PackageDayPlan[] = p.plan.map((title, i) => ({ day: i + 1, title, description: "" }));
    const [row] = await db
      .insert(packages)
      .values({ siteId, name: p.name, destination: p.destination, days: p.days, nights: p.nights, plan, inclusions: p.inclusions, exclusions: p.exclusions, priceFrom: p.priceFrom, currency: "INR", validFrom: "2026-01-01", validTill: "2030-12-31", isPublished: true })
      .returning({ id: packages.id });
    for (const variant of [0, 1]) {
      const svg = pictureSvg(p.palette, variant);
      const large = await storeImage(db, siteId, svg, 1600, 1000);
      const thumb = await storeImage(db, siteId, svg, 480, 300);
      await db.insert(packageImages).values({ siteId, packageId: row.id, position: variant, isCover: variant === 0, fileId: large.id, thumbFileId: thumb.id, width: large.width, height: large.height, byteSize: large.byteSize });
    }
  }
}
