"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { getFieldErrorId } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { LOGO_BOX, LOGO_MAX_BYTES, LOGO_REQUIRED_MESSAGE, LOGO_TOO_LARGE_MESSAGE } from "@/lib/contracts/dashboard";
import { Messages } from "@/lib/constants";
import { postJson } from "@/components/account/profile/post-json";

type Answer = { taLogoUrl: string | null; message: string };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

/**
 * A travel agent's logo, shown on their e-tickets (taLogoUrl): the server reads the type from the
 * bytes (PNG, JPEG, WebP), limits it to 2 MB and scales it to fit 400x160. Only the size is checked
 * here, to spare a long upload.
 */
export function LogoUpload({ initialUrl }: { initialUrl: string | null }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);

  const done = (result: Awaited<ReturnType<typeof postJson<Answer>>>) => {
    setBusy(null);
    if (input.current) input.current.value = "";
    if (result.ok) {
      setUrl(result.data.taLogoUrl);
      toast.success(result.data.message);
      return;
    }
    setError(result.shortError.image ?? result.message ?? Messages.httpFailed("POST"));
    toast.error(result.message ?? Messages.httpFailed("POST"));
  };

  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) return setError(LOGO_REQUIRED_MESSAGE);
    if (file.size > LOGO_MAX_BYTES) return setError(LOGO_TOO_LARGE_MESSAGE);
    setError(undefined);
    setBusy("upload");
    done(await postJson<Answer>("/api/user/uploadAgentLogo", { image: await readAsDataUrl(file) }));
  };

  const remove = async () => {
    setError(undefined);
    setBusy("remove");
    done(await postJson<Answer>("/api/user/removeAgentLogo", {}));
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
      <div className="flex h-24 w-60 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 p-2" data-testid="logo-preview">
        {url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the agent's uploaded logo, served by /api/files
          <img src={url} alt="Your logo" className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-center text-sm text-slate-500">No logo yet: your e-tickets show the site&apos;s logo.</span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <label htmlFor="logo-file" className="text-sm font-medium text-slate-800">
          Logo image
        </label>
        <input
          ref={input}
          id="logo-file"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={() => setError(undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? getFieldErrorId("logo-file") : "logo-file-hint"}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
        />
        {error ? (
          <p id={getFieldErrorId("logo-file")} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : (
          <p id="logo-file-hint" className="text-xs text-slate-500">
            PNG, JPEG or WebP, at most 2 MB. It is scaled to fit {LOGO_BOX.width} x {LOGO_BOX.height} pixels.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void upload()} loading={busy === "upload"} disabled={busy !== null}>
            Upload logo
          </Button>
          {url ? (
            <Button variant="secondary" onClick={() => void remove()} loading={busy === "remove"} disabled={busy !== null}>
              Remove logo
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
