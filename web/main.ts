import { html, nothing, type ReactiveElement } from "lit";
import { keyed } from "lit/directives/keyed.js";
import "./app/app-header.js";
import "./app/offline-banner.js";
import { setPageTitle } from "./app/notify.js";
import { firstRendersDone, ownTaskIfDrawing, PAGE_SHOWN, type DrawnLater } from "./app/first-draw.js";
import { PageElement } from "./app/page-element.js";
import { RouterController, type Route } from "./app/router.js";
import { chosenLocale, locale, localeReady, t } from "./i18n/index.js";
import { applyPaletteTo } from "./theme/palette.js";

document.documentElement.lang = locale();
/**
 * The language chosen here goes to the Worker as a cookie of the same name, so the pages' first
 * views come in it rather than in the browser's (worker/http/assets.ts).
 */
function shareChosenLocale(): void {
  const chosen = chosenLocale();
  if (chosen) document.cookie = `coffee-rush-locale=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
shareChosenLocale();
window.addEventListener("locale-changed", shareChosenLocale);
applyPaletteTo(document);
// The installed app: offline shell, push notices (web/sw/service-worker.ts).
if ("serviceWorker" in navigator) void navigator.serviceWorker.register("/sw.js", { updateViaCache: "none" }).catch(() => undefined);

/** How long a first view waits for its page's content (a game's state) before the app shows what it has. */
const DRAWING_AT_MOST_MS = 10_000;
/** How long the swap waits for the live page's frame: a tab in the background has no frames. */
const FRAME_AT_MOST_MS = 100;

/** The app's root: the header, and the page for the current address (defined below, once its language is there). */
export class CoffeeRushApp extends PageElement {
  private readonly router = new RouterController(this);
  private readonly pagesLoading = new Map<Route["page"], Promise<void>>();
  private readonly pagesLoaded = new Set<Route["page"]>();
  private shownVisit = 0;

  protected override createRenderRoot(): HTMLElement {
    // The page's first view, sent as HTML (scripts/first-views.mjs), stays on screen while the live
    // page is drawn after it, hidden (the attribute `drawing`, frame.css); then they change places.
    const firstView = [...this.children];
    if (firstView.length > 0) {
      for (const element of firstView) if (!element.hasAttribute("data-first-view")) element.setAttribute("data-first-view", "");
      this.toggleAttribute("drawing", true);
      void this.showWhenDrawn();
    }
    return super.createRenderRoot();
  }

  /**
   * Once the page is drawn (its module loaded, its first render done, its content if that comes
   * later, and every part's first render), the first view leaves and the live page shows, in one
   * frame: nothing blinks, and a page whose module or content comes later never stands empty.
   */
  private async showWhenDrawn(): Promise<void> {
    await this.loadPage(this.router.route.page);
    await this.updateComplete;
    const page = this.querySelector(".app-frame:not([data-first-view]) main > *");
    if (page) {
      await (page as Partial<ReactiveElement>).updateComplete;
      await Promise.race([(page as Partial<DrawnLater>).firstDrawn, new Promise((resolve) => setTimeout(resolve, DRAWING_AT_MOST_MS))]);
    }
    await firstRendersDone();
    // Laid out once, unseen, in a frame of its own (its parts can come task after task with no frame
    // between): changing places then restyles the page, and no longer lays it out too, in one task.
    await new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve));
      setTimeout(resolve, FRAME_AT_MOST_MS);
    });
    for (const element of this.querySelectorAll(":scope > [data-first-view]")) element.remove();
    this.removeAttribute("drawing");
    window.dispatchEvent(new Event(PAGE_SHOWN));
    // The browser jumped to the address's section in the first view; the live page is new.
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    target?.scrollIntoView();
  }

  /**
   * Loads a page's module (PAGE_MODULES), once. The root puts the page on the page only then, so
   * its element is defined when its properties are set (a page reads them as it connects).
   */
  private loadPage(page: Route["page"]): Promise<void> {
    let loading = this.pagesLoading.get(page);
    if (!loading) {
      loading = PAGE_MODULES[page]().then(
        async () => {
          // Not in the task that evaluated the module.
          await ownTaskIfDrawing();
          this.pagesLoaded.add(page);
          this.requestUpdate();
        },
        // Not loaded (offline, or a newer build replaced its file): the next visit to the page tries again.
        () => void this.pagesLoading.delete(page),
      );
      this.pagesLoading.set(page, loading);
    }
    return loading;
  }

  override willUpdate() {
    void this.loadPage(this.router.route.page);
  }

  override render() {
    const { route, visit } = this.router;
    return html`<div class="app-frame">
      <a class="skip-link" href="#main">${t("app.skip")}</a>
      <cr-app-header .page=${route.page}></cr-app-header>
      <cr-offline-banner></cr-offline-banner>
      <main id="main" tabindex="-1">${this.pagesLoaded.has(route.page) ? keyed(visit, pageFor(route)) : nothing}</main>
    </div>`;
  }

  override updated() {
    setPageTitle(t(`app.page.${this.router.route.page}`));
    // After moving to another page, start screen readers and keyboards at its content.
    if (this.router.visit !== this.shownVisit) {
      this.shownVisit = this.router.visit;
      this.querySelector<HTMLElement>("#main")?.focus();
    }
  }
}

/**
 * Each page's module, loaded when the page is first shown. What every page needs is app.js; what
 * a page needs beyond it is one file (scripts/bundle-app.mjs reads this table, in this order), which
 * the page's first view preloads beside app.js.
 */
const PAGE_MODULES: Record<Route["page"], () => Promise<unknown>> = {
  // The move composers (its largest part) come beside it, evaluated in a task of their own.
  game: () => Promise.all([import("./pages/game-page.js"), import("./composer/composers.js")]),
  landing: () => import("./pages/landing-page.js"),
  new: () => import("./pages/create-page.js"),
  invite: () => import("./pages/invite-page.js"),
  games: () => import("./pages/games-page.js"),
  play: () => import("./pages/play-page.js"),
  "sign-in": () => import("./pages/sign-in-page.js"),
  settings: () => import("./pages/settings-page.js"),
  rules: () => import("./rules/rules-page.js"),
  learn: () => import("./learn/learn-page.js"),
  verify: () => import("./pages/verify-page.js"),
  profile: () => import("./ratings/profile-page.js"),
  standings: () => import("./ratings/standings-page.js"),
  "not-found": () => import("./pages/not-found-page.js"),
};

function pageFor(route: Route) {
  switch (route.page) {
    case "landing":
      return html`<cr-landing-page></cr-landing-page>`;
    case "new":
      return html`<cr-create-page></cr-create-page>`;
    case "game":
      return html`<cr-game-page .gameId=${route.gameId}></cr-game-page>`;
    case "invite":
      return html`<cr-invite-page .gameId=${route.gameId}></cr-invite-page>`;
    case "games":
      return html`<cr-games-page></cr-games-page>`;
    case "play":
      return html`<cr-play-page></cr-play-page>`;
    case "sign-in":
      return html`<cr-sign-in-page></cr-sign-in-page>`;
    case "settings":
      return html`<cr-settings-page></cr-settings-page>`;
    case "rules":
      return html`<cr-rules-page .edition=${route.edition}></cr-rules-page>`;
    case "learn":
      return html`<cr-learn-page></cr-learn-page>`;
    case "verify":
      return html`<cr-verify-page></cr-verify-page>`;
    case "profile":
      return html`<cr-profile-page .name=${route.name}></cr-profile-page>`;
    case "standings":
      return html`<cr-standings-page></cr-standings-page>`;
    case "not-found":
      return html`<cr-not-found-page></cr-not-found-page>`;
  }
}

// Until then the page's first view (sent as HTML) stays; drawn in English first, the page would blink.
// The app's modules are evaluated in one task and the app drawn from the next (see ownTaskWhileDrawing).
void localeReady.then(() => setTimeout(() => customElements.define("coffee-rush-app", CoffeeRushApp)));

declare global {
  interface HTMLElementTagNameMap {
    "coffee-rush-app": CoffeeRushApp;
  }
}
