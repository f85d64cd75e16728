import type { Language } from "../../protocol/languages.js";
import { describe, expect, inject, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { randomAction } from "../../game/bots/random.js";
import { squareColumn, squareRow, stateFromView, type Action, type GameState, type GameView, type Ingredient } from "../../game/engine/index.js";
import { rngFromSeed, type RngState } from "../../game/engine/rng.js";
import { cardOf, queueCopy } from "../../game/engine/cards.js";
import * as gameNames from "../../protocol/i18n/game-names.js";
import { fill } from "../../protocol/i18n/translate.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { earStrings } from "../../web/i18n/ear/index.js";
import { tableStrings } from "../../web/i18n/table/index.js";
import { scoresText, squareText } from "../../web/table/read-aloud.js";
import { cupText } from "../../web/shared/words.js";
import { tableHelpStrings } from "../../web/i18n/table-help/index.js";
import type { LoggedAction } from "../../protocol/types.js";
import { apiOk, placeAll, playRandomly, startGame, type StartedGame } from "./api-game.js";
import { heardOn, recordLiveRegions, timesSaid } from "./live-regions.js";
import { focusFrames, watchFocusFrames } from "./focus-frames.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";

/**
 * Issue 40, played by ear: a whole 2-player game in two browsers with roles, accessible names and
 * the keyboard alone — Ann on the standard table, Ben on the text table (R-5 placement, R-6 turns).
 * After every keyboard action focus must not be on the page's body; after every move the other
 * player's live region says it in words; after every move chromium's accessibility tree holds
 * the squares' ingredients and meeples, the cups, the orders and the scores. Then one turn on the
 * text table in ko, es and fr, and axe on the text table in light and dark.
 */
const browser = useBrowser();
const DESKTOP = { width: 1280, height: 800 };

/** The keyboard actions taken, and those after which focus was on the body. */
const tally = { actions: 0, drops: [] as string[] };
/** Which table a page shows, for the tally's lines. */
const tableOf = new WeakMap<Page, string>();

type Say = (key: string, params?: Record<string, string | number>) => string;

function wordsFor(locale: Language): Say {
  return (key, params = {}) => {
    const text = (earStrings[locale] as Record<string, string>)[key] ?? (tableStrings[locale] as Record<string, string>)[key];
    if (text === undefined) throw new Error(`no string ${key}`);
    return fill(text, params);
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function seatPage(game: StartedGame, seat: number, locale: Language = "en", colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale, colorScheme, bypassCSP: true });
  await recordLiveRegions(context);
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[seat]}`);
  return page;
}

async function focusOnBody(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === null || active === document.body;
  });
}

/** The words of the control that has focus. */
async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return (active?.textContent ?? "").trim();
  });
}

/** Two frames and a moment: what a key did has been drawn, and any focus moved on. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 40)))));
}

async function counted(page: Page, what: string, act: () => Promise<void>, done?: () => Promise<void>): Promise<void> {
  await act();
  tally.actions++;
  await done?.();
  await settle(page);
  if (await focusOnBody(page)) tally.drops.push(`${tableOf.get(page) ?? "text"}: ${what}`);
}

/** Focuses a named control and presses a key on it. */
async function press(page: Page, target: Locator, key: string, what: string, done?: () => Promise<void>): Promise<void> {
  await target.focus();
  await counted(page, what, () => page.keyboard.press(key), done);
}

/** Chooses, in a labelled list, the option whose name contains `text`. */
async function choose(page: Page, select: Locator, text: string, what: string): Promise<void> {
  // The list is drawn again after the choice before it (a meeple chosen: its squares); give it the moment.
  const labels = async () => (await select.getByRole("option").allTextContents()).map((label) => label.replace(/\s+/g, " ").trim());
  await expect.poll(labels, { timeout: 10_000, message: `${what}: an option with "${text}"` }).toContainEqual(expect.stringContaining(text));
  const label = (await labels()).find((each) => each.includes(text))!;
  await counted(page, what, async () => void (await select.selectOption({ label })));
}

const squareWords = (say: Say, square: number) => say("table.square", { row: squareRow(square) + 1, column: squareColumn(square) + 1 });

async function snapshot(game: StartedGame): Promise<GameSnapshot> {
  return apiOk<GameSnapshot>(`/api/games/${game.gameId}`, { token: game.tokens[0] });
}

/** A placement or a turn on the text table, control by control. */
async function playText(page: Page, action: Action, view: GameView, locale: Language): Promise<void> {
  const say = wordsFor(locale);
  // Submit in the move's own region: the table talk's "Send" has the same word in some languages.
  const form = page.getByRole("region", { name: action.type === "place" ? new RegExp(`^${escape(say("composer.place.title"))}`) : say("ear.form") });
  const submit = form.getByRole("button", { name: say("composer.submit"), exact: true });
  if (action.type === "place") {
    await choose(page, page.getByLabel(say("ear.place.square")), squareWords(say, action.square), "placement square");
    await choose(page, page.getByLabel(say("ear.place.cup")), say("table.cup", { number: action.cup + 1 }), "placement cup");
    await press(page, submit, "Enter", "placement submit", () => submit.waitFor({ state: "detached" }));
    return;
  }
  if (action.type !== "turn") throw new Error(`no ${action.type} in a classic game`);
  const me = view.players[action.player];
  if (me.meeples.length > 1) {
    const mark = `${action.player + 1}${"ab"[action.meeple ?? 0]}`;
    await choose(page, page.getByLabel(say("ear.meeple")), say("ear.meeple.option", { mark, square: "" }).trim(), "meeple");
  }
  for (const cup of action.empty ?? []) await press(page, page.getByRole("checkbox", { name: say("ear.empty", { cup: cup + 1 }) }), "Space", "empty");
  for (const [index, square] of action.path.entries()) {
    await choose(page, page.getByLabel(say("ear.step.next")), `${squareWords(say, square)},`, "next square");
    // The step is taken once the path says it: the next list is drawn from there (a square beside both could be chosen from the old one).
    const path = say("ear.path", { path: action.path.slice(0, index + 1).map((each) => squareWords(say, each)).join(", ") });
    await press(page, page.getByRole("button", { name: say("ear.step.add") }), "Enter", index === action.path.length - 1 ? "last step" : "step", () =>
      page.getByText(path, { exact: true }).first().waitFor(),
    );
  }
  for (const [cup, counts] of (action.pours ?? []).entries()) {
    for (const [ingredient, count] of Object.entries(counts) as [Ingredient, number][]) {
      for (let k = 0; k < count; k++) {
        await choose(page, page.getByLabel(say("ear.pour.token")), gameNames.ingredientName(locale, ingredient), "token");
        await choose(page, page.getByLabel(say("ear.pour.cup")), say("table.cup", { number: cup + 1 }), "cup");
        await press(page, page.getByRole("button", { name: say("ear.pour.do"), exact: true }), "Enter", "pour");
      }
    }
  }
  for (const { cup, card } of action.complete ?? []) {
    const name = gameNames.cardName(locale, cardOf(view.options.edition, card).name);
    const { position, copy } = queueCopy(view.options.edition, me.queue, card);
    const place = copy === null ? position : say("ear.complete.copy", { position, copy });
    await press(page, page.getByRole("checkbox", { name: say("ear.complete", { card: name, position: place, cup: cup + 1 }), exact: true }), "Space", "complete");
  }
  await press(page, submit, "Enter", "turn submit", () => page.getByRole("heading", { name: say("ear.form") }).waitFor({ state: "detached" }));
}

/**
 * A random legal move that turns no upgrade face up and makes no jump: neither player here sets one
 * (the drawn board's square is the whole move, the text table's steps are chosen one by one), so a
 * move that needs one (a diagonal step, an extra step) would wait for a square never offered.
 * Moves that do are drawn again; there is always one without.
 */
function keyboardMove(state: GameState, rng: RngState): Action {
  for (;;) {
    const move = randomAction(state, rng);
    if (move.type !== "turn" || (!move.activate && !move.jump)) return move;
  }
}

/** A square button of the drawn board, by its name. */
function squareButton(page: Page, square: number): Locator {
  return page.getByRole("button", { name: new RegExp(`^row ${squareRow(square) + 1}, column ${squareColumn(square) + 1}:`) });
}

/** A placement or a turn on the standard (drawn) table, by keyboard. */
async function playStandard(page: Page, action: Action, view: GameView): Promise<void> {
  const submit = page.getByRole("button", { name: "Submit", exact: true });
  if (action.type === "place") {
    await press(page, squareButton(page, action.square), "Enter", "placement square");
    await press(page, page.getByRole("button", { name: new RegExp(`^Cup ${action.cup + 1}\\b`) }), "Enter", "placement cup");
    await press(page, submit, "Enter", "placement submit", () => page.getByRole("heading", { name: /^Place your meeple/ }).waitFor({ state: "detached" }));
    return;
  }
  if (action.type !== "turn") throw new Error(`no ${action.type} in a classic game`);
  const mark = `${action.player + 1}${"ab"[action.meeple ?? 0]}`;
  await press(page, page.getByRole("button", { name: new RegExp(`^Meeple ${mark} on`) }), "Enter", "meeple");
  // The composer moved on to the path by itself: it says so.
  await announced(page, "Next: Move.");
  // On the game page a square chosen is the whole move to it (web/composer/quick-turn.ts): the
  // path there that serves the cups best, poured and ticked; the player reviews it and submits.
  await press(page, squareButton(page, action.path.at(-1)!), "Enter", "last step");
  await press(page, submit, "Enter", "turn submit", () => page.getByRole("heading", { name: "Your turn", exact: true }).waitFor({ state: "detached" }));
}

/** What the accessibility tree of `page` holds, as chromium exposes it. */
async function tree(page: Page): Promise<string> {
  // The snapshot is YAML: a name in single quotes doubles its apostrophes.
  return (await page.locator("body").ariaSnapshot()).replace(/''/g, "'");
}

/** The text table's tree holds every square (ingredient and meeples), every cup, every order and the scores. */
async function expectTextTree(page: Page, view: GameView, names: string[]): Promise<void> {
  const seen = await tree(page);
  for (let square = 0; square < view.board.length; square++) expect(seen).toContain(squareText(view, names, square));
  view.players.forEach((player, seat) => {
    for (let cup = 0; cup < player.cups.length; cup++) expect(seen).toContain(cupText(player.cups[cup], cup));
    for (const card of player.queue.flat()) expect(seen, `${names[seat]}'s order`).toContain(cardOf(view.options.edition, card).name);
  });
  expect(seen).toContain(scoresText(view, names));
}

