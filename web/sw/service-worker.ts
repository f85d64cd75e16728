/// <reference lib="webworker" />
import type { PushMessage } from "../../protocol/types.js";
import { noticeText } from "./notice-text.js";

/**
 * The installed app's service worker (built to /sw.js). It keeps this version's app shell in a
 * cache of its own, so the app opens offline (and says so); every deploy builds a new worker,
 * which the browser installs on the next visit and which then drops the old cache, so no stale app
 * is served for long. It shows push notices, keeps the icon's badge, and opens the game a notice
 * is about. The API and the server-rendered pages are never cached.
 */
declare const __APP_VERSION__: string;
/** What this version caches: the page, app.js with the chunks it imports, styles, icons, manifest. */
declare const __APP_SHELL__: string[];
declare const self: ServiceWorkerGlobalScope;

const CACHE = `coffee-rush-${__APP_VERSION__}`;
const NEVER_CACHED = /^\/(api|auth|mail|dev|embed|oembed|sw\.js)(\/|$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(__APP_SHELL__.map((path) => new Request(path, { cache: "reload" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("coffee-rush-") && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (event.request.mode === "navigate") {
    // Pages: the network's, so a deploy shows at once; offline, the cached shell.
    event.respondWith(fetch(event.request).catch(async () => (await caches.match("/app-shell", { cacheName: CACHE })) ?? Response.error()));
    return;
  }
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const cached = await cache.match(event.request);
      if (cached) return cached;
      const response = await fetch(event.request);
      if (response.ok && response.type === "basic") await cache.put(event.request, response.clone());
      return response;
    })(),
  );
});

self.addEventListener("push", (event) => {
  const message = event.data?.json() as PushMessage | undefined;
  if (!message?.gameId) return;
  const { title, body } = noticeText(message);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(title, {
        body,
        lang: message.locale,
        tag: `game-${message.gameId}`,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { url: message.url },
      });
      const badging = self.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
      await (message.badge > 0 ? badging.setAppBadge?.(message.badge) : badging.clearAppBadge?.())?.catch(() => undefined);
    })(),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? "/games", self.location.origin).href;
  event.waitUntil(openGame(url));
});

/** The game's page: a window already showing it, else an open window of the app sent there, else a new one. */
async function openGame(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const showing = windows.find((client) => client.url.split("#")[0] === url);
  if (showing) {
    await showing.focus().catch(() => undefined);
    return;
  }
  const other = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (other) {
    const moved = (await other.navigate(url).catch(() => null)) ?? other;
    await moved.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}
