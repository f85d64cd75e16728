import { describe, expect, inject, it } from "vitest";
import type { CreateGameResponse } from "../../protocol/types.js";
import { apiOk } from "./api-game.js";
import { LANGUAGE_VIEWS, SHOTS, useBrowser } from "./browser.js";
import { openMenu } from "./game-page.js";

/** "Leave, end or remind" offers the reminder, and says when it becomes possible (issue 35.5). */

const browser = useBrowser();

const WORDS = {
  en: { options: "Leave, end or remind", from: "You can remind Ben from" },
  ko: { options: "나가기, 끝내기, 알림", from: "Ben님의 차례가 하루 지나면" },
  es: { options: "Retirarse, terminar o recordar", from: "Podrás recordárselo a Ben a partir del" },
  fr: { options: "Abandonner, terminer ou relancer", from: "Vous pourrez relancer Ben à partir du" },
} as const;

describe("reminders", () => {
  for (const [lang, viewport] of LANGUAGE_VIEWS) {
    it(`${lang}, ${viewport.width} px: before a day has passed, the panel says from when Ben can be reminded`, async () => {
      // Ann starts, so Ben places first: the game waits on Ben, and Ann looks at her panel.
      const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2, startingPlayer: 0 } });
      for (const seat of created.seats) await apiOk(`/api/games/${created.gameId}/join`, { json: { token: seat.token, name: ["Ann", "Ben"][seat.seat] } });
      const context = await browser.newContext({ viewport, locale: lang, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/g/${created.gameId}#seat=${created.seats[0].token}`);
      const words = WORDS[lang];
      // During play the choices are in the game's menu (issue 54, item 11).
      await openMenu(page);
      await page.getByText(words.options).click();
      const from = page.getByText(words.from);
      await from.waitFor();
      expect(await from.innerText()).toMatch(/\d/); // the date
      await from.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/reminder-${lang}-${viewport.width}.png` });
      await context.close();
    });
  }
});
