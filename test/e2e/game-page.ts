import type { Locator, Page } from "playwright-core";

/** The game page's menu (your link, vacation, share / embed), opened. */
export async function openMenu(page: Page): Promise<void> {
  await page.locator(".game-menu > summary").click();
}

/** The log, opened as a sheet from the table's state line; returns the sheet. */
export async function openLog(page: Page) {
  await page.getByRole("button", { name: /^What happened/ }).click();
  return page.getByRole("dialog", { name: "What happened" });
}

export async function closeLog(page: Page): Promise<void> {
  await page.getByRole("dialog", { name: "What happened" }).getByRole("button", { name: "Close" }).click();
}

/** The app header's navigation, unfolded where a phone folds it behind ☰ (a no-op on wider screens). */
export async function openNav(page: Page): Promise<void> {
  const toggle = page.locator(".nav-toggle");
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

/**
 * The order a tapped turn completes, as its pre-ticked box in the composer's Orders step names it
 * ("Complete Espresso with cup 1"). The deck is shuffled: the tap takes the path that fills the
 * cups best, so which order (and which cup) depends on the deal.
 */
export async function tickedOrder(scope: Page | Locator): Promise<{ card: string; cup: number }> {
  const box = scope.getByRole("checkbox", { name: /^Complete .+ with cup \d$/, checked: true }).first();
  const label = await box.evaluate((input) => ((input as HTMLInputElement).labels?.[0]?.textContent ?? "").replace(/\s+/g, " ").trim());
  const [, card, cup] = /^Complete (.+) with cup (\d)$/.exec(label)!;
  return { card, cup: Number(cup) };
}
