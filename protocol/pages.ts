/**
 * The web app's pages, read from an address's path. The web app's router shows them; the Worker
 * reads the same table to send a page's first view as HTML before the app's script arrives.
 */
export type Route =
  | { page: "landing" }
  | { page: "new" }
  | { page: "game"; gameId: string }
  | { page: "invite"; gameId: string }
  | { page: "games" }
  /** Find a table: public tables and "Seat me" (docs/lobby.md). */
  | { page: "play" }
  | { page: "sign-in" }
  | { page: "settings" }
  | { page: "rules"; edition: "classic" | "winter" }
  | { page: "learn" }
  | { page: "verify" }
  | { page: "profile"; name: string }
  | { page: "standings" }
  | { page: "not-found" };

const GAME_ID = "([A-Za-z0-9_-]{22})";
const PATTERNS: [RegExp, (match: RegExpMatchArray) => Route][] = [
  [/^\/$/, () => ({ page: "landing" })],
  [/^\/new$/, () => ({ page: "new" })],
  [new RegExp(`^/g/${GAME_ID}$`), (m) => ({ page: "game", gameId: m[1] })],
  [new RegExp(`^/g/${GAME_ID}/invite$`), (m) => ({ page: "invite", gameId: m[1] })],
  [/^\/games$/, () => ({ page: "games" })],
  [/^\/play$/, () => ({ page: "play" })],
  [/^\/sign-in$/, () => ({ page: "sign-in" })],
  [/^\/settings$/, () => ({ page: "settings" })],
  [/^\/rules$/, () => ({ page: "rules", edition: "classic" })],
  [/^\/rules\/winter$/, () => ({ page: "rules", edition: "winter" })],
  [/^\/verify$/, () => ({ page: "verify" })],
  [/^\/learn$/, () => ({ page: "learn" })],
  [/^\/u\/([^/]+)$/, (m) => ({ page: "profile", name: decodedName(m[1]) })],
  [/^\/standings$/, () => ({ page: "standings" })],
];

/** A profile's name from its path segment ("/u/J%C3%BCrgen"): as written if it isn't valid percent-encoding. */
function decodedName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path of a player's profile. */
export function profilePath(name: string): string {
  return `/u/${encodeURIComponent(name)}`;
}

export function routeOf(pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  for (const [pattern, route] of PATTERNS) {
    const match = path.match(pattern);
    if (match) return route(match);
  }
  return { page: "not-found" };
}

/**
 * The pages whose first view is written at build time, one file a language, by a path that stands
 * for the page (a game page's first view is its frame, the same for every game). Pages that show
 * the visitor's own things (my games, settings) or a game's invitation have none: the app draws
 * them.
 */
export const FIRST_VIEW_PATHS = ["/", "/new", "/rules", "/rules/winter", "/learn", "/verify", "/sign-in", "/g/first-view-of-a-game00"] as const;

/** The name of the first view file for a path ("landing", "rules-winter", "game"), or null. */
export function firstViewOf(pathname: string): string | null {
  const route = routeOf(pathname);
  if (route.page === "rules") return route.edition === "winter" ? "rules-winter" : "rules";
  return FIRST_VIEW_PATHS.some((path) => routeOf(path).page === route.page) ? route.page : null;
}

/**
 * The script a first view's page starts the app with, once the view has been painted: it puts the
 * app's module preloads (held inert in the page's template#app-scripts) into the head and imports
 * the app (the template's data-entry). So the app's scripts never compete with the first view for a slow phone's network or
 * main thread, and a measure of the first paint (Lighthouse's simulation of a slow phone counts a
 * script that arrived before it as holding it back) sees what the phone shows. A page opened
 * unseen (a background tab), or a browser without paint timing, starts at once; at most
 * 3 s waits for the paint. A first view's Content-Security-Policy allows exactly this text by its
 * hash (test/worker/first-view.test.ts checks the two agree).
 */
export const FIRST_VIEW_STARTER =
  'let started = false; const start = () => { if (started) return; started = true; const scripts = document.getElementById("app-scripts"); document.head.append(scripts.content); import(scripts.dataset.entry); }; if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) start(); else { new PerformanceObserver((paints) => { if (paints.getEntriesByName("first-contentful-paint").length > 0) start(); }).observe({ type: "paint", buffered: true }); setTimeout(start, 3000); }';
export const FIRST_VIEW_STARTER_HASH = "sha256-UNOYpPIX7Hi2d/RjvXBXxJRjFVKYvpDtczOFiR050ic=";
