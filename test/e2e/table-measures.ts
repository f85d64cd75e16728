import type { Locator, Page } from "playwright-core";
import { CLASSIC_KINDS, WINTER_KINDS } from "../../game/engine/data/decks.js";
import { cardShortName } from "../../protocol/i18n/game-names.js";
import type { Language } from "../../protocol/languages.js";
import { animationsEnded } from "./axe.js";

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

/** The element drawn at a point, looked for inside shadow roots too (elementFromPoint stops at a host). */
const DEEP_AT = `(x, y) => {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}`;

/** The board's width, and the first thing other than the board found over the centre of one of its squares. */
export async function boardWidth(page: Page): Promise<{ width: number; covered: string | null }> {
  return page.evaluate((deepAtSource) => {
    const deepAll = (root: Document | ShadowRoot, selector: string): Element[] => [
      ...root.querySelectorAll(selector),
      ...[...root.querySelectorAll("*")].flatMap((element) => (element.shadowRoot ? deepAll(element.shadowRoot, selector) : [])),
    ];
    const board = deepAll(document, "cr-board")
      .map((element) => element.shadowRoot!.querySelector("svg.board")!)
      .find((svg) => svg.getBoundingClientRect().width > 0)!;
    const box = board.getBoundingClientRect();
    const deepAt = new Function(`return ${deepAtSource}`)() as (x: number, y: number) => Element | null;
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
  }, DEEP_AT);
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

/**
 * Text drawn under another element in the page's flow (the state line's words under the buttons
 * beside it): the middle of each line of an element's own text, in view, must show that element
 * or something inside it. What scrolls under a sticky or fixed bar (the composer's resting sheet,
 * a banner), or out of a scrolling box, is not counted: it comes out by scrolling. Nor is the page
 * under an open modal sheet: then only the sheet's own text is looked at.
 */
export async function coveredText(page: Page): Promise<string[]> {
  // Mid-way, a passing animation (a move arriving, a note fading) lies over what it passes.
  await animationsEnded(page);
  return page.evaluate(([hiddenSource, deepAtSource]) => {
    const hiddenInside = new Function(`return ${hiddenSource}`)() as (element: Element) => boolean;
    const parentOf = (node: Node): Node | null => node.parentNode ?? (node as ShadowRoot).host ?? null;
    const contains = (outer: Node, inner: Node | null): boolean => {
      for (let at = inner; at; at = parentOf(at)) if (at === outer) return true;
      return false;
    };
    const deepAt = new Function(`return ${deepAtSource}`)() as (x: number, y: number) => Element | null;
    const pinned = (element: Element): boolean => {
      for (let at: Node | null = element; at; at = parentOf(at)) {
        if (at instanceof Element && ["sticky", "fixed"].includes(getComputedStyle(at).position)) return true;
      }
      return false;
    };
    /** Text for screen readers only: inside a box of 1 px (a live region, a visually hidden label). */
    const unseen = (element: Element): boolean => {
      for (let at: Node | null = element; at; at = parentOf(at)) {
        if (!(at instanceof Element)) continue;
        const box = at.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    /** Whether the point lies outside a scrolling box around the element (scrolled out of sight there: it scrolls back). */
    const scrolledAway = (element: Element, x: number, y: number): boolean => {
      for (let at = parentOf(element); at; at = parentOf(at)) {
        if (!(at instanceof Element)) continue;
        const style = getComputedStyle(at);
        if (![style.overflowX, style.overflowY].some((overflow) => ["auto", "scroll", "hidden", "clip"].includes(overflow))) continue;
        const box = at.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    const modals: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll("*")) {
        if (element.shadowRoot) collect(element.shadowRoot);
        if (element.tagName === "DIALOG" && (element as HTMLDialogElement).open && element.matches(":modal")) modals.push(element);
      }
    };
    collect(document);
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll("*")) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (element instanceof SVGElement || element.closest("[hidden]") || hiddenInside(element)) continue;
        if (modals.length > 0 && !modals.some((modal) => contains(modal, element))) continue;
        const style = getComputedStyle(element);
        // A note that lets taps through (pointer-events: none) is never what elementFromPoint finds.
        if (style.visibility === "hidden" || style.pointerEvents === "none" || Number(style.opacity) === 0 || unseen(element)) continue;
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || node.textContent!.trim() === "") continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            if (line.width < 2 || line.height < 2) continue;
            const [x, y] = [line.left + line.width / 2, line.top + line.height / 2];
            if (x < 0 || y < 0 || x > innerWidth || y > innerHeight || scrolledAway(element, x, y)) continue;
            const hit = deepAt(x, y);
            if (!hit || contains(element, hit) || contains(hit, element) || pinned(hit)) continue;
            const text = node.textContent!.trim().replace(/\s+/g, " ").slice(0, 30);
            found.push(`"${text}" (${element.tagName.toLowerCase()}) is under ${hit.tagName.toLowerCase()}${hit.classList.length ? "." + [...hit.classList].join(".") : ""}`);
          }
        }
      }
    };
    visit(document);
    return found;
  }, [HIDDEN_INSIDE, DEEP_AT]);
}

