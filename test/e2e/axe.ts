import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page as it stands once its passing animations (an arriving move played on
 * the table, under a second) have ended: mid-fade, a colour is neither the one before nor after.
 * Returns its serious and critical findings, one line each. axe goes in as an inline script, which
 * the app's CSP forbids: open the page in a context made with `bypassCSP: true`.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsEnded(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join("; ")})`);
}

/** Waits for the page's passing animations to end: the document's and every shadow root's (the table's parts draw in shadow DOM). */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let index = 0; index < roots.length; index++) {
      for (const element of roots[index].querySelectorAll("*")) if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    const passing = roots.flatMap((root) => root.getAnimations()).filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.all(passing.map((animation) => animation.finished.catch(() => undefined)));
  });
}
