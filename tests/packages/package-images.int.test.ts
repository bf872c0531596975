import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { closeDb, systemDb } from "@/db/client";
import { uploadedFiles } from "@/db/schema/files";
import { packageImages } from "@/db/schema/packages";
import { GET as getFileRoute } from "@/app/api/files/[fileId]/route";
import { POST as deleteRoute } from "@/app/api/packages/images/delete/route";
import { GET as listRoute } from "@/app/api/packages/images/list/route";
import { POST as reorderRoute } from "@/app/api/packages/images/reorder/route";
import { POST as coverRoute } from "@/app/api/packages/images/setCover/route";
import { POST as uploadRoute } from "@/app/api/packages/images/upload/route";
import { getFileStore } from "@/server/files/file-store";
import { startFakeS3, type FakeS3 } from "../helpers/fake-s3";
import { call } from "../helpers/http";
import { approveTourPackages, insertPackage, packageSite } from "./package-world";

const uploads = mkdtempSync(path.join(tmpdir(), "wayfare-package-images-"));
process.env.WAYFARE_UPLOADS_DIR = uploads;

afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

const UPLOAD = "/api/packages/images/upload";
const png = (width = 2400, height = 1600, r = 30) => sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } }).png().toBuffer();
const b64 = (bytes: Buffer) => bytes.toString("base64");
const fileIdOf = (url: string) => url.replace("/api/files/", "");

async function withPackage() {
  const w = await packageSite();
  const pkg = await insertPackage(w.site.id);
  return { ...w, pkg };
}

async function upload(w: Awaited<ReturnType<typeof withPackage>>, bytes: Buffer) {
  return call(uploadRoute, UPLOAD, { host: w.site.domain, token: w.staffToken, body: { packageId: w.pkg.id, image: b64(bytes) } });
}

async function servedSize(domain: string, url: string) {
  const res = await getFileRoute(new NextRequest(`http://${domain}${url}`, { headers: { host: domain } }), { params: Promise.resolve({ fileId: fileIdOf(url) }) });
  expect(res.status).toBe(200);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return [meta.format, meta.width, meta.height];
}

describe("POST /api/packages/images/upload (local disk)", () => {
  it("stores a gallery image and a thumbnail, resized by sharp; the first image is the cover", async () => {
    const w = await withPackage();
    const res = await upload(w, await png());
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Image uploaded");
    const [img] = res.body.data.images;
    expect(img).toMatchObject({ position: 0, isCover: true, width: 1600, height: 1067 });
    expect(await servedSize(w.site.domain, img.url)).toEqual(["png", 1600, 1067]);
    expect(await servedSize(w.site.domain, img.thumbUrl)).toEqual(["png", 480, 320]);
    const files = await systemDb.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileIdOf(img.url)));
    expect(files[0]).toMatchObject({ siteId: w.site.id, purpose: "packageImage", contentType: "image/png", ownerUserId: w.staff.id });

    const second = await upload(w, await sharp({ create: { width: 300, height: 200, channels: 3, background: "#aa3300" } }).jpeg().toBuffer());
    expect(second.body.data.images.map((i: { position: number; isCover: boolean }) => [i.position, i.isCover])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(second.body.data.images[1]).toMatchObject({ width: 300, height: 200 }); // never enlarged
  });

  it("refuses a text file whatever it is called (the bytes decide) and stores nothing", async () => {
    const w = await withPackage();
    const res = await call(uploadRoute, UPLOAD, { host: w.site.domain, token: w.staffToken, body: { packageId: w.pkg.id, image: `data:image/png;base64,${b64(Buffer.from("GIF89a not really, just text"))}` } });
    expect(res.status).toBe(400);
    expect(res.body.shortError.image).toBe("Upload a PNG, JPEG or WebP image");
    expect(await systemDb.select().from(packageImages).where(eq(packageImages.packageId, w.pkg.id))).toEqual([]);
  });

  it("refuses an image over 5 MB and a missing image", async () => {
    const w = await withPackage();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(w, big);
    expect(res.status).toBe(400);
    expect(res.body.shortError.image).toBe("The image must be at most 5 MB");
    const none = await call(uploadRoute, UPLOAD, { host: w.site.domain, token: w.staffToken, body: { packageId: w.pkg.id } });
    expect(none.body.shortError.image).toBe("Choose an image to upload");
  });

  it("is 401 anonymous, 403 for a travel agent, 404 for another site's package", async () => {
    const w = await withPackage();
    const other = await packageSite();
    const image = b64(await png(100, 80));
    expect((await call(uploadRoute, UPLOAD, { host: w.site.domain, body: { packageId: w.pkg.id, image } })).status).toBe(401);
    expect((await call(uploadRoute, UPLOAD, { host: w.site.domain, token: w.agentToken, body: { packageId: w.pkg.id, image } })).status).toBe(403);
    const cross = await call(uploadRoute, UPLOAD, { host: other.site.domain, token: other.staffToken, body: { packageId: w.pkg.id, image } });
    expect(cross.status).toBe(404);
    expect((await call(listRoute, "/api/packages/images/list", { host: other.site.domain, token: other.staffToken, query: { packageId: String(w.pkg.id) } })).status).toBe(404);
  });
});