/** The drawn table's tree holds the squares' ingredients and meeples, the player's own cups and orders, and the scores. */
async function expectStandardTree(page: Page, view: GameView, names: string[], you: number): Promise<void> {
  const seen = await tree(page);
  for (let square = 0; square < view.board.length; square++) {
    expect(seen).toContain(`row ${squareRow(square) + 1}, column ${squareColumn(square) + 1}: ${squareText(view, names, square).split(", ")[0]}`);
  }
  view.players.forEach((player, seat) =>
    player.meeples.forEach((at, index) => {
      const mark = `${seat + 1}${"ab"[index]}`;
      if (at !== null) expect(seen).toContain(seat === you ? `Your meeple ${mark}` : `${names[seat]}'s meeple ${mark}`);
    }),
  );
  for (let cup = 0; cup < 3; cup++) expect(seen).toContain(`Cup ${cup + 1}`);
  for (const card of view.players[you].queue.flat()) expect(seen).toContain(cardOf(view.options.edition, card).name);
  if (view.phase === "turns") expect(seen).toContain(scoresText(view, names));
}

/** The words the other player's live region must have said of a move. */
function heard(action: Action, names: string[]): string {
  const name = names[action.player];
  if (action.type === "place") return `${name} placed a meeple on row ${squareRow(action.square) + 1}, column ${squareColumn(action.square) + 1}`;
  // "moved from row …" or, a loop back to its own square, "moved and came back to row …".
  if (action.type === "turn" && action.path.length > 0) return `${name} moved `;
  return name;
}

