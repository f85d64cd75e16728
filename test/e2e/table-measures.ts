import type { Page } from "playwright-core";

/**
 * Measures of a page for the phone table's tests (phone-table.test.ts), shadow trees included:
 * the board's width and what covers it, text cut off by its box, targets too small to tap.
 */

/**
 * Whether an element is out of sight because a closed <details> or <dialog> above it hides it,
 * shadow roots crossed (a closed details keeps its content's boxes in Chromium).
 */
const HIDDEN_INSIDE = `(element) => {
  for (let child = element, at = element.parentNode ?? element.host; at; child = at, at = at.parentNode ?? at.host) {
    if (at.tagName === "DETAILS" && !at.open && child.tagName !== "SUMMARY") return true;
    if (at.tagName === "DIALOG" && !at.open) return true;
  }
  return false;
}`;

/** The board's width, and the first thing other than the board found over the centre of one of its squares. */
export async function boardWidth(page: Page): Promise<{ width: number; covered: string | null }> {
  return page.evaluate(() => {
    const deepAll = (root: Document | ShadowRoot, selector: string): Element[] => [
      ...root.querySelectorAll(selector),
      ...[...root.querySelectorAll("*")].flatMap((element) => (element.shadowRoot ? deepAll(element.shadowRoot, selector) : [])),
    ];
    const board = deepAll(document, "cr-board")
      .map((element) => element.shadowRoot!.querySelector("svg.board")!)
      .find((svg) => svg.getBoundingClientRect().width > 0)!;
    const box = board.getBoundingClientRect();
    const deepAt = (x: number, y: number): Element | null => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    const within = (node: Node | null): boolean => {
      for (let at: Node | null = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) if (at === board) return true;
      return false;
    };
    let covered: string | null = null;
    for (let row = 0; row < 4 && !covered; row++) {
      for (let column = 0; column < 4 && !covered; column++) {
        const [x, y] = [box.left + ((column + 0.5) * box.width) / 4, box.top + ((row + 0.5) * box.height) / 4];
        if (y < 0 || y > innerHeight) {
          covered = `row ${row + 1} is off the screen`;
          break;
        }
        const hit = deepAt(x, y);
        if (!within(hit)) covered = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join(".")}` : "nothing";
      }
    }
    return { width: box.width, covered };
  });
}

/** Elements wider than the screen, and elements whose text doesn't fit their box (cut off, or spilling out). */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((hiddenSource) => {
    const hiddenInside = new Function(`return ${hiddenSource}`)() as (element: Element) => boolean;
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll("*")) {
        if (element.shadowRoot) visit(element.shadowRoot);
        // An SVG drawing's text has no box to be cut by (the board's letters and marks).
        if (element instanceof SVGElement) continue;
        const style = getComputedStyle(element);
        if (style.display === "none" || style.display === "inline" || style.visibility === "hidden" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
        if (element.closest("[hidden]") || hiddenInside(element)) continue;
        if (["auto", "scroll"].includes(style.overflowX) || ["auto", "scroll"].includes(style.overflowY)) continue;
        if (["SELECT", "OPTION", "TEXTAREA", "INPUT"].includes(element.tagName)) continue;
        const box = element.getBoundingClientRect();
        // Visually hidden text (a live region, a screen reader's label) is 1 px by design.
        if (box.width <= 1 || box.height <= 1) continue;
        const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        if (box.right > innerWidth + 1 || box.left < -1) found.push(`${element.tagName.toLowerCase()} "${text}" spans ${Math.round(box.left)}–${Math.round(box.right)}`);
        const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
        if (!ownText) continue;
        if (element.scrollWidth > element.clientWidth + 1) found.push(`${element.tagName.toLowerCase()} "${text}" is cut across (${element.scrollWidth} > ${element.clientWidth})`);
        else if (element.scrollHeight > element.clientHeight + 1) found.push(`${element.tagName.toLowerCase()} "${text}" is cut below (${element.scrollHeight} > ${element.clientHeight})`);
      }
    };
    visit(document);
    if (document.documentElement.scrollWidth > innerWidth) found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    return found;
  }, HIDDEN_INSIDE);
}

/**
 * Targets smaller than WCAG 2.2 asks (2.5.8) and the issue: 44×44 px on the table and in the
 * composer (inside cr-table), 24×24 px elsewhere. A checkbox or radio counts with its label; a
 * link inside a line of text is exempt.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((hiddenSource) => {
    const hiddenInside = new Function(`return ${hiddenSource}`)() as (element: Element) => boolean;
    const found: string[] = [];
    const selector = 'button, a[href], input, select, summary, [role="button"], [tabindex="0"]';
    const visit = (root: Document | ShadowRoot, onTable: boolean) => {
      for (const element of root.querySelectorAll("*")) {
        const table = onTable || element.tagName === "CR-TABLE";
        if (element.shadowRoot) visit(element.shadowRoot, table);
        if (!element.matches(selector)) continue;
        if (element.closest("[hidden]") || hiddenInside(element)) continue;
        const style = getComputedStyle(element);
        if (style.display === "inline" && element.tagName === "A") continue;
        if (style.visibility === "hidden" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
        const target = (element as HTMLInputElement).labels?.[0] ?? element;
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const least = table ? 44 : 24;
        if (box.width < least - 0.5 || box.height < least - 0.5) {
          const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
          found.push(`${element.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} (< ${least})`);
        }
      }
    };
    visit(document, false);
    return found;
  }, HIDDEN_INSIDE);
}
