import type { ReactiveElement } from "lit";

/**
 * While the app draws its first page beside the page's first view (web/main.ts), the elements that
 * call this from `scheduleUpdate` (the pages and the table) each first render in a task of their
 * own: no one task holds a phone's main thread for the whole page. Later renders, and every render
 * once the page shows, go on at once.
 */
export async function ownTaskWhileDrawing(element: ReactiveElement): Promise<void> {
  if (!element.hasUpdated && document.querySelector("coffee-rush-app[drawing]") !== null) {
    await new Promise((resolve) => setTimeout(resolve));
  }
}