/**
 * The viewer's cups and the first order card of their queue, between the board and what covers
 * the screen's foot (the composer's resting sheet, or the plan's while waiting; without one, the screen's edge): `belowBoard`,
 * from the board's bottom edge to the higher of their tops; `aboveSheet`, from the lower of their
 * bottoms to the sheet's top edge (negative: they reach under it); `covered`, what lies over the
 * middle of either instead of it; `outOfView`, which of the board, the cups, the first order and
 * Submit (when the composer shows it) reach past the screen's top or foot, the page at its top.
 */
export async function matAroundBoard(page: Page): Promise<{ belowBoard: number; aboveSheet: number; covered: string | null; outOfView: string[] }> {
  return page.evaluate((deepAtSource) => {
    const deepAll = (root: Document | ShadowRoot, selector: string): Element[] => [
      ...root.querySelectorAll(selector),
      ...[...root.querySelectorAll("*")].flatMap((element) => (element.shadowRoot ? deepAll(element.shadowRoot, selector) : [])),
    ];
    const shown = (selector: string) => deepAll(document, selector).find((element) => element.getBoundingClientRect().height > 0);
    const board = shown("svg.board")!.getBoundingClientRect();
    // The composer's cups (a placement's are buttons in a group), or the waiting player's.
    const cups = shown(".mat .cups, ol.cups")!;
    const queue = shown("ol.queue")!;
    const card = queue.querySelector(":scope > li:first-child .card") ?? queue.querySelector(":scope > li:first-child")!;
    const sheetTop = shown("div.sheet")?.getBoundingClientRect().top ?? innerHeight;
    const deepAt = new Function(`return ${deepAtSource}`)() as (x: number, y: number) => Element | null;
    const within = (outer: Element, node: Node | null): boolean => {
      for (let at: Node | null = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) if (at === outer) return true;
      return false;
    };
    let covered: string | null = null;
    for (const element of [cups, card]) {
      const box = element.getBoundingClientRect();
      const hit = deepAt(box.left + box.width / 2, box.top + box.height / 2);
      if (!covered && !within(element, hit)) covered = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} is under ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join(".")}` : "nothing"}`;
    }
    const [cupsBox, cardBox] = [cups.getBoundingClientRect(), card.getBoundingClientRect()];
    // Submit, in any language: the button the sheet's line describes.
    const submit = shown('button[aria-describedby="submit-why"]');
    const outOfView = Object.entries({ board, cups: cupsBox, "first order": cardBox, ...(submit ? { Submit: submit.getBoundingClientRect() } : {}) })
      .filter(([, box]) => box.top < -1 || box.bottom > innerHeight + 1)
      .map(([name, box]) => `${name} at ${Math.round(box.top)}–${Math.round(box.bottom)}px`);
    return {
      outOfView,
      belowBoard: Math.round(Math.min(cupsBox.top, cardBox.top) - board.bottom),
      aboveSheet: Math.round(sheetTop - Math.max(cupsBox.bottom, cardBox.bottom)),
      covered,
    };
  }, DEEP_AT);
}

