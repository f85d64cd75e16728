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

/**
 * Every player's whole board, opened as a player opens them: on a phone, the log sheet's Players
 * tab (returned); on a wider page, each folded row. The table draws them only once opened.
 */
export async function showBoards(page: Page): Promise<Locator> {
  await page.locator("cr-table cr-table-status").waitFor();
  const playersTab = page.locator("cr-table #tab-players");
  if ((await playersTab.count()) > 0) {
    await page.locator("cr-table .log-button").click();
    await playersTab.click();
    return page.locator("cr-table #panel-players");
  }
  const folded = page.locator("cr-player-board details:not([open]) > summary");
  while ((await folded.count()) > 0) await folded.first().click();
  return page.locator("cr-table");
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