/**
 * What the live regions of `page` (seat `you`) said over a whole game, fact by fact (issue 55):
 * each other player's placement and move once, each of `talk` once, the end once; never the
 * status line again (the deck, the scores mid-game), never the Submit hint.
 */
async function expectHeardOnce(page: Page, you: number, log: readonly LoggedAction[], talk: string[], locale: Language): Promise<void> {
  const say = wordsFor(locale);
  const heard = await heardOn(page);
  // A sentence's words up to `slot` (and, with `on`, the words after it up to the next slot): what no other sentence starts with.
  const upTo = (key: string, slot: string, params: Record<string, string | number>, on = false) => {
    const template = (earStrings[locale] as Record<string, string>)[key] ?? (tableStrings[locale] as Record<string, string>)[key];
    const end = template.indexOf(slot) + slot.length;
    return fill(template.slice(0, on ? template.indexOf("{", end) : end), params);
  };
  const expected = new Map<string, number>();
  for (const { action, events } of log) {
    if (action.player === you) continue;
    const name = ["Ann", "Ben"][action.player];
    for (const event of events) {
      const words =
        event.type === "placed"
          ? upTo("table.event.placed", "{square}", { name, square: squareWords(say, event.square) }, true)
          : event.type === "moved"
            ? (event.path.at(-1) ?? event.from) === event.from
              ? upTo("ear.movedBack", "{square}", { name, square: squareWords(say, event.from) })
              : upTo("ear.moved", "{to}", { name, from: squareWords(say, event.from), to: squareWords(say, event.path.at(-1)!) })
            : null;
      if (words) expected.set(words, (expected.get(words) ?? 0) + 1);
    }
  }
  expect(expected.size).toBeGreaterThan(3);
  for (const [words, times] of expected) expect(timesSaid(heard, words), `"${words}" in ${JSON.stringify(heard)}`).toBe(times);
  // A message's text once: the talk's list is no second live region.
  for (const text of talk) expect(timesSaid(heard, text), text).toBe(1);
  expect(timesSaid(heard, say("ear.gameOver")), "the end").toBe(1);
  const deck = new RegExp(`^${escape(say("table.cards.other", { count: 999 })).replace("999", "\\d+")}$`);
  const help = tableHelpStrings[locale] as Record<string, string>;
  for (const line of heard) {
    expect(line, "the deck, as the status line says it").not.toMatch(deck);
    for (const hint of [say("composer.ready"), say("composer.sending"), help["help.submitWaits"].split("{")[0]]) expect(line).not.toContain(hint);
  }
  // The scores are said once: with the end.
  const score = (name: string) => escape(say("ear.score", { name, points: 999 })).replace("999", "-?\\d+");
  const scores = new RegExp(`${score("Ann")}.*${score("Ben")}`);
  expect(heard.filter((line) => scores.test(line)), "the scores").toHaveLength(1);
}

