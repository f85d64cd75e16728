import { describe, expect, inject, it } from "vitest";
import type { CreateGameResponse, RematchResponse, TalkResponse } from "../../protocol/types.js";
import { apiOk } from "./api-game.js";
import { DESKTOP, PHONE, SHOTS, useBrowser } from "./browser.js";
import { signIn } from "./sign-in.js";

/**
 * Issue 53 in a real browser: a player answers a game's mail from the local mailbox's Reply form,
 * and the reply goes through the Worker's email() handler to the game. Ben's "play again" mail
 * (sent at once, unlike a turn mail's few minutes) carries his seat's reply address; what he writes
 * there arrives at the new game's table. On a phone (360 px) and on a desktop.
 *
 * The filled form is shot as the viewport shows it, never as a full page just before the click: a
 * full-page shot resizes the page for a moment, and at 360 px a click sent meanwhile reached nothing
 * (no pointer event at all, so the post never left: the phone failures seen in 2 runs of 3).
 */

const browser = useBrowser();

describe("issue 53: answering a game's mail from the local mailbox", () => {
  for (const [size, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
    it(`Ben's reply to his play-again mail is said at the new game's table (${size})`, async () => {
      const ben = `ben-${size}-${Date.now()}@example.com`;
      // Signing in is how his address is confirmed as his: game mails go only to such addresses.
      const signing = await browser.newContext({ viewport: DESKTOP, locale: "en-US", bypassCSP: true });
      await signIn(await signing.newPage(), ben);
      await signing.close();

      const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2, startingPlayer: 0 } });
      const tokens = created.seats.map((seat) => seat.token);
      await apiOk(`/api/games/${created.gameId}/join`, { json: { token: tokens[0], name: "Ann" } });
      await apiOk(`/api/games/${created.gameId}/join`, { json: { token: tokens[1], name: "Ben", email: ben } });
      await apiOk(`/api/games/${created.gameId}/end-proposal`, { method: "POST", token: tokens[0] });
      await apiOk(`/api/games/${created.gameId}/end-proposal/agree`, { method: "POST", token: tokens[1] });
      const { gameId } = await apiOk<RematchResponse>(`/api/games/${created.gameId}/rematch`, { method: "POST", token: tokens[0] });

      const context = await browser.newContext({ viewport, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/dev/mail`);
      await page.getByRole("row", { name: new RegExp(ben.replace(/[.]/g, "\\.")) }).filter({ hasText: "Ann started a new game" }).first().getByRole("link").click();
      const reply = page.getByLabel(/Answer as .* from a mail client/);
      await reply.fill("Good game — again!");
      expect((await reply.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
      // Nothing in the mail (its long links and hashes) or the list (long addresses) makes the page wider than the screen.
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/reply-form-${size}.png` });
      await page.getByRole("button", { name: "Send reply" }).click();
      await page.getByRole("status").filter({ hasText: "Your reply was acted on" }).waitFor();
      await page.screenshot({ path: `${SHOTS}/reply-sent-${size}.png`, fullPage: true });
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);

      // Seats keep their keys in the game played again: Ann's link reads its table.
      await expect
        .poll(async () => (await apiOk<TalkResponse>(`/api/games/${gameId}/talk`, { token: tokens[0] })).messages.map((message) => [message.seat, message.text]))
        .toEqual([[1, "Good game — again!"]]);
      await context.close();
    });
  }
});
