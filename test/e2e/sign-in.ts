import { expect, inject } from "vitest";
import type { Page } from "playwright-core";

/** Signs the page in through the local mailbox, as pages.test.ts does. */
export async function signIn(page: Page, email: string) {
  await page.goto(`${inject("baseUrl")}/sign-in`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await page.getByRole("link", { name: "Open the local mailbox" }).click();
  await page.getByRole("row", { name: new RegExp(email.replace(/[.]/g, "\\.")) }).getByRole("link").first().click();
  const link = (await page.locator("pre").innerText()).match(/https?:\/\/\S+\/auth\/confirm\?token=\S+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByRole("button", { name: /Sign in/ }).click();
  await page.getByRole("button", { name: "Sign out" }).waitFor();
}