describe("reorder, set cover, delete", () => {
  it("reorders, moves the cover and deletes with the files", async () => {
    const w = await withPackage();
    await upload(w, await png(200, 100, 10));
    await upload(w, await png(200, 100, 90));
    const third = await upload(w, await png(200, 100, 180));
    const [a, b, c] = third.body.data.images.map((i: { imageId: number }) => i.imageId);

    const re = await call(reorderRoute, "/api/packages/images/reorder", { host: w.site.domain, token: w.staffToken, body: { packageId: w.pkg.id, imageIds: [c, a, b] } });
    expect(re.status).toBe(200);
    expect(re.body.data.message).toBe("Images reordered");
    expect(re.body.data.images.map((i: { imageId: number; isCover: boolean }) => [i.imageId, i.isCover])).toEqual([
      [c, false],
      [a, true],
      [b, false],
    ]);
    const bad = await call(reorderRoute, "/api/packages/images/reorder", { host: w.site.domain, token: w.staffToken, body: { packageId: w.pkg.id, imageIds: [c, a] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("List every image of the package exactly once");

    const cover = await call(coverRoute, "/api/packages/images/setCover", { host: w.site.domain, token: w.staffToken, body: { packageId: w.pkg.id, imageId: b } });
    expect(cover.body.data.message).toBe("Cover image set");
    expect(cover.body.data.images.filter((i: { isCover: boolean }) => i.isCover).map((i: { imageId: number }) => i.imageId)).toEqual([b]);

    const coverFile = fileIdOf(cover.body.data.images.find((i: { imageId: number }) => i.imageId === b).url);
    const del = await call(deleteRoute, "/api/packages/images/delete", { host: w.site.domain, token: w.staffToken, body: { packageId: w.pkg.id, imageId: b } });
    expect(del.body.data.message).toBe("Image deleted");
    expect(del.body.data.images.map((i: { imageId: number; position: number; isCover: boolean }) => [i.imageId, i.position, i.isCover])).toEqual([
      [c, 0, true],
      [a, 1, false],
    ]);
    expect(await systemDb.select().from(uploadedFiles).where(eq(uploadedFiles.id, coverFile))).toEqual([]);
    expect(await getFileStore().get(`site-${w.site.id}/packageImage/${coverFile}.png`)).toBeNull();
  });

  it("answers 404 for another package's image and for another site's package", async () => {
    const w = await withPackage();
    const up = await upload(w, await png(100, 80));
    const imageId = up.body.data.images[0].imageId;
    const otherPkg = await insertPackage(w.site.id);
    const res = await call(coverRoute, "/api/packages/images/setCover", { host: w.site.domain, token: w.staffToken, body: { packageId: otherPkg.id, imageId } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Image not found");
    const other = await packageSite();
    expect((await call(deleteRoute, "/api/packages/images/delete", { host: other.site.domain, token: other.staffToken, body: { packageId: w.pkg.id, imageId } })).status).toBe(404);
    expect((await call(reorderRoute, "/api/packages/images/reorder", { host: other.site.domain, token: other.staffToken, body: { packageId: w.pkg.id, imageIds: [imageId] } })).status).toBe(404);
  });
});

describe("a TourPackages supplier's images on the consumer's site", () => {
  it("serves an approved supplier's package image; an unrelated site gets 404, and never an agent's logo", async () => {
    const w = await withPackage();
    const consumer = await packageSite();
    const stranger = await packageSite();
    await approveTourPackages(w.site.id, consumer.site.id);
    const img = (await upload(w, await png(300, 200))).body.data.images[0];
    expect(await servedSize(consumer.site.domain, img.thumbUrl)).toEqual(["png", 300, 200]);
    const res = await call(getFileRoute, img.url, { host: stranger.site.domain, params: { fileId: fileIdOf(img.url) } });
    expect(res.status).toBe(404);
  });
});

describe("S3-compatible storage (fake S3 on loopback)", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
    Object.assign(process.env, { S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_REGION: s3.region, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey });
  });
  afterAll(async () => {
    for (const k of ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) delete process.env[k];
    await s3.close();
  });

  it("PUTs both sizes to the bucket with SigV4, serves them back by GET and DELETEs them", async () => {
    const w = await withPackage();
    const res = await upload(w, await png(900, 600));
    expect(res.status).toBe(200);
    const img = res.body.data.images[0];
    const keys = [fileIdOf(img.url), fileIdOf(img.thumbUrl)].map((id) => `site-${w.site.id}/packageImage/${id}.png`);
    for (const key of keys) expect(s3.objects.get(key)?.contentType).toBe("image/png");
    const puts = s3.requests.filter((r) => r.method === "PUT");
    expect(puts.length).toBeGreaterThanOrEqual(2);
    for (const p of puts) expect(p.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request, ?SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, ?Signature=[0-9a-f]{64}$`));
    expect(rmLocal(w.site.id)).toBe(true);
    expect(await servedSize(w.site.domain, img.url)).toEqual(["png", 900, 600]);

    await call(deleteRoute, "/api/packages/images/delete", { host: w.site.domain, token: w.staffToken, body: { packageId: w.pkg.id, imageId: img.imageId } });
    for (const key of keys) expect(s3.objects.has(key)).toBe(false);
    expect(s3.requests.filter((r) => r.method === "DELETE")).toHaveLength(2);
  });

  it("the fake refuses a wrong access key (what a misconfigured store would meet)", async () => {
    const { createS3FileStore } = await import("@/server/files/file-store");
    const store = createS3FileStore({ endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: "WRONGKEY", secretAccessKey: "x" });
    await expect(store.put("site-1/packageImage/x.png", Buffer.from("abc"), "image/png")).rejects.toThrow(/403.*InvalidAccessKeyId/);
  });
});

/** Nothing of the S3 uploads is on local disk. */
function rmLocal(siteId: number): boolean {
  const dir = path.join(uploads, `site-${siteId}`);
  rmSync(dir, { recursive: true, force: true });
  return true;
}
