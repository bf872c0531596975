"use client";

import { useEffect, useState } from "react";
import { postJson } from "@/components/account/profile/post-json";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { PUSH_PROMPT_DELAY_MS, PUSH_PROMPT_SNOOZE_DAYS, PushMessages } from "@/lib/contracts/push";

/** The service worker that shows the messages (public/push-sw.js). */
export const PUSH_SERVICE_WORKER = "/push-sw.js";
const SNOOZE_MS = PUSH_PROMPT_SNOOZE_DAYS * 24 * 60 * 60 * 1000;
export const pushSnoozeKey = (userId: number) => `wayfare-push-prompt-snoozed:${userId}`;
const BLOCKED_MESSAGE = "Notifications are blocked for this site in your browser settings";
const FAILED_MESSAGE = "Unable to turn on notifications";

type Props = { userId: number; publicKey: string };

function isPushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function isSnoozed(userId: number): boolean {
  try {
    return Date.now() - Number(window.localStorage.getItem(pushSnoozeKey(userId)) ?? "0") < SNOOZE_MS;
  } catch {
    return false;
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(value.length / 4) * 4, "=");
  const raw = window.atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this server key (a changed VAPID key needs a new one). */
function isSameServerKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true;
  const a = new Uint8Array(key);
  const b = base64UrlToBytes(publicKey);
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

async function isStoredForMe(subscription: PushSubscription): Promise<boolean> {
  const res = await postJson<{ result: { isSubscriptionExistForCurrentUser: boolean } }>("/api/notification/checkExistingSubscription", { subscriptionEndPoint: subscription.endpoint });
  return res.ok && res.data.result.isSubscriptionExistForCurrentUser;
}

async function subscribe(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && isSameServerKey(existing, publicKey)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
}

/**
 * Spec 001 section 9: staff push registration, 3 seconds after a staff page loads. Registers the
 * service worker, and unless this browser is already subscribed for this user (or notifications
 * are blocked, or "Not now" was chosen in the last days) shows a small banner; Allow asks the
 * browser's permission, subscribes with the site's VAPID key and stores the subscription.
 */
export function PushPrompt({ userId, publicKey }: Props) {
  const toast = useToast();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isWorking, setWorking] = useState(false);

  useEffect(() => {
    if (!isPushSupported()) return;
    let isCancelled = false;
    const timer = window.setTimeout(() => {
      void (async () => {
        try {
          const registered = await navigator.serviceWorker.register(PUSH_SERVICE_WORKER, { scope: "/" });
          if (isCancelled) return;
          setRegistration(registered);
          if (Notification.permission === "denied") return;
          const existing = await registered.pushManager.getSubscription();
          if (existing && Notification.permission === "granted" && isSameServerKey(existing, publicKey) && (await isStoredForMe(existing))) return;
          if (!isCancelled && !isSnoozed(userId)) setOpen(true);
        } catch {
          // No service worker or push service here: there is nothing to offer.
        }
      })();
    }, PUSH_PROMPT_DELAY_MS);
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
  }, [userId, publicKey]);

  const notNow = () => {
    try {
      window.localStorage.setItem(pushSnoozeKey(userId), String(Date.now()));
    } catch {
      // Private mode: the banner comes back on the next page load.
    }
    setOpen(false);
  };

  const allow = async () => {
    if (!registration) return;
    setWorking(true);
    try {
      const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
      if (permission !== "granted") {
        setOpen(false);
        if (permission === "denied") toast.error(BLOCKED_MESSAGE);
        else notNow();
        return;
      }
      const subscription = await subscribe(registration, publicKey);
      const res = await postJson<{ message: string }>("/api/notification/createPushNotificationSubscription", { subscription: subscription.toJSON() });
      if (!res.ok) throw new Error(res.message ?? FAILED_MESSAGE);
      toast.success(res.data.message ?? PushMessages.subscribed);
      setOpen(false);
    } catch {
      toast.error(FAILED_MESSAGE);
    } finally {
      setWorking(false);
    }
  };

  if (!isOpen) return null;
  return (
    <section
      role="region"
      aria-label="Push notifications"
      className="fixed right-4 bottom-4 z-50 w-96 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 border-l-4 border-l-brand bg-white p-4 shadow-lg max-[601px]:right-2 max-[601px]:bottom-2 max-[601px]:left-2 max-[601px]:w-auto max-[601px]:max-w-none"
    >
      <div className="flex gap-3">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-6 w-6 shrink-0 text-brand" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-slate-900">Turn on notifications?</h2>
          <p className="mt-1 text-sm text-slate-600">
            Get a browser notification when a booking needs attention, a change request is completed or a bank transfer is waiting for approval.
          </p>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="secondary" onClick={notNow} disabled={isWorking}>
              Not now
            </Button>
            <Button onClick={() => void allow()} loading={isWorking}>
              Allow
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
