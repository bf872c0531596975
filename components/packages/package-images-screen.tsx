"use client";

import { useState } from "react";
import type { TPackageImage } from "@/lib/contracts/packages";
import { PACKAGE_IMAGE_MAX_COUNT } from "@/lib/packages/constants";

const SMALL = "rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs text-slate-800 hover:border-brand disabled:opacity-40";
const SMALL_DANGER = "rounded bg-red-600 px-1.5 py-0.5 text-xs text-white hover:bg-red-700 disabled:opacity-40";

type Answer = { images: TPackageImage[]; message: string };

async function post(path: string, body: unknown): Promise<{ ok: true; data: Answer } | { ok: false; message: string }> {
  const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => null);
  return res.ok && json?.success ? { ok: true, data: json.data as Answer } : { ok: false, message: json?.shortError?.image ?? json?.errorMessage ?? json?.message ?? "Some error occurred" };
}

const toBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** /user/package/manage_package_images/{_id}: upload (several at once), reorder, set the cover, delete. */
export function PackageImagesScreen({ packageId, initial }: { packageId: number; initial: TPackageImage[] }) {
  const [images, setImages] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<{ tone: "ok" | "error"; text: string }[]>([]);

  const run = async (path: string, body: unknown) => {
    const out = await post(path, body);
    if (out.ok) setImages(out.data.images);
    return out;
  };

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    const results: { tone: "ok" | "error"; text: string }[] = [];
    for (const file of Array.from(files)) {
      const out = await run("/api/packages/images/upload", { packageId, image: await toBase64(file) });
      results.push(out.ok ? { tone: "ok", text: `${file.name}: ${out.data.message}` } : { tone: "error", text: `${file.name}: ${out.message}` });
    }
    setNotes(results);
    setBusy(false);
  };

  const act = async (path: string, body: unknown) => {
    setBusy(true);
    const out = await run(path, body);
    setNotes([out.ok ? { tone: "ok", text: out.data.message } : { tone: "error", text: out.message }]);
    setBusy(false);
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.imageId);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    return act("/api/packages/images/reorder", { packageId, imageIds: ids });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <label className="inline-flex cursor-pointer items-center rounded bg-brand px-3 py-1.5 text-sm font-medium text-white hover:opacity-90 has-[:disabled]:opacity-50">
          Upload images
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            className="sr-only"
            data-testid="package-image-input"
            disabled={busy || images.length >= PACKAGE_IMAGE_MAX_COUNT}
            onChange={(e) => {
              void upload(e.target.files);
              e.target.value = "";
            }}
          />
        </label>
        <p className="text-xs text-slate-500">PNG, JPEG or WebP, at most 5 MB each; up to {PACKAGE_IMAGE_MAX_COUNT} images. The cover shows on the package card.</p>
      </div>
      {notes.length > 0 ? (
        <ul className="space-y-1" aria-live="polite">
          {notes.map((n, i) => (
            <li key={i} role={n.tone === "error" ? "alert" : "status"} className={n.tone === "error" ? "rounded bg-red-50 px-3 py-1 text-sm text-red-700" : "rounded bg-green-50 px-3 py-1 text-sm text-green-800"}>
              {n.text}
            </li>
          ))}
        </ul>
      ) : null}
      {images.length === 0 ? (
        <p className="text-sm text-slate-500">No images yet.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="package-images">
          {images.map((img, i) => (
            <li key={img.imageId} data-testid="package-image" data-image-id={img.imageId} className={img.isCover ? "overflow-hidden rounded-lg border-2 border-brand bg-white" : "overflow-hidden rounded-lg border border-slate-200 bg-white"}>
              {/* eslint-disable-next-line @next/next/no-img-element -- our own file URLs, already resized */}
              <img src={img.thumbUrl} alt={`Image ${i + 1}`} className="aspect-[4/3] w-full object-cover" />
              <div className="flex flex-wrap items-center gap-1 p-2 text-xs">
                <span className="mr-auto font-medium">
                  #{i + 1}
                  {img.isCover ? <span className="ml-1 rounded bg-brand px-1 text-white">Cover</span> : null}
                </span>
                <button type="button" className={SMALL} aria-label={`Move image ${i + 1} earlier`} disabled={busy || i === 0} onClick={() => move(i, -1)}>
                  ←
                </button>
                <button type="button" className={SMALL} aria-label={`Move image ${i + 1} later`} disabled={busy || i === images.length - 1} onClick={() => move(i, 1)}>
                  →
                </button>
                {!img.isCover ? (
                  <button type="button" className={SMALL} disabled={busy} onClick={() => act("/api/packages/images/setCover", { packageId, imageId: img.imageId })}>
                    Set cover
                  </button>
                ) : null}
                <button type="button" className={SMALL_DANGER} disabled={busy} onClick={() => act("/api/packages/images/delete", { packageId, imageId: img.imageId })}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
