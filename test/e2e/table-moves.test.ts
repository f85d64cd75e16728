import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { cardOf } from "../../game/engine/index.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { act, apiOk, placeAll, square, startGame, type StartedGame } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { logHasCome } from "./game-page.js";

/**
 * Issue 34, "the table moves": Ann and Ben each have the game open in their own browser. When Ann
 * moves, Ben's table plays it: her meeple walks its path, her cup takes the coffee, her completed
 * order is named, within a second; with reduced motion nothing moves and what changed is
 * highlighted instead. Ben's own move is not played back to him. Several moves arriving at once
 * (a spectator) play one after another.
 *
 * The moves are two-players.test.ts's: Ann's meeple steps from the steam square (row 1, column 3)
 * onto the coffee corner and pours the coffee into cup 1, completing her Ristretto or Espresso.
 */
const browser = useBrowser();

async function seatPage(
  game: StartedGame,
  seat: number | null,
  {
    beforeOpen,
    viewport = { width: 360, height: 740 },
    ...options
  }: { reducedMotion?: "reduce"; colorScheme?: "light" | "dark"; beforeOpen?: (page: Page) => Promise<void>; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600, locale: "en-US", bypassCSP: true, ...options });
  const page = await context.newPage();
  await beforeOpen?.(page);
  await page.goto(`${inject("baseUrl")}/g/${game.gameId}${seat === null ? "" : `#seat=${game.tokens[seat]}`}`);
  // Live once the table is drawn and the log has come (the moves after it are the ones played).
  await page.locator("cr-table").waitFor();
  await page.waitForFunction(() => document.querySelector("cr-table")?.shadowRoot?.querySelector("cr-board, cr-turn-composer"));
  await logHasCome(page);
  return page;
}

/** Ann's turn: the coffee corner, the coffee into cup 1, the coffee-and-steam order completed. */
async function annMoves(game: StartedGame): Promise<void> {
  const seen = await apiOk<GameSnapshot>(`/api/games/${game.gameId}`, { token: game.tokens[0] });
  const card = seen.view.players[0].queue[0].find((id) => ["Ristretto", "Espresso"].includes(cardOf("classic", id).name))!;
  await act(game, 0, { type: "turn", meeple: 0, path: [square(1, 4)], pours: [{ coffee: 1 }], complete: [{ cup: 0, card }] });
}

interface Seen {
  arriving: string | null;
  /** The arrival animations running anywhere in the page (shadow roots too): what each animates, and when it ends. */
  animations: { target: string; properties: string[]; end: number }[];
  /** Elements highlighted instead. */
  highlighted: string[];
  notes: string[];
}

/** What the page shows of arriving moves right now. */
function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const everything: Element[] = [];
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll("*")) {
        everything.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
    const animations = everything.flatMap((element) =>
      element.getAnimations().filter((animation) => animation.id === "arrival").map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        return {
          target: describe(element),
          properties: [...new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame)))].filter((key) => !["offset", "easing", "composite", "computedOffset"].includes(key)),
          end: Number(effect.getComputedTiming().endTime),
        };
      }),
    );
    return {
      arriving: document.querySelector("cr-table")!.getAttribute("arriving"),
      animations,
      highlighted: everything.filter((element) => element.hasAttribute("data-arrived")).map(describe),
      notes: everything.filter((element) => element.matches(".arrival-notes span")).map((element) => element.textContent ?? ""),
    };
  });
}

/** Waits until the page plays an arrival (the first moment it does), and returns what it shows then. */
async function whenArriving(page: Page): Promise<Seen> {
  await page.waitForFunction(() => document.querySelector("cr-table")?.hasAttribute("arriving"), undefined, { polling: "raf", timeout: 10_000 });
  return seen(page);
}

