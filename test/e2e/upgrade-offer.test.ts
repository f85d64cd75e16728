import { describe, expect, it } from "vitest";
import { UPGRADE_COST_IN_LIKES, legalTurns, stateFromView, type TurnAction, type UpgradeId } from "../../game/engine/index.js";
import { upgradeName } from "../../protocol/i18n/game-names.js";
import { fill } from "../../protocol/i18n/translate.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { tableStrings } from "../../web/i18n/table/index.js";
import { act, apiOk, placeAll, startGame, type StartedGame } from "./api-game.js";
import { SHOTS, useBrowser } from "./browser.js";
import { TURN_SIZES, seatPage } from "./game-page.js";
import { heardOn, recordLiveRegions, timesSaid } from "./live-regions.js";
import { layoutSettled, lineOnThreeLines, matAroundBoard, unreachable } from "./table-measures.js";

/**
 * Upgrades on the phone (issue 54, item 5): with 3 or more likes a player may turn one face-down
 * upgrade face up at the start of their turn (RULES.md §3 step 1, R-3: at most one a turn; R-10:
 * the likes leave the game). When that is possible the compact sheet says so in place of its line,
 * and one tap shows the choice there; the board, the cups, the first order and Submit stay in view
 * meanwhile; once chosen, the sheet names the upgrade taken (its row showed only drawings), in view
 * in every language, and a screen reader hears it once; once the path begins, the move's line
 * starts with its drawing, named. On a desktop the choice is in the sheet's first step.
 */

const LANGUAGES = ["en", "ko", "es", "fr"] as const;

/** Each context records what its live regions say (live-regions.ts). */
const browser = ((opened) => ({
  async newContext(options?: Parameters<typeof opened.newContext>[0]) {
    const context = await opened.newContext(options);
    await recordLiveRegions(context);
    return context;
  },
}))(useBrowser());

/** Ann may activate an upgrade now: her turn, enough likes, a tile still face down. */
const annMayUpgrade = (seen: GameSnapshot) => {
  const ann = seen.view.players[0];
  return seen.view.phase === "turns" && seen.view.toAct[0] === 0 && ann.likes.length >= UPGRADE_COST_IN_LIKES && ann.upgrades.some((tile) => !tile.active);
};

/**
 * A game played through the API until Ann may upgrade: each turn the legal turn that completes the
 * most orders (then pours the most), no upgrade activated; her likes come from her completions.
 */
async function gameWhereAnnMayUpgrade(): Promise<{ game: StartedGame; seen: GameSnapshot }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const found = await playForUpgrade();
    if (found) return found;
  }
  throw new Error("Ann never had 3 likes on her turn in 10 games");
}

/** One such game (the deal is the service's): null when it ended first. */
async function playForUpgrade(): Promise<{ game: StartedGame; seen: GameSnapshot } | null> {
  const game = await startGame();
  await placeAll(game);
  for (;;) {
    const seen = await apiOk<GameSnapshot>(`/api/games/${game.gameId}`);
    if (annMayUpgrade(seen)) return { game, seen };
    if (seen.status === "ended") return null;
    const worth = (each: TurnAction) => 100 * (each.complete?.length ?? 0) + (each.pours ?? []).reduce((sum, counts) => sum + Object.values(counts).reduce((a, b) => a + (b ?? 0), 0), 0);
    const best = legalTurns(stateFromView(seen.view), { maxSpeedTokens: 0 })
      .filter((each) => !each.activate)
      .sort((a, b) => worth(b) - worth(a))[0];
    const { player, ...action } = best;
    await act(game, player, action);
  }
}

