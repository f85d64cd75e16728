import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { CreateGameResponse } from "../../protocol/types.js";
import { appStrings } from "../../web/i18n/app/index.js";
import { koreanParticles } from "../../web/i18n/korean-particles.js";
import { mailLanguageStrings } from "../../web/i18n/mail-language/index.js";
import { api } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";

/**
 * Issue 17, mails in the reader's language, in a real browser: a Korean visitor asks for a sign-in
 * link from the Korean app; the mail, the link's page and the settings are Korean; a game mail
 * and the settings page it links to are too, and choosing French there makes them French. On a
 * phone (360 px) and on a desktop, with axe.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const browser = useBrowser();
const ko = { ...appStrings.ko, ...mailLanguageStrings.ko };

/** The newest mail to `to` in the local mailbox: its subject, text part and where its HTML part is shown. */
async function newestMail(page: Page, to: string): Promise<{ subject: string; text: string; htmlUrl: string }> {
  await page.goto(`${inject("baseUrl")}/dev/mail`);
  const link = page.getByRole("row", { name: new RegExp(to.replace(/[.]/g, "\\.")) }).first().getByRole("link");
  const subject = await link.innerText();
  await link.click();
  const text = await page.locator("pre").innerText();
  const htmlUrl = new URL((await page.locator("iframe").getAttribute("src"))!, inject("baseUrl")).href;
  return { subject, text, htmlUrl };
}

describe("issue 17: mails in the reader's language", () => {
  for (const [size, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
    it(`a Korean visitor's sign-in mail, its page, the settings and a game mail are Korean until they choose French (${size})`, async () => {
      const email = `hana-${size}-${Date.now()}@example.com`;
      const context = await browser.newContext({ viewport, locale: "ko-KR", bypassCSP: true });
      const page = await context.newPage();

      await page.goto(`${inject("baseUrl")}/sign-in`);
      await page.getByLabel(ko["signin.email"]).fill(email);
      await page.getByRole("button", { name: ko["signin.submit"] }).click();
      // (as the app writes it: the particle after the address settled by its sound)
      await page.getByText(koreanParticles(ko["signin.checkMail"].replace("{email}", email))).waitFor();

      const signInMail = await newestMail(page, email);
      expect(signInMail.subject).toBe("Coffee Rush 로그인 링크");
      await page.goto(signInMail.htmlUrl);
      await expect(page.locator("html").getAttribute("lang")).resolves.toBe("ko");
      await page.screenshot({ path: `${SHOTS}/mail-signin-ko-${size}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      const link = signInMail.text.match(/https?:\/\/\S+\/auth\/confirm\?token=\S+/)?.[0];
      expect(link).toContain("&lang=ko");
      await page.goto(link!);
      await expect(page.locator("html").getAttribute("lang")).resolves.toBe("ko");
      await page.getByRole("button", { name: "Coffee Rush에 로그인" }).click();
      await page.waitForURL(`${inject("baseUrl")}/`);
      const me = (await (await page.request.get(`${inject("baseUrl")}/api/me`)).json()) as { user: { email: string } | null };
      expect(me.user?.email).toBe(email);

      // Signing in kept the app's language for the mails: the settings say so.
      await page.goto(`${inject("baseUrl")}/settings`);
      const choice = page.getByLabel(ko["mailLanguage.label"]);
      await choice.waitFor();
      await expect(choice.inputValue()).resolves.toBe("ko");
      await page.screenshot({ path: `${SHOTS}/mail-language-settings-ko-${size}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // A game mail (an invitation from an English host: the address's choice wins) and its settings page.
      const created = await api<CreateGameResponse>("/api/games", { method: "POST", json: { edition: "winter", players: 2 } });
      const invited = await api(`/api/games/${created.body.gameId}/seats/1/invite`, {
        method: "POST",
        token: created.body.hostToken,
        json: { email, inviter: "Ann", language: "en" },
      });
      expect(invited.status).toBe(202);
      const invite = await newestMail(page, email);
      expect(invite.subject).toBe("Ann 님이 Coffee Rush에 초대했어요");
      await page.goto(invite.htmlUrl);
      await page.screenshot({ path: `${SHOTS}/mail-invite-ko-${size}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      const settingsLink = invite.text.match(/https?:\/\/\S+\/mail\/settings\?t=\S+/)?.[0];
      expect(settingsLink).toBeDefined();
      await page.goto(settingsLink!);
      await page.getByRole("heading", { name: "메일 설정" }).waitFor();
      await page.screenshot({ path: `${SHOTS}/mail-settings-page-ko-${size}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel("메일 언어").selectOption("fr");
      await page.getByRole("button", { name: "저장" }).click();
      await page.getByRole("heading", { name: "Réglages des e-mails" }).waitFor();
      await page.getByText("Enregistré.").waitFor();
      await page.screenshot({ path: `${SHOTS}/mail-settings-page-fr-${size}.png`, fullPage: true });

      // The next mail is French.
      const again = await api(`/api/games/${created.body.gameId}/seats/1/invite`, { method: "POST", token: created.body.hostToken, json: { email, inviter: "Ann" } });
      expect(again.status).toBe(202);
      expect((await newestMail(page, email)).subject).toBe("Ann vous invite à jouer à Coffee Rush");
      await context.close();
    });
  }
});
