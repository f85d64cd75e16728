/** Mounting Lit components in happy-dom and looking inside their shadow roots. */
import type { LitElement } from "lit";

function children(node: Element | ShadowRoot | Document): Element[] {
  const own = [...node.children];
  return own.flatMap((child) => [child, ...(child.shadowRoot ? children(child.shadowRoot) : []), ...children(child)]);
}

/** Every element under `root`, shadow trees included. */
export function allElements(root: Element): Element[] {
  return [root, ...(root.shadowRoot ? children(root.shadowRoot) : []), ...children(root)];
}

export function deepQueryAll<T extends Element = HTMLElement>(root: Element, selector: string): T[] {
  return allElements(root).filter((element) => element.matches(selector)) as T[];
}

/** Opens every closed <details> under root, as a click on its summary does, and waits for what it holds to be drawn. */
export async function openDetails<T extends Element>(root: T): Promise<T> {
  for (const details of deepQueryAll<HTMLDetailsElement>(root, "details:not([open])")) {
    details.open = true;
    details.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
  }
  await settled(root);
  return root;
}

export function deepQuery<T extends Element = HTMLElement>(root: Element, selector: string): T {
  const found = deepQueryAll<T>(root, selector)[0];
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

/** Waits until every Lit element in the tree has finished updating (children update after parents). */
export async function settled(root: Element): Promise<void> {
  for (let pass = 0; pass < 6; pass++) {
    const pending = allElements(root)
      .map((element) => (element as Partial<LitElement>).updateComplete)
      .filter((promise) => promise !== undefined);
    const results = await Promise.all(pending);
    if (results.every((done) => done === true) && pass > 0) return;
  }
}

export async function mount<T extends HTMLElement>(tag: string, properties: Partial<T>): Promise<T> {
  const element = document.createElement(tag) as T;
  Object.assign(element, properties);
  document.body.appendChild(element);
  await settled(element);
  return element;
}

/** The text a person would read, shadow trees included, whitespace collapsed. */
export function visibleText(root: Element): string {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? "");
    if (node instanceof Element && node.shadowRoot) node.shadowRoot.childNodes.forEach(walk);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return texts.join(" ").replace(/\s+/g, " ").trim();
}

export async function click(root: Element, element: Element): Promise<void> {
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true }));
  await settled(root);
}

/** The board square buttons (legal taps), by square number. */
export function squareButton(root: Element, squareLabelStart: string): Element {
  const found = deepQueryAll<Element>(root, '[role="button"]').find((g) => g.getAttribute("aria-label")!.startsWith(squareLabelStart));
  if (!found) throw new Error(`no tappable square "${squareLabelStart}"`);
  return found;
}
