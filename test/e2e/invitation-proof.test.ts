import { describe, expect, inject, it } from "vitest";
import type { CreateGameResponse } from "../../protocol/types.js";
import { appStrings } from "../../web/i18n/app/index.js";
import { apiOk } from "./api-game.js";
import { LANGUAGE_VIEWS, SHOTS, useBrowser } from "./browser.js";

/**
 * A player who opens the invitation mailed to them (issue 54, item 11) is not asked to confirm the
 * address: the mail's link carries its own token (`#seat=…&mail=…`), the join sends it, and the
 * join form says the game's mails come straight (test/worker/address-owner.test.ts: the service
 * then counts the address as confirmed).
 */

const browser = useBrowser();
const base = () => inject("baseUrl");

describe("joining from a mailed invitation (issue 54, item 11)", () => {
  for (const [language, viewport] of LANGUAGE_VIEWS) {
    it(`${language}, ${viewport.width} px: the join carries the mail's proof, and the form asks no confirmation`, async () => {
      const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2 } });
      await apiOk(`/api/games/${created.gameId}/join`, { json: { token: created.seats[0].token, name: "Ann" } });
      const guest = `proof-${language}-${Date.now()}@example.com`;
      await apiOk(`/api/games/${created.gameId}/seats/1/invite`, { token: created.hostToken, json: { email: guest, inviter: "Ann" } });

      const context = await browser.newContext({ viewport, locale: language, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${base()}/dev/mail`);
      await page.getByRole("row", { name: new RegExp(guest.replace(/[.]/g, "\\.")) }).getByRole("link").first().click();
      const link = (await page.locator("pre").innerText()).match(/https?:\/\/\S+\/g\/[\w-]{22}#seat=[\w-]+&mail=[\w-]+/)?.[0];
      expect(link, "the invitation's link carries the mail's token").toBeDefined();
      const proof = new URLSearchParams(new URL(link!).hash.slice(1)).get("mail");

      await page.goto(link!);
      const strings = appStrings[language];
      await page.getByText(strings["join.emailHintInvited"]!).waitFor();
      expect(await page.getByText(strings["join.emailHint"]!).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/join-invitation-proof-${language}.png`, fullPage: true });
      const joining = page.waitForRequest((request) => request.url().endsWith(`/api/games/${created.gameId}/join`));
      await page.getByLabel(strings["join.name"]!).fill("Ben");
      await page.getByRole("button", { name: strings["join.submit"]! }).click();
      const body = (await joining).postDataJSON() as { email?: string; mailLink?: string };
      expect(body).toMatchObject({ email: guest, mailLink: proof });
      await context.close();
    });
  }
});
