import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import type { CreateGameResponse, GameSnapshot } from "../../protocol/types.js";
import { apiOk, placeAll, playRandomly, startGame, type StartedGame } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { boardWidth, cardNameLines, coveredText, everyCard, matAroundBoard, overflowing, smallTargets, tallestMat } from "./table-measures.js";

/**
 * The table made for the phone (issue 34), at phone, tablet and desktop sizes: the board spans
 * the screen (≥ 90 % of a phone's width; ≥ 560 px on a desktop) on your turn at every step of the
 * composer, while you wait and as a spectator, in Classic for two and Winter for four; the
 * composer's resting sheet never covers it, and on a phone the player's cups and first order card lie
 * between the two (while they wait, between the board and the plan's resting bar); the opening of two-players.test.ts (four placements,
 * two turns) is played by taps alone and its taps are counted; in every language, light and dark,
 * no text is cut off on the game page, the end screen and my games, every target is large enough
 * (44 px on the table, 24 px elsewhere) and axe finds nothing serious.
 */

const SIZES = [
  { name: "360x740", width: 360, height: 740, touch: true },
  { name: "390x844", width: 390, height: 844, touch: true },
  { name: "768x1024", width: 768, height: 1024, touch: true },
  { name: "1280x800", width: 1280, height: 800, touch: false },
] as const;
type Size = (typeof SIZES)[number];

const LANGUAGES = ["en", "ko", "es", "fr"] as const;
const SCHEMES = ["light", "dark"] as const;

const browser = useBrowser();

/** The board a phone must show: 90 % of its width; a wider screen, at least 560 px. */
const boardAtLeast = (size: Size) => (size.width < 600 ? 0.9 * size.width : 560);

async function newPage(size: Size): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: size.touch,
    colorScheme: "light",
    locale: "en-US",
    bypassCSP: true,
  });
  return { context, page: await context.newPage() };
}

