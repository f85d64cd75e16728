import type { PushDeviceInfo } from "../../protocol/types.js";
import { ApiError, request, send } from "../api/client.js";
import { browserTimezone } from "../app/time.js";
import { addArea, locale } from "../i18n/index.js";
import { pushStrings } from "../i18n/push/index.js";

/**
 * This browser as a device that receives push notices: what it can do, and turning notices on
 * (for an account, or for seats by their links) and off. The service worker (sw.js) shows them.
 */

// Only the app shows these (the script embed never loads this module).
addArea(pushStrings);

export type PushState = "unsupported" | "denied" | "off" | "on";

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function subscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await browserStep(() => navigator.serviceWorker.getRegistration());
  return (await browserStep(async () => (await registration?.pushManager.getSubscription()) ?? null));
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const current = await subscription().catch(() => null);
  return current && Notification.permission === "granted" ? "on" : "off";
}

/** Why notices could not be turned on: the permission was not given, or the browser's push service failed or never answered. */
export class PushFailure extends Error {
  constructor(readonly reason: "notAllowed" | "failed") {
    super(reason);
  }
}

/** A browser's push steps can wait forever (no service worker, a push service that never answers): each gets a limit. */
const STEP_MS = 15_000;
/** The permission question waits for the player, so longer. */
const QUESTION_MS = 120_000;

function settled<T>(step: Promise<T>, ms = STEP_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new PushFailure("failed")), ms)));
  return Promise.race([step, late]).finally(() => clearTimeout(timer));
}

/** The browser's own errors ("Registration failed - permission denied") are never shown: they become a PushFailure. */
async function browserStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await settled(step());
  } catch (error) {
    if (error instanceof PushFailure) throw error;
    throw new PushFailure(error instanceof DOMException && error.name === "NotAllowedError" ? "notAllowed" : "failed");
  }
}

/** How this browser's player allows notices for a site: the key of that sentence. */
export function allowHelpKey(userAgent = navigator.userAgent): "push.allow.firefox" | "push.allow.safari" | "push.allow.chrome" {
  if (/Firefox\//.test(userAgent)) return "push.allow.firefox";
  if (/Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Edg\//.test(userAgent)) return "push.allow.safari";
  return "push.allow.chrome";
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks for permission, subscribes with the server's key and registers the device for the given
 * seats (and for the signed-in account's games). Safe to repeat: the same device is updated.
 * Settles within its limits; a refusal or a failing browser step throws a PushFailure.
 */
export async function turnOnPush(seats: { gameId: string; token: string }[]): Promise<PushDeviceInfo | null> {
  if (!pushSupported()) return null;
  if ((await settled(Notification.requestPermission(), QUESTION_MS)) !== "granted") throw new PushFailure("notAllowed");
  const { publicKey } = await settled(request<{ publicKey: string }>("/api/push/key"));
  const registration = await browserStep(() => navigator.serviceWorker.ready);
  let current = await browserStep(() => registration.pushManager.getSubscription());
  const serverKey = keyBytes(publicKey);
  const sameKey = current?.options.applicationServerKey && new Uint8Array(current.options.applicationServerKey).every((byte, i) => byte === serverKey[i]);
  if (current && !sameKey) {
    await browserStep(() => current!.unsubscribe());
    current = null;
  }
  const pushSubscription = current ?? (await browserStep(() => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey })));
  const { device } = await settled(
    request<{ device: PushDeviceInfo }>("/api/push/devices", {
      method: "POST",
      body: { subscription: pushSubscription.toJSON(), locale: locale(), timezone: browserTimezone(), seats },
    }),
  );
  return device;
}

/** Stops notices on this device (and forgets its push address at the server). */
export async function turnOffPush(): Promise<void> {
  const current = await subscription();
  if (!current) return;
  try {
    await settled(send("/api/push/devices", { method: "DELETE", body: { endpoint: current.endpoint } }));
  } catch (error) {
    // Already gone at the server: turning it off here is all that is left.
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  await browserStep(() => current.unsubscribe());
}

export async function accountDevices(): Promise<PushDeviceInfo[]> {
  return (await request<{ devices: PushDeviceInfo[] }>("/api/push/devices")).devices;
}

export async function removeAccountDevice(id: string): Promise<void> {
  await send(`/api/push/devices/${id}`, { method: "DELETE" });
}

/** The app icon's count of games waiting on this player, where the platform has one (Badging API). */
export function showBadge(count: number): void {
  const badging = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  void (count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.())?.catch(() => undefined);
}
