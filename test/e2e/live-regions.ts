import type { BrowserContext, Page } from "playwright-core";

/**
 * What a page's live regions say, as a screen reader would hear it: text added to, or changed
 * in, an element inside a live region (aria-live other than "off", or role log, status or alert),
 * across shadow roots. A live region drawn with its text already in it says nothing (screen
 * readers announce changes), except an alert. Recorded from the page's first script on.
 */
export async function recordLiveRegions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    const LIVE_ROLES = new Set(["log", "status", "alert"]);
    const parentOf = (node: Node): Node | null => node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
    const liveOf = (element: Element): boolean => {
      const live = element.getAttribute("aria-live");
      if (live !== null) return live !== "off";
      return LIVE_ROLES.has(element.getAttribute("role") ?? "");
    };
    /** The live region `node` is in (itself included when `self`), or null. */
    const regionOf = (node: Node | null, self: boolean): Element | null => {
      for (let at = self ? node : node && parentOf(node); at; at = parentOf(at)) {
        if (at instanceof Element && at.getAttribute("aria-live") === "off") return null;
        if (at instanceof Element && liveOf(at)) return at;
      }
      return null;
    };
    const hidden = (node: Node): boolean => node instanceof Element && (node.getAttribute("aria-hidden") === "true" || node.hasAttribute("hidden"));
    const say = (text: string | null | undefined) => {
      const words = (text ?? "").replace(/\s+/g, " ").trim();
      if (words) heard.push(words);
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") {
          if (regionOf(record.target, false)) say(record.target.textContent);
          continue;
        }
        for (const added of record.addedNodes) {
          if (hidden(added)) continue;
          // A region inserted with its text says nothing, unless it is an alert.
          const own = added instanceof Element && liveOf(added);
          if (own && (added as Element).getAttribute("role") !== "alert") continue;
          if (own || regionOf(record.target, true)) say(added.textContent);
        }
      }
    });
    const watch = (root: Node) => observer.observe(root, { childList: true, subtree: true, characterData: true });
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      watch(root);
      return root;
    };
    watch(document);
  });
}

/** Everything the page's live regions have said so far, in order. */
export async function heardOn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
}

/** How many times `words` was said, over everything heard (a line may hold several sentences). */
export function timesSaid(heard: readonly string[], words: string): number {
  return heard.reduce((count, line) => count + line.split(words).length - 1, 0);
}
