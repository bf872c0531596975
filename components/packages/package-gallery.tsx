"use client";

import { useState } from "react";
import type { TPackageImage } from "@/lib/contracts/packages";

/** The package page's gallery: the chosen image large, the others as thumbnails. */
export function PackageGallery({ images, name }: { images: TPackageImage[]; name: string }) {
  const start = Math.max(
    0,
    images.findIndex((i) => i.isCover),
  );
  const [index, setIndex] = useState(start);
  if (images.length === 0) return <div aria-hidden="true" className="aspect-[16/9] w-full rounded-lg bg-brand/10" />;
  const shown = images[Math.min(index, images.length - 1)];
  return (
    <div className="space-y-2" data-testid="package-gallery">
      {/* eslint-disable-next-line @next/next/no-img-element -- our own resized image */}
      <img src={shown.url} alt={`${name}, image ${index + 1} of ${images.length}`} className="aspect-[16/9] w-full rounded-lg object-cover" />
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((img, i) => (
            <li key={img.imageId} className="shrink-0">
              <button type="button" onClick={() => setIndex(i)} aria-label={`Show image ${i + 1}`} aria-pressed={i === index} className={i === index ? "rounded ring-2 ring-brand" : "rounded opacity-80 hover:opacity-100"}>
                {/* eslint-disable-next-line @next/next/no-img-element -- thumbnail */}
                <img src={img.thumbUrl} alt="" className="h-14 w-20 rounded object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
