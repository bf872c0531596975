"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { postAccountForm } from "@/components/account/post-account-form";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { ZSignInKeysRequest, type TSignInKeys, type TSignInKeysRequest } from "@/lib/contracts/sign-in";

const inputClass = "w-full rounded border border-slate-300 px-3 py-2 text-sm";

function SecretStatus({ isSet }: { isSet: boolean }) {
  return (
    <span className={isSet ? "rounded bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800" : "rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600"}>
      {isSet ? "Secret set" : "Secret not set"}
    </span>
  );
}

/**
 * /staff/settings/sign-in: the site's Google and Facebook keys (decision 0024). Secrets are never
 * shown, only whether one is set; leaving a secret empty keeps the stored one; an empty id turns
 * the provider off.
 */
export function SignInKeysForm({ initial }: { initial: TSignInKeys }) {
  const [keys, setKeys] = useState(initial);
  const [alert, setAlert] = useState<{ kind: "success" | "error"; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TSignInKeysRequest>({
    resolver: zodResolver(ZSignInKeysRequest),
    defaultValues: { googleClientId: initial.googleClientId, googleClientSecret: "", facebookAppId: initial.facebookAppId, facebookAppSecret: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const outcome = await postAccountForm<TSignInKeysRequest, TSignInKeys & { message: string }>("/api/wl/site/updateSignInKeys", values, setError);
    if (!outcome.ok) {
      setAlert({ kind: "error", message: outcome.message });
      return;
    }
    setKeys(outcome.data);
    reset({ googleClientId: outcome.data.googleClientId, googleClientSecret: "", facebookAppId: outcome.data.facebookAppId, facebookAppSecret: "" });
    setAlert({ kind: "success", message: outcome.data.message });
  });

  const providers = [
    { key: "google", title: "Google", idField: "googleClientId", idLabel: "Client ID", secretField: "googleClientSecret", secretLabel: "Client secret", isSet: keys.isGoogleSecretSet, callbackUrl: keys.callbackUrls.google },
    { key: "facebook", title: "Facebook", idField: "facebookAppId", idLabel: "App ID", secretField: "facebookAppSecret", secretLabel: "App secret", isSet: keys.isFacebookSecretSet, callbackUrl: keys.callbackUrls.facebook },
  ] as const;

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      {providers.map((p) => (
        <section key={p.key} aria-labelledby={`${p.key}-heading`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id={`${p.key}-heading`} className="flex items-center gap-2 text-lg font-semibold">
            {p.title}
            <SecretStatus isSet={p.isSet} />
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={p.idLabel} htmlFor={`${p.key}-id`} error={errors[p.idField]?.message}>
              <input id={`${p.key}-id`} autoComplete="off" className={inputClass} aria-invalid={!!errors[p.idField]} aria-describedby={getFieldErrorId(`${p.key}-id`)} {...register(p.idField)} />
            </Field>
            <Field label={p.secretLabel} htmlFor={`${p.key}-secret`} error={errors[p.secretField]?.message} hint={p.isSet ? "Leave empty to keep the current secret" : undefined}>
              <input
                id={`${p.key}-secret`}
                type="password"
                autoComplete="new-password"
                placeholder={p.isSet ? "••••••••" : ""}
                className={inputClass}
                aria-invalid={!!errors[p.secretField]}
                aria-describedby={getFieldErrorId(`${p.key}-secret`)}
                {...register(p.secretField)}
              />
            </Field>
          </div>
          <p className="text-xs text-slate-600">
            Redirect URI to register with {p.title}: <code className="break-all rounded bg-slate-100 px-1 py-0.5">{p.callbackUrl}</code>
          </p>
        </section>
      ))}
      <p className="text-sm text-slate-600">A provider shows on the login page once both its ID and its secret are set. Clear the ID to turn it off.</p>
      {alert ? (
        <p role={alert.kind === "error" ? "alert" : "status"} className={alert.kind === "error" ? "rounded bg-red-50 px-3 py-2 text-sm text-red-700" : "rounded bg-green-50 px-3 py-2 text-sm text-green-800"}>
          {alert.message}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        Save
      </Button>
    </form>
  );
}