/**
 * Once the table's layout holds still: the table and its composer measure the room left to them a
 * frame after a render or a resize (and again when what they set resizes something), so the boxes
 * the measures here read are the same over two frames, however slow the frames come.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deepAll = (root: Document | ShadowRoot, selector: string): Element[] => [
      ...root.querySelectorAll(selector),
      ...[...root.querySelectorAll("*")].flatMap((element) => (element.shadowRoot ? deepAll(element.shadowRoot, selector) : [])),
    ];
    const layout = () =>
      deepAll(document, "cr-table, cr-turn-composer, cr-placement-composer, svg.board, .mat, div.sheet, .sheet-body")
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${box.top},${box.height},${box.width},${element.scrollTop},${element.getAttribute("style") ?? ""}`;
        })
        .join(";");
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let seen = layout(), frames = 0; frames < 100; frames += 2) {
      await frame();
      await frame();
      const now = layout();
      if (now === seen) return;
      seen = now;
    }
    throw new Error("the table's layout did not settle in 100 frames");
  });
}

/**
 * Whether a tap reaches `control` where it stands, nothing scrolled first: null when it does, else
 * why not (the page scrolled, the control off the screen, or what lies over its middle).
 */
export async function unreachable(control: Locator, name: string): Promise<string | null> {
  return control.evaluate(
    (element, [deepAtSource, name]) => {
      const deepAt = new Function(`return ${deepAtSource}`)() as (x: number, y: number) => Element | null;
      if (scrollY > 1) return `${name}: the page is scrolled ${Math.round(scrollY)}px`;
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return `${name}: at ${Math.round(box.top)}–${Math.round(box.bottom)}px, off the ${innerHeight}px screen`;
      const hit = deepAt(x, y);
      for (let at: Node | null = hit; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) if (at === element) return null;
      // A label over its own checkbox takes the tap for it.
      if (hit instanceof HTMLLabelElement && hit.control === element) return null;
      return `${name}: under ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join(".")}` : "nothing"}`;
    },
    [DEEP_AT, name] as const,
  );
}

/**
 * How the compact order card (the first of the composer's queue) shows each name: its lines, the
 * specialty star before the name when the card has one, in each look the card takes (plain,
 * highlighted as a cup's match, marked new, both). Problems: a name over three lines, a word
 * broken across two lines. `tallest`: the name that takes the most lines.
 */
export async function cardNameLines(
  page: Page,
  cards: readonly { name: string; specialty: boolean }[],
): Promise<{ tallest: { name: string; specialty: boolean }; problems: string[] }> {
  return page.locator("cr-turn-composer").evaluate((composer, cards) => {
    const line = composer.shadowRoot!.querySelector("ol.queue > li:first-child .card > span:first-child") as HTMLElement;
    const name = line.querySelector(".name") as HTMLElement;
    // The star as the card draws it: its mark, then a space before the name.
    const star = [Object.assign(document.createElement("span"), { className: "specialty", textContent: "★" }), document.createTextNode(" ")];
    // The name's own text node, its words changed (the app still draws it anew after: another language).
    const text = [...name.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) as Text;
    const shown = text.data;
    // What the card draws before the name (its own star), set aside meanwhile.
    const before: ChildNode[] = [];
    for (let node = line.firstChild; node && node !== name; node = node.nextSibling) before.push(node);
    for (const node of before) node.remove();
    // The card's looks: highlighted when a cup completes it (a suggested move), marked new (its holder's class).
    const card = line.parentElement!;
    const holder = card.closest(".fresh") ?? card.parentElement!;
    const looks = [
      { look: "", match: false, fresh: false },
      { look: " (highlighted)", match: true, fresh: false },
      { look: " (new)", match: false, fresh: true },
      { look: " (highlighted, new)", match: true, fresh: true },
    ];
    const [match, fresh] = [card.classList.contains("match"), holder.classList.contains("fresh")];
    const problems: string[] = [];
    let tallest = { ...cards[0], lines: 0 };
    for (const each of cards) {
      text.data = each.name;
      if (each.specialty) for (const node of star) line.insertBefore(node, name);
      for (const { look, ...classes } of looks) {
        card.classList.toggle("match", classes.match);
        holder.classList.toggle("fresh", classes.fresh);
        const lines = Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight));
        // A word drawn on two lines has a box on each.
        const broken = [...each.name.matchAll(/\S+/g)].filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1;
        });
        if (broken.length > 0) problems.push(`"${each.name}"${look}: ${broken.map((word) => word[0]).join(", ")} broken across lines (${line.clientWidth}px)`);
        if (lines > 3) problems.push(`"${each.name}"${each.specialty ? " ★" : ""}${look} takes ${lines} lines (${line.clientWidth}px)`);
        if (lines > tallest.lines) tallest = { ...each, lines };
      }
      for (const node of star) node.remove();
    }
    card.classList.toggle("match", match);
    holder.classList.toggle("fresh", fresh);
    text.data = shown;
    for (const node of before) line.insertBefore(node, name);
    return { tallest: { name: tallest.name, specialty: tallest.specialty }, problems: [...new Set(problems)] };
  }, cards);
}

/** Every card of both editions, as the compact card names it in `language` (for cardNameLines). */
export function everyCard(language: Language): { name: string; specialty: boolean }[] {
  return [...CLASSIC_KINDS, ...WINTER_KINDS].map((kind) => ({ name: cardShortName(language, kind.name), specialty: kind.specialty }));
}

/**
 * The mat inside `host` (the composer, or a waiting player's board) at its tallest: its first card
 * named `tallest`, its first cup holding four tokens. Drawn over the app's own nodes (their text
 * changed, the cup's contents hidden, not removed), so that the app can still draw the page anew
 * (another language) and this be done again.
 */
export async function tallestMat(host: Locator, tallest: { name: string; specialty: boolean }): Promise<void> {
  await host.evaluate((element, { name, specialty }) => {
    const root = element.shadowRoot!;
    const line = root.querySelector("ol.queue > li:first-child .card > span:first-child")!;
    const shown = line.querySelector(".name")!;
    const text = [...shown.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) ?? shown.appendChild(document.createTextNode(""));
    text.textContent = name;
    if (specialty && !line.querySelector(".specialty")) for (const node of [Object.assign(document.createElement("span"), { className: "specialty", textContent: "★" }), document.createTextNode(" ")]) line.insertBefore(node, shown);
    // Chips as the cup draws them (a drawing, the letter and the count), the widest letters first.
    const chip = ([ingredient, letter]: [string, string]) => {
      const token = Object.assign(document.createElement("span"), { className: "token", innerHTML: `<svg class="drawn"></svg><span>${letter}×1</span>` });
      token.dataset.ingredient = ingredient;
      return token;
    };
    const contents = root.querySelector("ol.cups .cup-contents")!;
    for (const drawn of contents.children) if (!drawn.matches(".tallest")) (drawn as HTMLElement).style.display = "none";
    if (contents.querySelector(".tallest")) return;
    const tokens = Object.assign(document.createElement("span"), { className: "tokens tallest" });
    for (const each of [["chocolate", "Ch"], ["caramel", "Ca"], ["milk", "M"], ["ice", "I"]] as [string, string][]) tokens.appendChild(chip(each));
    contents.appendChild(tokens);
  }, tallest);
}

/**
 * The move's line above Submit as long as it gets on a phone (a move that completes three orders):
 * three lines, the line's own words repeated after it.
 */
export async function lineOnThreeLines(composer: Locator): Promise<void> {
  await composer.evaluate((element) => {
    const line = element.shadowRoot!.querySelector<HTMLElement>("#submit-why")!;
    const text = [...line.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "").at(-1) as Text;
    const words = text.data.trim().split(/\s+/);
    const lines = () => Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight));
    for (let word = 0; lines() < 3 && word < 200; word++) text.data += ` ${words[word % words.length]}`;
  });
}

/**
 * How much of an open sheet's step (Details, or the guided game's) is out of sight in its scrolling
 * body, the page at its top: null when it all shows, else what it shows. `help`: its help (the
 * step's first paragraph) only, not its controls below.
 */
export async function stepCut(composer: Locator, what: "step" | "help" = "step"): Promise<string | null> {
  return composer.evaluate((element, what) => {
    const body = element.shadowRoot!.querySelector<HTMLElement>(".sheet-body")!;
    if (what === "step") return body.scrollHeight > body.clientHeight + 1 ? `the step shows ${body.clientHeight}px of its ${body.scrollHeight}px` : null;
    const help = body.querySelector(".step-panel:not([hidden]) > p")!.getBoundingClientRect();
    const shown = body.getBoundingClientRect();
    return help.top < shown.top - 1 || help.bottom > shown.bottom + 1 ? `its help at ${Math.round(help.top)}–${Math.round(help.bottom)}px, the body ${Math.round(shown.top)}–${Math.round(shown.bottom)}px` : null;
  }, what);
}
