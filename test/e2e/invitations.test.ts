import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { CreateGameResponse } from "../../protocol/types.js";
import { apiOk } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { openNav } from "./game-page.js";

/**
 * Issue 19, invitations and catching up: the host mails a seat's link from the invite page; the
 * mail names the host; the join page says who invited you, who is seated and what game it is,
 * with the invited address filled in; "My games" lists the games this browser holds links for,
 * signed out, with an offer to sign in. Each in all four languages at 360 px.
 */

const PHONE = { width: 360, height: 740 };
const browser = useBrowser();

const WORDS = {
  en: { invitedBy: "Ann invited you to this game.", seated: /Already seated: Ann \(player 1\)/, mine: "Games on this device" },
  ko: { invitedBy: "Ann 님이 이 게임에 초대했습니다.", seated: /이미 앉은 사람: Ann \(1번 플레이어\)/, mine: "이 기기의 게임" },
  es: { invitedBy: "Ann te ha invitado a esta partida.", seated: /Ya sentados: Ann \(jugador 1\)/, mine: "Partidas en este dispositivo" },
  fr: { invitedBy: "Ann vous a invité à cette partie.", seated: /Déjà installés : Ann \(joueur 1\)/, mine: "Parties sur cet appareil" },
} as const;

/** The link in the newest mail to `to`, from the local mailbox. */
async function mailedLink(page: Page, to: string): Promise<{ subject: string; link: string }> {
  await page.goto(`${inject("baseUrl")}/dev/mail`);
  const row = page.getByRole("row", { name: new RegExp(to.replace(".", "\\.")) }).first();
  const subject = await row.getByRole("link").innerText();
  await row.getByRole("link").click();
  const link = (await page.locator("pre").innerText()).match(/https?:\/\/\S+\/g\/[\w-]{22}#seat=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  return { subject, link: link! };
}

describe("issue 19: invitations and catching up", () => {
  it("the host mails a seat's link; the mail names the host; the join page says who invited you, in four languages", async () => {
    const hostContext = await browser.newContext({ viewport: PHONE, locale: "en-US", bypassCSP: true });
    const host = await hostContext.newPage();
    await host.goto(`${inject("baseUrl")}/new`);
    await host.getByRole("button", { name: "Create the game" }).click();
    await host.waitForURL(/\/invite$/);
    const invitePath = new URL(host.url()).pathname;
    await host.getByRole("link", { name: "Take my seat" }).click();
    await host.getByLabel("Your name").fill("Ann");
    await host.getByRole("button", { name: "Join the game" }).click();
    await host.getByRole("heading", { name: "Seats" }).waitFor();

    await host.goto(`${inject("baseUrl")}${invitePath}`);
    await host.getByText("Taken by Ann").waitFor();
    await host.getByLabel("Mail the link for player 2 to").fill("ben@example.com");
    await host.getByRole("button", { name: "Send the invitation" }).first().click();
    await host.getByText("Sent to ben@example.com").waitFor();
    await host.screenshot({ path: `${SHOTS}/invite-mailed-phone.png`, fullPage: true });
    expect(await seriousViolations(host)).toEqual([]);

    const { subject, link } = await mailedLink(host, "ben@example.com");
    expect(subject).toBe("Ann invited you to play Coffee Rush");

    for (const [lang, words] of Object.entries(WORDS)) {
      const context = await browser.newContext({ viewport: PHONE, locale: lang, bypassCSP: true });
      const guest = await context.newPage();
      await guest.goto(link);
      await guest.getByText(words.invitedBy).waitFor();
      await guest.getByText(words.seated).waitFor();
      await expect(guest.locator('input[name="email"]').inputValue()).resolves.toBe("ben@example.com");
      await guest.screenshot({ path: `${SHOTS}/join-invited-${lang}.png`, fullPage: true });
      if (lang === "en") expect(await seriousViolations(guest)).toEqual([]);

      // Signed out, My games lists the game from this browser's seat link, with an offer to sign in.
      await guest.goto(`${inject("baseUrl")}/games`);
      await guest.getByRole("heading", { name: words.mine }).waitFor();
      await expect(guest.locator("a.game-row").count()).resolves.toBe(1);
      await guest.screenshot({ path: `${SHOTS}/my-games-device-${lang}.png`, fullPage: true });
      if (lang === "en") {
        await guest.getByText(/Sign in to keep them on every device/).waitFor();
        expect(await seriousViolations(guest)).toEqual([]);
      }
      await context.close();
    }
  });

  it("a seat taken signed out joins the account once the player signs in", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "en-US", bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/new`);
    await page.getByRole("button", { name: "Create the game" }).click();
    await page.getByRole("link", { name: "Take my seat" }).click();
    await page.getByLabel("Your name").fill("Cleo");
    await page.getByRole("button", { name: "Join the game" }).click();
    await page.getByRole("heading", { name: "Seats" }).waitFor();
    const gamePath = new URL(page.url()).pathname;

    await page.goto(`${inject("baseUrl")}/sign-in`);
    await page.getByLabel("E-mail address").fill("cleo@example.com");
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByRole("link", { name: "Open the local mailbox" }).click();
    await page.getByRole("row", { name: /cleo@example\.com/ }).getByRole("link").first().click();
    const link = (await page.locator("pre").innerText()).match(/https?:\/\/\S+\/auth\/confirm\?token=\S+/)?.[0];
    await page.goto(link!);
    await page.getByRole("button", { name: /Sign in/ }).click();
    await page.getByRole("button", { name: "Sign out", includeHidden: true }).waitFor({ state: "attached" });
    await openNav(page);
    await page.getByRole("button", { name: "Sign out" }).waitFor();

    await page.getByRole("link", { name: "My games", exact: true }).click();
    await page.getByRole("heading", { name: "Other games" }).waitFor();
    await expect(page.locator(`a.game-row[href="${gamePath}"]`).count()).resolves.toBe(1);
    await expect(page.getByRole("heading", { name: "Also on this device" }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}/my-games-kept-phone.png`, fullPage: true });
    await context.close();
  });

  it("a dead seat link is explained in every language", async () => {
    const { gameId } = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2 } });
    const titles = { en: "This seat link doesn't work", ko: "이 자리 링크는 작동하지 않습니다", es: "Este enlace de asiento no funciona", fr: "Ce lien de place ne fonctionne pas" };
    for (const [lang, title] of Object.entries(titles)) {
      const context = await browser.newContext({ viewport: PHONE, locale: lang, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/g/${gameId}#seat=not-a-real-seat-link-at-all`);
      await page.getByRole("heading", { name: title }).waitFor();
      await page.screenshot({ path: `${SHOTS}/bad-seat-link-phone-${lang}.png` });
      await context.close();
    }
  });
});