/** Holds every arrival animation `ms` after the batch began (for a screenshot). */
async function holdAt(page: Page, ms: number): Promise<void> {
  await page.evaluate((ms) => {
    const walk = (root: ParentNode): Animation[] =>
      [...root.querySelectorAll("*")].flatMap((element) => [...element.getAnimations(), ...(element.shadowRoot ? walk(element.shadowRoot) : [])]);
    for (const animation of walk(document).filter((animation) => animation.id === "arrival")) {
      animation.pause();
      animation.currentTime = ms;
    }
  }, ms);
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

/** Lets the held animations run on. */
async function resume(page: Page): Promise<void> {
  await page.evaluate(() => {
    const walk = (root: ParentNode): Animation[] =>
      [...root.querySelectorAll("*")].flatMap((element) => [...element.getAnimations(), ...(element.shadowRoot ? walk(element.shadowRoot) : [])]);
    for (const animation of walk(document)) animation.play();
  });
}

/**
 * Where the notes of an arriving move stand against what the player reads as their turn begins:
 * the notes over the state line ("Your turn", the scores) or the board's top row, and whether four
 * of them (a 4-player round) would fit where they stand without reaching either.
 */
function notesInTheWay(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const table = document.querySelector("cr-table")!.shadowRoot!;
    const board = [...table.querySelectorAll("cr-board"), ...[...table.querySelectorAll("*")].flatMap((element) => [...(element.shadowRoot?.querySelectorAll("cr-board") ?? [])])][0]!;
    const svg = board.shadowRoot!.querySelector("svg.board")!.getBoundingClientRect();
    const status = table.querySelector("cr-table-status")!.getBoundingClientRect();
    const topRow = { top: svg.top, bottom: svg.top + svg.height / 4 };
    const notes = [...board.shadowRoot!.querySelectorAll(".arrival-notes span")].map((note) => note.getBoundingClientRect());
    const problems: string[] = [];
    const overlaps = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) => a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const note of notes) {
      if (overlaps(note, status)) problems.push(`a note at ${Math.round(note.top)}–${Math.round(note.bottom)}px covers the state line (${Math.round(status.top)}–${Math.round(status.bottom)}px)`);
      if (overlaps(note, topRow)) problems.push(`a note at ${Math.round(note.top)}–${Math.round(note.bottom)}px covers the board's top row (${Math.round(topRow.top)}–${Math.round(topRow.bottom)}px)`);
    }
    // Four notes, as a 4-player round brings, stacked as the column stacks them around its middle.
    const column = board.shadowRoot!.querySelector(".arrival-notes")!;
    const gap = parseFloat(getComputedStyle(column).rowGap) || 0;
    const middle = (notes[0].top + notes.at(-1)!.bottom) / 2;
    const four = 4 * notes[0].height + 3 * gap;
    if (overlaps({ top: middle - four / 2, bottom: middle + four / 2 }, topRow)) problems.push(`four notes (${Math.round(four)}px) would reach the board's top row`);
    return problems;
  });
}