async function announced(page: Page, words: string, locale: Language = "en"): Promise<void> {
  await page.getByRole("log", { name: wordsFor(locale)("ear.heard") }).getByText(words, { exact: false }).last().waitFor({ timeout: 10_000 });
}

describe("play by ear (issue 40)", () => {
  it("a whole 2-player game by keyboard: Ann on the standard table, Ben on the text table", async () => {
    const game = await startGame();
    const names = ["Ann", "Ben"];
    const ann = await seatPage(game, 0);
    const ben = await seatPage(game, 1);
    tableOf.set(ann, "standard");
    await ben.getByRole("heading", { name: /^Place your meeple/ }).first().waitFor();
    await press(ben, ben.getByRole("button", { name: "Text table for screen readers" }), "Enter", "text table on");
    await ben.getByRole("heading", { name: "Text table" }).waitFor();
    expect(await seriousViolations(ben)).toEqual([]);
    // From here on, focus is probed every frame (issue 55, item 5): never on the page, not even for a frame.
    for (const page of [ann, ben]) await watchFocusFrames(page);

    // Ben's first placement by the grid's arrow keys: row 4, column 1 is three rows down from the first cell.
    const grid = ben.getByRole("grid", { name: "Board" });
    await grid.getByRole("gridcell").first().focus();
    for (let k = 0; k < 3; k++) await counted(ben, "arrow", () => ben.keyboard.press("ArrowDown"));
    await counted(ben, "grid pick", () => ben.keyboard.press("Enter"));
    // Focus went on to the cup for the square's ingredient: the next thing to do.
    await expect(ben.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active?.id;
    })).resolves.toBe("place-cup");
    let first = true;

    // Table talk is heard too: Ann's quick phrase, by keyboard, in Ben's live region.
    await press(ann, ann.getByRole("group", { name: "Quick phrases" }).getByRole("button", { name: "Good move!" }), "Enter", "quick phrase");
    await announced(ben, "Ann says: Good move!");
    // The phrase sent, focus stays on it in the talk, as a typed message's stays in its box (issue 55, item 4).
    await expect.poll(() => focusedText(ann)).toBe("Good move!");
    let talked = false;

    const rng = rngFromSeed("play-by-ear");
    let turns = 0;
    for (;;) {
      const seen = await snapshot(game);
      if (seen.status === "ended") break;
      const seat = seen.view.toAct[0];
      const { player: _player, ...input } = keyboardMove(stateFromView(seen.view), rng);
      // Ben's first placement is the square picked on the grid.
      const action = (first ? { type: "place", player: 1, square: 12, cup: 0 } : { ...input, player: seat }) as Action;
      first = false;
      if (seat === 0) {
        await ann.getByRole("heading", { name: seen.view.phase === "placement" ? /^Place your meeple/ : /^Your turn$/ }).first().waitFor();
        await playStandard(ann, action, seen.view);
      } else {
        await ben.getByRole("heading", { name: seen.view.phase === "placement" ? /^Place your meeple/ : /^Your move$/ }).first().waitFor();
        await playText(ben, action, seen.view, "en");
      }
      turns++;
      await announced(seat === 0 ? ben : ann, heard(action, names));
      if (!talked && seen.view.phase === "turns") {
        // A second message: the talk list already shows one, and it is said once all the same.
        talked = true;
        await press(ann, ann.getByRole("group", { name: "Quick phrases" }).getByRole("button", { name: "Thinking…" }), "Enter", "quick phrase");
        await announced(ben, "Ann says: Thinking…");
      }
      const after = await snapshot(game);
      if (after.status === "ended") break;
      await ben.getByText(scoresText(after.view, names)).first().waitFor();
      await expectTextTree(ben, after.view, names);
      await expectStandardTree(ann, after.view, names, 0);
    }
    for (const page of [ann, ben]) await announced(page, "The game is over");
    const { actions: log } = await apiOk<{ actions: LoggedAction[] }>(`/api/games/${game.gameId}/log`, { token: game.tokens[0] });
    await expectHeardOnce(ann, 0, log, [], "en");
    await expectHeardOnce(ben, 1, log, ["Good move!", "Thinking…"], "en");
    await ben.screenshot({ path: `${SHOTS}/play-by-ear-end.png`, fullPage: true });
    expect(turns).toBeGreaterThan(8);
    console.info(`play by ear: ${turns} moves, ${tally.actions} keyboard actions, ${tally.drops.length} with focus on the body`);
    expect(tally.drops).toEqual([]);
    expect((await focusFrames(ann)).dropped, "frames with focus on Ann's page").toEqual([]);
    expect((await focusFrames(ben)).dropped, "frames with focus on Ben's page").toEqual([]);
  });

  it("heard once in ko: the others' moves, the talk and the end on the text table", async () => {
    const game = await startGame();
    const ben = await seatPage(game, 1, "ko");
    const say = wordsFor("ko");
    await press(ben, ben.getByRole("button", { name: say("ear.link.on") }), "Enter", "text table on");
    await ben.getByRole("heading", { name: say("ear.title") }).waitFor();
    const talk = ["안녕하세요", "잘 부탁해요"];
    for (const text of talk) {
      await apiOk(`/api/games/${game.gameId}/talk`, { method: "POST", token: game.tokens[0], json: { text } });
      await announced(ben, say("ear.talk", { name: "Ann", text }), "ko");
    }
    await playRandomly(game.gameId, game.tokens, "heard-once-ko");
    await announced(ben, say("ear.gameOver"), "ko");
    const { actions: log } = await apiOk<{ actions: LoggedAction[] }>(`/api/games/${game.gameId}/log`, { token: game.tokens[0] });
    await expectHeardOnce(ben, 1, log, talk, "ko");
  });

  it.each(["ko", "es", "fr"] as const)("one turn on the text table in %s, axe clean in the dark", async (locale) => {
    const game = await startGame();
    await placeAll(game);
    const page = await seatPage(game, 0, locale, "dark");
    const say = wordsFor(locale);
    await page.getByRole("button", { name: say("ear.link.on") }).focus();
    await counted(page, "text table on", () => page.keyboard.press("Enter"));
    await page.getByRole("heading", { name: say("ear.form") }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const seen = await snapshot(game);
    const { player: _player, ...input } = randomAction(stateFromView(seen.view), rngFromSeed(`ear-${locale}`));
    await playText(page, { ...input, player: 0 } as Action, seen.view, locale);
    await page.getByRole("heading", { name: say("ear.title") }).waitFor();
    await page.screenshot({ path: `${SHOTS}/play-by-ear-${locale}.png`, fullPage: true });
    expect(tally.drops).toEqual([]);
  });
});