async function seatPage(gameId: string, token: string | null, size: Size): Promise<Page> {
  const { page } = await newPage(size);
  await page.goto(`${inject("baseUrl")}/g/${gameId}${token ? `#seat=${token}` : ""}`);
  await page.locator("cr-table cr-board").first().waitFor();
  return page;
}

/** Each square is named "row R, column C: ingredient. …" (a button when it may be tapped). */
function square(page: Page, row: number, column: number) {
  return page.getByRole("button", { name: new RegExp(`^row ${row}, column ${column}:`) });
}

/** Taps (clicks on a desktop), counted. */
class Taps {
  count = 0;
  constructor(private readonly size: Size) {}
  async on(locator: Locator): Promise<void> {
    this.count++;
    await (this.size.touch ? locator.tap() : locator.click());
    // The emulated tap leaves a mouse where the finger was, which a real phone doesn't: off the page with it.
    if (this.size.touch) await locator.page().mouse.move(0, 0);
  }
}

/** The board is wide enough, and nothing else (the composer's sheet above all) lies over any of its squares. */
async function expectBoard(page: Page, size: Size, where: string, widths: Map<string, number>) {
  const { width, covered } = await boardWidth(page);
  widths.set(where, Math.round(width));
  expect({ where, covered }).toEqual({ where, covered: null });
  expect(width, where).toBeGreaterThanOrEqual(boardAtLeast(size));
}

/**
 * On a phone, on your turn and while you wait, the board, Submit and the cups and first order card all
 * on the screen, the cups and the first order card between the board and the resting sheet (the composer's, or the plan's bar), in sight with the page at its
 * top. Kept for the test's end, so that every place is measured: the gaps ("below the board /
 * above the sheet", px) and what fails.
 */
class MatGaps {
  readonly gaps = new Map<string, string>();
  readonly problems: string[] = [];
  constructor(private readonly size: Size) {}
  async measure(page: Page, where: string): Promise<void> {
    if (this.size.width >= 600) return;
    await page.evaluate(() => window.scrollTo(0, 0));
    const { belowBoard, aboveSheet, covered, outOfView } = await matAroundBoard(page);
    this.gaps.set(where, `${belowBoard}/${aboveSheet}`);
    this.problems.push(...outOfView.map((what) => `${where}: ${what}, past the screen's ${this.size.height}px`));
    if (belowBoard < 0) this.problems.push(`${where}: the cups or first order reach ${-belowBoard}px into the board`);
    if (aboveSheet < 0) this.problems.push(`${where}: the cups or first order reach ${-aboveSheet}px under the sheet`);
    if (covered) this.problems.push(`${where}: ${covered}`);
  }
  /** Logs the gaps and expects no problem. */
  check(label: string): void {
    if (this.gaps.size > 0) console.log(`${this.size.name} ${label} cups and first order, px below the board / above the sheet: ${[...this.gaps].map(([where, gap]) => `${where} ${gap}`).join("; ")}`);
    expect(this.problems).toEqual([]);
  }
}

/** With the sheet's steps open (then `opened`), the board at each step (the sheet may cover it then), and the sheet folded again. */
async function everyStep(page: Page, size: Size, label: string, widths: Map<string, number>, mat: MatGaps, opened?: () => Promise<void>) {
  const details = page.locator("cr-turn-composer .footer button.more");
  const folds = await details.isVisible();
  if (folds) await details.click();
  await opened?.();
  const steps = page.locator("cr-turn-composer ol.steps button");
  for (let index = 0; index < (await steps.count()); index++) {
    await steps.nth(index).click();
    const { width } = await boardWidth(page);
    widths.set(`${label}, step ${index + 1}`, Math.round(width));
    expect(width, `${label} step ${index + 1}`).toBeGreaterThanOrEqual(boardAtLeast(size));
    await page.screenshot({ path: `${SHOTS}/phone-${size.name}-${label}-step${index + 1}.png` });
    if (!folds) continue;
    // The sheet rests again on this step: the mat between it and the board.
    await details.click();
    await mat.measure(page, `${label}, step ${index + 1} resting`);
    await details.click();
  }
  if (folds) await details.click();
}

async function placeByTaps(page: Page, taps: Taps, row: number, column: number) {
  await page.getByRole("heading", { name: /^Place your meeple/ }).waitFor();
  await taps.on(square(page, row, column));
  await taps.on(page.getByRole("button", { name: "Submit", exact: true }));
  await page.getByRole("heading", { name: /^Place your meeple/ }).waitFor({ state: "detached" });
}

/** The page in each language and colour scheme: nothing cut off, every target large enough, axe clean; with `mat`, the cups and first order in view. */
async function everyLook(page: Page, size: Size, label: string, mat?: MatGaps) {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    await page.locator("cr-app-header select").selectOption(language);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await mat?.measure(page, `${label} ${language}`);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      const where = `${label} ${language} ${scheme}`;
      found.push(...(await overflowing(page)).map((problem) => `${where}: ${problem}`));
      found.push(...(await coveredText(page)).map((problem) => `${where}: ${problem}`));
      found.push(...(await smallTargets(page)).map((problem) => `${where}: ${problem}`));
      found.push(...(await seriousViolations(page)).map((problem) => `${where}: ${problem}`));
      await page.screenshot({ path: `${SHOTS}/phone-${size.name}-${label}-${language}-${scheme}.png` });
    }
  }
  await page.locator("cr-app-header select").selectOption("en");
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