describe("an upgrade offered when it may be activated (issue 54, item 5)", () => {
  for (const size of TURN_SIZES) {
    it(`${size.name}: the sheet offers it, one tap to the choice, the turn in view`, async () => {
      const { game, seen } = await gameWhereAnnMayUpgrade();
      const page = await seatPage(browser, game, 0, size);
      await page.getByRole("heading", { name: "Your turn" }).waitFor();
      const composer = page.locator("cr-turn-composer");
      const problems: string[] = [];
      for (const language of ["en", "ko"] as const) {
        await page.locator("cr-app-header select").selectOption(language);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        await page.evaluate(() => window.scrollTo(0, 0));
        await layoutSettled(page);
        const { outOfView, covered, aboveSheet } = await matAroundBoard(page);
        problems.push(...outOfView.map((what) => `${language}: ${what}`));
        if (size.width < 600 && covered) problems.push(`${language}: ${covered}`);
        if (size.width < 600 && aboveSheet < 0) problems.push(`${language}: the cups or first order reach ${-aboveSheet}px under the sheet`);
        await page.screenshot({ path: `${SHOTS}/upgrade-offer-${size.name}-${language}.png` });
      }
      await page.locator("cr-app-header select").selectOption("en");
      // The offer: on a phone a button on the resting sheet, on a desktop the first step's fold (no offer in the bar: the step shows).
      if (size.width >= 600) expect(await composer.getByRole("button", { name: /activate an upgrade/i }).isVisible()).toBe(false);
      const offer = size.width < 600 ? composer.getByRole("button", { name: /activate an upgrade/i }) : composer.locator("details > summary").filter({ hasText: "Activate an upgrade?" });
      await offer.waitFor();
      const offerProblem = await unreachable(offer, "the offer");
      if (offerProblem) problems.push(offerProblem);
      await offer.click();
      const tile = seen.view.players[0].upgrades.find((each) => !each.active)!;
      // On a phone the offer's row shows each upgrade's drawing (named in its tooltip); on a desktop, the fold's buttons.
      const choice = composer.locator(size.width < 600 ? ".upgrade-row button" : "details .choices button").first();
      await choice.waitFor();
      await page.mouse.move(0, 0);
      // The sheet makes room for the choice, and scrolls it into view, a frame after it opens.
      await layoutSettled(page);
      const choiceProblem = await unreachable(choice, `the choice of ${tile.id}`);
      if (choiceProblem) problems.push(choiceProblem);
      await page.screenshot({ path: `${SHOTS}/upgrade-offer-${size.name}-choice.png` });
      if (size.width >= 600) {
        const inside = await composer.evaluate((c) => { const b = c.shadowRoot!.querySelector<HTMLElement>(".sheet-body")!; return [b.clientHeight, b.scrollHeight]; });
        // Issue 54, item 6: a long step scrolls the column, not a box of its own.
        if (inside[1] > inside[0] + 1) problems.push(`the step scrolls inside its box (${inside[0]} of ${inside[1]}px shown)`);
      }
      // The choice's name (its button's tooltip, in English): the upgrade taken.
      const title = await choice.getAttribute("title");
      const taken = seen.view.players[0].upgrades.map((each) => each.id as UpgradeId).find((id) => upgradeName("en", id) === title)!;
      await choice.click();
      await expect.poll(() => composer.locator('details .choices button[aria-pressed="true"]').count()).toBe(1);
      const { outOfView } = await matAroundBoard(page);
      problems.push(...outOfView.map((what) => `chosen: ${what}`));
      await page.screenshot({ path: `${SHOTS}/upgrade-offer-${size.name}-chosen.png` });
      if (size.width < 600) {
        const said = fill(tableStrings.en["composer.upgrade.taken"], { upgrade: upgradeName("en", taken) });
        await expect.poll(async () => timesSaid(await heardOn(page), said)).toBe(1);
        for (const language of LANGUAGES) {
          await page.locator("cr-app-header select").selectOption(language);
          await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
          await page.evaluate(() => window.scrollTo(0, 0));
          await layoutSettled(page);
          const words = fill(tableStrings[language]["composer.upgrade.taken"], { upgrade: upgradeName(language, taken) });
          const line = composer.getByText(words);
          if (!(await line.isVisible())) problems.push(`${language}: "${words}" not shown`);
          else {
            const problem = await unreachable(line, `${language}: "${words}"`);
            if (problem) problems.push(problem);
          }
          const { outOfView, covered, aboveSheet } = await matAroundBoard(page);
          problems.push(...outOfView.map((what) => `taken ${language}: ${what}`));
          if (covered) problems.push(`taken ${language}: ${covered}`);
          if (aboveSheet < 0) problems.push(`taken ${language}: the cups or first order reach ${-aboveSheet}px under the sheet`);
          await page.screenshot({ path: `${SHOTS}/upgrade-offer-${size.name}-taken-${language}.png` });
        }
        // Said once: the language's switch draws the line anew without saying it again.
        expect(timesSaid(await heardOn(page), said)).toBe(1);
        await page.locator("cr-app-header select").selectOption("en");
      }
      // Once the path begins the move's line takes the sheet's place: it starts with the upgrade's drawing,
      // named to screen readers ("You took: …"), so a phone still shows which upgrade the turn activates
      // without Details, and the line stays within its three lines (at its longest the mat stays clear).
      // A tap on a meeple (two each), then on a square on offer: the path there.
      const square = page.locator("cr-board").getByRole("button", { name: /^row \d+, column \d+:/ }).first();
      await square.click();
      await square.click();
      await expect.poll(() => page.locator("cr-board g.step").count()).toBeGreaterThan(0);
      const line = composer.locator("#submit-why");
      for (const language of size.width < 600 ? LANGUAGES : (["en"] as const)) {
        await page.locator("cr-app-header select").selectOption(language);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        await page.evaluate(() => window.scrollTo(0, 0));
        await layoutSettled(page);
        const named = fill(tableStrings[language]["composer.upgrade.taken"], { upgrade: upgradeName(language, taken) });
        const mark = line.getByRole("img", { name: named });
        if (!(await mark.isVisible())) problems.push(`path ${language}: "${named}" not shown in the move's line`);
        const lines = await line.evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
        if (lines > 3) problems.push(`path ${language}: the move's line takes ${lines} lines`);
        await page.screenshot({ path: `${SHOTS}/upgrade-offer-${size.name}-path-${language}.png` });
        if (size.width >= 600) continue;
        await lineOnThreeLines(composer);
        await layoutSettled(page);
        const { outOfView, covered, aboveSheet } = await matAroundBoard(page);
        problems.push(...outOfView.map((what) => `path ${language}, line on three lines: ${what}`));
        if (covered) problems.push(`path ${language}, line on three lines: ${covered}`);
        if (aboveSheet < 0) problems.push(`path ${language}, line on three lines: the cups or first order reach ${-aboveSheet}px under the sheet`);
        if (!(await mark.isVisible())) problems.push(`path ${language}, line on three lines: "${named}" not shown`);
        await page.screenshot({ path: `${SHOTS}/upgrade-offer-${size.name}-path-${language}-three-lines.png` });
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
