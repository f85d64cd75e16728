import type { Page } from "playwright-core";

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