describe("the table made for the phone", () => {
  for (const size of SIZES) {
    it(`at ${size.name}: Classic for two by taps alone, the board wide at every step, every language and look`, async () => {
      const game: StartedGame = await startGame();
      const ann = await seatPage(game.gameId, game.tokens[0], size);
      const ben = await seatPage(game.gameId, game.tokens[1], size);
      const widths = new Map<string, number>();
      const mat = new MatGaps(size);
      const taps = { placements: [] as number[], turns: [] as number[] };

      // The placements of two-players.test.ts: a tap on the square (its cup is chosen), then Submit.
      for (const [page, row, column] of [[ben, 4, 1], [ann, 1, 3], [ben, 4, 4], [ann, 2, 2]] as const) {
        const counted = new Taps(size);
        if (taps.placements.length === 0) {
          await page.getByRole("heading", { name: /^Place your meeple/ }).waitFor();
          await page.screenshot({ path: `${SHOTS}/phone-${size.name}-0-placement.png` });
          await expectBoard(page, size, "placement", widths);
        }
        await placeByTaps(page, counted, row, column);
        taps.placements.push(counted.count);
      }

      // Ann's turn: her meeple on the steam square, then the coffee corner; the rest is filled in.
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();
      const annTaps = new Taps(size);
      await expectBoard(ann, size, "turn, meeple", widths);
      await mat.measure(ann, "turn, meeple");
      await ann.screenshot({ path: `${SHOTS}/phone-${size.name}-1-meeple.png` });
      await annTaps.on(square(ann, 1, 3));
      await expectBoard(ann, size, "turn, path", widths);
      await annTaps.on(square(ann, 1, 4));
      await expectBoard(ann, size, "turn, filled in", widths);
      await mat.measure(ann, "turn, filled in");
      // The sheet says the move in one line; what it completes depends on the deal (the deck is shuffled).
      const line = ann.locator("cr-turn-composer #submit-why");
      await expect.poll(() => line.textContent()).toMatch(/\S/);
      const completes = /completes (.+?)(?: with| and|[.,:;]|$)/.exec((await line.textContent()) ?? "")?.[1];
      await ann.screenshot({ path: `${SHOTS}/phone-${size.name}-2-filled-in.png` });
      await everyStep(ann, size, "ann", widths, mat, async () => {
        await ann.locator('cr-turn-composer ol.steps button[title="Orders"]').click();
        // What the line said it completes is ticked already (equal cards may be one choice: its name then says both).
        if (completes) await ann.getByRole("checkbox", { name: /^Complete /, checked: true }).first().waitFor();
      });
      await annTaps.on(ann.getByRole("button", { name: "Submit", exact: true }));
      await ann.getByRole("heading", { name: "Your turn" }).waitFor({ state: "detached" });
      taps.turns.push(annTaps.count);

      // Waiting: Ann's board as wide; Ben sees her move on his.
      await expectBoard(ann, size, "waiting", widths);
      await mat.measure(ann, "waiting");
      await ann.screenshot({ path: `${SHOTS}/phone-${size.name}-3-waiting.png` });
      await ben.getByRole("heading", { name: "Your turn" }).waitFor();
      await ben.getByRole("button", { name: /^row 1, column 4:.*Changed since your last look/ }).or(ben.getByRole("img", { name: /^row 1, column 4:.*Changed since your last look/ })).first().waitFor();
      await ben.screenshot({ path: `${SHOTS}/phone-${size.name}-4-changes.png` });

      // Ben's turn: meeple 2a onto the tea.
      const benTaps = new Taps(size);
      await benTaps.on(square(ben, 4, 1));
      await benTaps.on(square(ben, 3, 1));
      await expectBoard(ben, size, "ben's turn, filled in", widths);
      await everyStep(ben, size, "ben", widths, mat);
      await benTaps.on(ben.getByRole("button", { name: "Submit", exact: true }));
      await ben.getByRole("heading", { name: "Your turn" }).waitFor({ state: "detached" });
      taps.turns.push(benTaps.count);

      // A spectator.
      const spectator = await seatPage(game.gameId, null, size);
      await expectBoard(spectator, size, "spectator", widths);
      await spectator.screenshot({ path: `${SHOTS}/phone-${size.name}-5-spectator.png` });

      console.log(`${size.name} taps: placements ${taps.placements.join(", ")}; turns ${taps.turns.join(", ")}`);
      console.log(`${size.name} board widths: ${[...widths].map(([where, width]) => `${where} ${width}`).join("; ")}`);
      expect(Math.max(...taps.placements)).toBeLessThanOrEqual(2);
      expect(Math.max(...taps.turns)).toBeLessThanOrEqual(4);

      // Every language and look, on the table while it is Ann's turn and while Ben waits.
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();
      const problems = [...(await everyLook(ann, size, "turn", mat)), ...(await everyLook(ben, size, "waiting", mat))];
      mat.check("Classic 2p");
      expect(problems).toEqual([]);
    }, 180_000);
  }

  it("at 360x740 the worst deal still fits: every card's name on three lines of its card at most, unbroken, plain, highlighted or new, and the tallest with a full cup above the sheet, on your turn and while you wait", async () => {
    const size = SIZES[0];
    const game = await startGame();
    await placeAll(game);
    const ann = await seatPage(game.gameId, game.tokens[0], size);
    const ben = await seatPage(game.gameId, game.tokens[1], size);
    await ann.getByRole("heading", { name: "Your turn" }).waitFor();
    const gaps: string[] = [];
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      await ann.locator("cr-app-header select").selectOption(language);
      await expect.poll(() => ann.evaluate(() => document.documentElement.lang)).toBe(language);
      // Every card of both editions, as the compact card shows it (the specialty star before the name).
      const lines = await cardNameLines(ann, everyCard(language));
      problems.push(...lines.problems.map((problem) => `${language}: ${problem}`));
      const { tallest } = lines;
      // Ann on her turn, Ben waiting: each mat at its tallest.
      for (const [page, host, label] of [
        [ann, ann.locator("cr-turn-composer"), "turn"],
        [ben, ben.locator("cr-player-board", { has: ben.locator("div.mat") }), "waiting"],
      ] as const) {
        if (page === ben) {
          await ben.locator("cr-app-header select").selectOption(language);
          await expect.poll(() => ben.evaluate(() => document.documentElement.lang)).toBe(language);
        }
        await tallestMat(host, tallest);
        await page.screenshot({ path: `${SHOTS}/phone-360x740-worst-${label}-${language}.png` });
        const { aboveSheet } = await matAroundBoard(page);
        gaps.push(`${label} ${language} ${aboveSheet}`);
        if (aboveSheet < 16) problems.push(`${label} ${language}: the first order ends ${aboveSheet}px above the sheet (< 16)`);
      }
      gaps.push(`(${language}: "${tallest.name}")`);
    }
    console.log(`360x740 worst deal, px between the first order and the sheet: ${gaps.join("; ")}`);
    expect(problems).toEqual([]);
    for (const page of [ann, ben]) await page.context().close();
  }, 120_000);

  it("on a phone the page is the table: the others' boards, the talk (its unread count on the button) and the log are tabs of one sheet", async () => {
    const size = SIZES[0];
    const game = await startGame();
    await apiOk(`/api/games/${game.gameId}/talk`, { method: "POST", token: game.tokens[1], json: { text: "Bonne chance !" } });
    const ann = await seatPage(game.gameId, game.tokens[0], size);
    // Nothing of the others hangs below the table: Ann's own board only.
    await expect(ann.locator("cr-table cr-player-board").evaluateAll((boards) => boards.filter((board) => board.checkVisibility()).length)).resolves.toBe(1);
    await expect(ann.getByRole("heading", { name: "Table talk" }).isVisible()).resolves.toBe(false);
    const button = ann.getByRole("button", { name: /^What happened/ });
    await expect.poll(() => button.getAttribute("aria-label")).toBe("What happened, Table talk, 1 unread");
    await ann.screenshot({ path: `${SHOTS}/phone-sheet-0-button.png` });

    // Only the talk has news: the sheet opens on it, and the message counts as read once shown.
    await button.click();
    const sheet = ann.getByRole("dialog");
    // The talk is the page's, slotted into the sheet: found on the page, not under the dialog's own tree.
    await ann.getByText("Bonne chance !").waitFor();
    await expect(sheet.getByRole("tab", { name: /^Table talk/ }).getAttribute("aria-selected")).resolves.toBe("true");
    await expect.poll(() => sheet.getByRole("tab", { name: /^Table talk/ }).getAttribute("aria-label")).toBe("Table talk");
    expect(await seriousViolations(ann)).toEqual([]);
    await ann.screenshot({ path: `${SHOTS}/phone-sheet-1-talk.png` });

    // The others' boards, one tap away; the arrow keys move along the tabs too.
    await sheet.getByRole("tab", { name: "Players" }).click();
    await sheet.getByRole("heading", { name: /^Ben/ }).waitFor();
    expect(await smallTargets(ann)).toEqual([]);
    await ann.screenshot({ path: `${SHOTS}/phone-sheet-2-players.png` });
    await ann.keyboard.press("ArrowLeft");
    await expect(sheet.getByRole("tab", { name: "What happened" }).getAttribute("aria-selected")).resolves.toBe("true");
    await expect(ann.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.id)).resolves.toBe("tab-log");
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => button.getAttribute("aria-label")).toBe("What happened");

    // Every language: the tabs fit.
    for (const language of LANGUAGES) {
      await ann.locator("cr-app-header select").selectOption(language);
      await expect.poll(() => ann.evaluate(() => document.documentElement.lang)).toBe(language);
      await ann.locator("cr-table .log-button").click();
      await ann.getByRole("dialog").waitFor();
      expect(await overflowing(ann), language).toEqual([]);
      await ann.screenshot({ path: `${SHOTS}/phone-sheet-tabs-${language}.png` });
      await ann.keyboard.press("Escape");
    }
    await ann.context().close();
  }, 120_000);

  it("Winter for four: the board wide at every step, while waiting and for a spectator, at every size", async () => {
    const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "winter", players: 4 } });
    const tokens = created.seats.map((seat) => seat.token);
    for (const [seat, name] of ["Ann", "Ben", "Chloé", "Dae"].entries()) await apiOk(`/api/games/${created.gameId}/join`, { json: { token: tokens[seat], name } });
    const seen = await playRandomly(created.gameId, tokens, "phone winter", (snapshot: GameSnapshot) => snapshot.view.phase === "turns");
    const current = seen.view.toAct[0];
    for (const size of SIZES) {
      const widths = new Map<string, number>();
      const mat = new MatGaps(size);
      const player = await seatPage(created.gameId, tokens[current], size);
      await player.getByRole("heading", { name: "Your turn" }).waitFor();
      await expectBoard(player, size, "turn", widths);
      await mat.measure(player, "turn");
      const first = player.locator("cr-turn-composer cr-board g.choice .hit").first();
      await (size.touch ? first.tap() : first.click());
      await expectBoard(player, size, "turn, filled in", widths);
      await mat.measure(player, "turn, filled in");
      await player.screenshot({ path: `${SHOTS}/phone-${size.name}-winter-turn.png` });
      await everyStep(player, size, "winter", widths, mat);
      const waiting = await seatPage(created.gameId, tokens[(current + 1) % 4], size);
      await expectBoard(waiting, size, "waiting", widths);
      await mat.measure(waiting, "waiting");
      await waiting.screenshot({ path: `${SHOTS}/phone-${size.name}-winter-waiting.png` });
      const spectator = await seatPage(created.gameId, null, size);
      await expectBoard(spectator, size, "spectator", widths);
      console.log(`${size.name} Winter 4p board widths: ${[...widths].map(([where, width]) => `${where} ${width}`).join("; ")}`);
      mat.check("Winter 4p");
      expect([...(await overflowing(player)), ...(await overflowing(waiting))]).toEqual([]);
      for (const page of [player, waiting, spectator]) await page.context().close();
    }
  }, 180_000);

  it("the end screen and my games at 360 px: nothing cut off in any language or look, targets large enough, axe clean", async () => {
    const size = SIZES[0];
    const game = await startGame();
    const page = await seatPage(game.gameId, game.tokens[0], size);
    await playRandomly(game.gameId, game.tokens, "phone end screen");
    await page.getByRole("heading", { name: "Game over" }).waitFor();
    const problems = await everyLook(page, size, "end");
    await page.goto(`${inject("baseUrl")}/games`);
    await page.locator("main").waitFor();
    problems.push(...(await everyLook(page, size, "my-games")));
    expect(problems).toEqual([]);
  }, 180_000);
});

describe("by keyboard alone on a touch phone", () => {
  it("the meeple list shows when focused; a square by Enter is the whole move, filled in", async () => {
    const game = await startGame();
    await placeAll(game);
    const page = await seatPage(game.gameId, game.tokens[0], SIZES[0]);
    await page.getByRole("heading", { name: "Your turn" }).waitFor();
    const meeple = page.getByRole("button", { name: /^Meeple 1a/ });
    await meeple.focus();
    const shown = await meeple.boundingBox();
    expect(shown!.width).toBeGreaterThan(40);
    await page.keyboard.press("Enter");
    await square(page, 1, 4).focus();
    await page.keyboard.press("Enter");
    // What Submit will send, said where its description is: the order the cups complete is ticked.
    // (The Ristretto or Espresso, or a caramel order when the deal has one the tap's path takes the caramel for.)
    await expect.poll(() => page.locator("cr-turn-composer #submit-why").textContent()).toMatch(/completes [A-Z]/);
    await page.getByRole("button", { name: "Submit", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your turn" }).waitFor({ state: "detached" });
  });
});
