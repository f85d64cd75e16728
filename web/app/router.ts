import type { ReactiveController, ReactiveControllerHost } from "lit";
import { routeOf, type Route } from "../../protocol/pages.js";

export type { Route };

const NAVIGATED = "app-navigated";

/** Goes to another page of the app without reloading. */
export function navigate(path: string): void {
  history.pushState(null, "", path);
  window.dispatchEvent(new Event(NAVIGATED));
}

/**
 * Keeps the host on the current route. Links stay real `<a href>` (open in a new tab, copy the
 * address); plain clicks on same-origin app links become pushState navigation.
 */
export class RouterController implements ReactiveController {
  private path = location.pathname;
  route: Route = routeOf(this.path);
  /** Counts page changes, so a page opened for another game starts afresh rather than reusing the last one. */
  visit = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener("popstate", this.update);
    window.addEventListener(NAVIGATED, this.update);
    document.addEventListener("click", this.onClick);
  }

  hostDisconnected(): void {
    window.removeEventListener("popstate", this.update);
    window.removeEventListener(NAVIGATED, this.update);
    document.removeEventListener("click", this.onClick);
  }

  private readonly update = () => {
    // Back or forward across an in-page fragment (the skip link) stays on the same page.
    if (location.pathname === this.path) return;
    this.path = location.pathname;
    this.route = routeOf(this.path);
    this.visit++;
    this.host.requestUpdate();
  };

  private readonly onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // composedPath reaches into shadow roots, where many of the app's links live.
    const anchor = event.composedPath().find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement);
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href);
    // Other sites and the service's own pages (/auth, /dev/mail) load as usual.
    if (url.origin !== location.origin || routeOf(url.pathname).page === "not-found") return;
    // Same page, another fragment: an in-page link (the skip link), the browser's business.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    // A seat link keeps its fragment: the game page moves the token into storage.
    navigate(url.pathname + url.search + url.hash);
    window.scrollTo(0, 0);
  };
}