describe("the table moves", () => {
  // Issue 54, item 7: the notes must not cover "Your turn", the scores or the board's top row as the turn begins.
  for (const [viewport, language, yourTurn] of [
    [{ width: 360, height: 740 }, "en", "Your turn"],
    [{ width: 1280, height: 800 }, "fr", "À vous de jouer"],
  ] as const) {
    it(`${viewport.width}x${viewport.height} (${language}): the notes of the move before your turn leave "Your turn", the scores and the top row in view`, async () => {
      const game = await startGame();
      await placeAll(game);
      const ben = await seatPage(game, 1, { viewport });
      await ben.locator("cr-app-header select").selectOption(language);
      await expect.poll(() => ben.evaluate(() => document.documentElement.lang)).toBe(language);
      await annMoves(game);
      await whenArriving(ben);
      await holdAt(ben, 700);
      await ben.getByRole("heading", { name: yourTurn }).waitFor();
      const problems = await notesInTheWay(ben);
      await ben.screenshot({ path: `${SHOTS}/moves-notes-${viewport.width}x${viewport.height}-${language}.png` });
      expect(problems).toEqual([]);
      await ben.context().close();
    });
  }


  it("the other player's move walks on the watcher's board, in under a second; the watcher's own move does not", async () => {
    const game = await startGame();
    await placeAll(game);
    const ann = await seatPage(game, 0);
    const ben = await seatPage(game, 1);

    await annMoves(game);
    const playing = await whenArriving(ben);
    // Her meeple halfway along its one step, then her order named over the board.
    await holdAt(ben, 100);
    await ben.screenshot({ path: `${SHOTS}/moves-walking-360x740.png` });
    await holdAt(ben, 700);
    await ben.screenshot({ path: `${SHOTS}/moves-completed-360x740.png` });
    expect(playing.arriving).toBe("motion");
    const meeple = playing.animations.find((animation) => animation.target === "g.meeple");
    expect(meeple, JSON.stringify(playing.animations)).toBeDefined();
    expect(meeple!.properties).toContain("transform");
    // The cup she poured into, her likes, and the note naming the order.
    expect(playing.animations.some((animation) => animation.target.startsWith("li") || animation.target.startsWith("span"))).toBe(true);
    expect(playing.notes.join()).toMatch(/^Completed: (Ristretto|Espresso)$/);
    for (const animation of playing.animations.filter((animation) => !animation.target.startsWith("span"))) expect(animation.end).toBeLessThan(1000);
    expect(playing.highlighted).toEqual([]);
    await resume(ben);
    await ben.waitForFunction(() => !document.querySelector("cr-table")!.hasAttribute("arriving"));
    expect(await seriousViolations(ben)).toEqual([]);

    // Ann, whose move it was, sees it drawn, not played back.
    await ann.waitForTimeout(1500);
    expect((await seen(ann)).arriving).toBeNull();

    // Ben moves: Ann's table plays it; Ben's own does not.
    const annWatching = whenArriving(ann);
    const state = await apiOk<GameSnapshot>(`/api/games/${game.gameId}`, { token: game.tokens[1] });
    const from = state.view.players[1].meeples[0]!;
    await act(game, 1, { type: "turn", meeple: 0, path: [from - 4] });
    expect((await annWatching).arriving).toBe("motion");
    await ben.waitForTimeout(1500);
    expect((await seen(ben)).arriving).toBeNull();
  });

  it("with reduced motion nothing moves: what changed is highlighted", async () => {
    const game = await startGame();
    await placeAll(game);
    const ben = await seatPage(game, 1, { reducedMotion: "reduce", colorScheme: "dark" });
    await annMoves(game);
    const shown = await whenArriving(ben);
    expect(shown.arriving).toBe("highlight");
    expect(shown.animations).toEqual([]);
    expect(shown.highlighted).toContain("g.meeple");
    expect(shown.notes.join()).toMatch(/^Completed: (Ristretto|Espresso)$/);
    await ben.screenshot({ path: `${SHOTS}/moves-highlight-360x740-dark.png` });
    expect(await seriousViolations(ben)).toEqual([]);
  });

  it("several moves arriving at once play one after another, in order, all within a second", async () => {
    const game = await startGame();
    // The spectator's socket (which brings each version with its log entries) is held back while
    // all four placements are made, then hands them on at once, as to a page whose network paused.
    let holding = false;
    const held: (() => void)[] = [];
    const spectator = await seatPage(game, null, {
      beforeOpen: (page) =>
        page.routeWebSocket(/\/api\/games\/[^/]+\/ws/, (socket) => {
          const server = socket.connectToServer();
          server.onMessage((message) => (holding ? held.push(() => socket.send(message)) : socket.send(message)));
          socket.onMessage((message) => server.send(message));
        }),
    });
    holding = true;
    await placeAll(game);
    await expect.poll(() => held.length).toBeGreaterThanOrEqual(4);
    const arriving = whenArriving(spectator);
    holding = false;
    for (const release of held.splice(0)) release();
    await arriving;
    const tracks = await spectator.evaluate(() => {
      const board = document.querySelector("cr-table")!.shadowRoot!.querySelector("cr-board")!.shadowRoot!;
      return [...board.querySelectorAll("g.meeple")].flatMap((meeple) =>
        meeple.getAnimations().map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          // When the meeple is set down: its first keyframe that shows it.
          const down = effect.getKeyframes().find((frame) => Number(frame.opacity) === 1)!.computedOffset * Number(effect.getComputedTiming().duration);
          return { seat: meeple.getAttribute("data-seat"), down, end: Number(effect.getComputedTiming().endTime) };
        }),
      );
    });
    // Ben, Ann, Ben, Ann (placeAll's order): each set down after the one before, all within the second.
    expect(tracks).toHaveLength(4);
    const order = [...tracks].sort((a, b) => a.down - b.down);
    expect(order.map((track) => track.seat)).toEqual(["1", "0", "1", "0"]);
    expect(new Set(order.map((track) => track.down)).size).toBe(4);
    for (const track of tracks) expect(track.end).toBeLessThanOrEqual(900);
    await spectator.screenshot({ path: `${SHOTS}/moves-spectator-360x740.png` });
  });
});
