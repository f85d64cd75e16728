import { LANGUAGES } from "../../protocol/languages.js";
import { afterEach, describe, expect, it } from "vitest";
import type { GameSnapshot } from "../../protocol/types.js";
import { formatMoment } from "../../web/app/time.js";
import { setLocale } from "../../web/i18n/index.js";
import "../../web/talk/cr-game-actions.js";
import "../../web/talk/cr-play-again.js";
import { classicTurnGame, finishedGame, snapshotOf } from "./fixtures.js";
import { click, deepQuery, deepQueryAll, mount, openDetails, settled, visibleText } from "./dom.js";

afterEach(() => {
  document.body.replaceChildren();
  setLocale("en");
});

const DAY = 24 * 60 * 60 * 1000;

/** Seat 3's view of a 3-player game waiting on seat 1 since `since`. */
function playing(fields: Partial<GameSnapshot> = {}, since = Date.now() - 2 * DAY): GameSnapshot {
  const snapshot = snapshotOf(classicTurnGame(), 2);
  const waiting = snapshot.view.toAct;
  return {
    ...snapshot,
    timePerMove: "none",
    seats: snapshot.seats.map((seat) => ({ ...seat, turnSince: waiting.includes(seat.seat) ? since : null, nudged: false })),
    ...fields,
  };
}

describe("cr-game-actions", () => {
  it("asks every player to agree to a proposal to end the game, and lets its proposer withdraw it", async () => {
    const proposal = { by: 1, at: Date.now(), lapsesAt: Date.now() + 7 * DAY, agreed: [1] };
    const actions = await mount<HTMLElement & { snapshot: GameSnapshot }>("cr-game-actions", { snapshot: playing({ endProposal: proposal }), gameId: "g-test" } as never);
    expect(visibleText(actions)).toContain("proposes to end the game now, scored as it stands (1 of 3 players agree)");
    expect(deepQueryAll(actions, "button").map((b) => b.textContent?.trim())).toEqual(expect.arrayContaining(["Agree to end now", "Decline"]));
    actions.snapshot = playing({ endProposal: { ...proposal, by: 2, agreed: [2] } });
    await click(actions, deepQuery(actions, "summary"));
    expect(visibleText(actions)).toContain("You agreed: waiting for the others.");
    expect(visibleText(actions)).toContain("Withdraw the proposal");
    // While a proposal is open, no second one.
    expect(visibleText(actions)).not.toContain("Propose to end the game now");
  });

  it("shows its parts apart: the proposal alone (the game page's banner), or everything else", async () => {
    const proposal = { by: 1, at: Date.now(), lapsesAt: Date.now() + 7 * DAY, agreed: [1] };
    const banner = await mount<HTMLElement>("cr-game-actions", { snapshot: playing({ endProposal: proposal }), gameId: "g-test", shows: "proposal" } as never);
    expect(visibleText(banner)).toContain("proposes to end the game now");
    expect(deepQueryAll(banner, "summary")).toEqual([]);
    const rest = await mount<HTMLElement>("cr-game-actions", { snapshot: playing({ endProposal: proposal }), gameId: "g-test", shows: "choices" } as never);
    expect(visibleText(rest)).not.toContain("proposes to end the game now");
    expect(deepQueryAll(rest, "summary")).not.toEqual([]);
  });

  it("offers a reminder only after a day without a clock, and asks before resigning", async () => {
    expect(playing().view.toAct).toEqual([0]);
    const actions = await openDetails(await mount<HTMLElement>("cr-game-actions", { snapshot: playing(), gameId: "g-test" } as never));
    const reminders = deepQueryAll(actions, "button").filter((b) => b.textContent?.includes("Remind"));
    expect(reminders.map((b) => b.textContent?.trim())).toEqual(["Remind Ana"]);
    for (const [snapshot, why] of [
      [playing({}, Date.now() - 2 * 60 * 60 * 1000), "too soon"],
      [playing({ timePerMove: "1d" }), "a clock"],
    ] as const) {
      const other = await openDetails(await mount<HTMLElement>("cr-game-actions", { snapshot, gameId: "g-test" } as never));
      expect(deepQueryAll(other, "button").filter((b) => b.textContent?.includes("Remind")), why).toEqual([]);
    }
    await click(actions, deepQueryAll(actions, "button").find((b) => b.textContent?.trim() === "Resign")!);
    expect(visibleText(actions)).toContain("A bot plays your seat from now on, and you rank last.");
    expect(deepQueryAll(actions, "button").map((b) => b.textContent?.trim())).toEqual(expect.arrayContaining(["Yes, resign", "Keep playing"]));
  });

  it("says instead of hiding the reminder: from when it is possible, that it was sent, or that the clock reminds (issue 35.5)", async () => {
    const soon = Date.now() - 2 * 60 * 60 * 1000;
    const cases = [
      [playing({}, soon), `You can remind Ana from ${formatMoment(soon + DAY)}, once their turn has lasted a day.`],
      [playing({ timePerMove: "1d" }), "This game has a clock: Ana is reminded before their time runs out."],
    ] as const;
    for (const [snapshot, words] of cases) {
      const actions = await openDetails(await mount<HTMLElement>("cr-game-actions", { snapshot, gameId: "g-test" } as never));
      expect(visibleText(actions)).toContain(words);
    }
    const reminded = playing();
    reminded.seats = reminded.seats.map((seat) => ({ ...seat, nudged: reminded.view.toAct.includes(seat.seat) }));
    const actions = await openDetails(await mount<HTMLElement>("cr-game-actions", { snapshot: reminded, gameId: "g-test" } as never));
    expect(visibleText(actions)).toContain("Ana has been reminded of this turn.");
    expect(deepQueryAll(actions, "button").filter((b) => b.textContent?.includes("Remind"))).toEqual([]);
  });

  for (const locale of LANGUAGES) {
    it(`has every word in ${locale}`, async () => {
      setLocale(locale);
      const proposal = { by: 1, at: Date.now(), lapsesAt: Date.now() + 7 * DAY, agreed: [1] };
      const actions = await mount<HTMLElement>("cr-game-actions", { snapshot: playing({ endProposal: proposal }), gameId: "g-test" } as never);
      await click(actions, deepQuery(actions, "summary"));
      const game = finishedGame({ edition: "classic", players: 2 });
      const again = await mount<HTMLElement>("cr-play-again", { snapshot: { ...snapshotOf(game.state, 0), rematch: null } } as never);
      const waiting = await mount<HTMLElement>("cr-play-again", { snapshot: { ...snapshotOf(game.state, 0), rematch: "new-game-id", rematchBy: 1 } } as never);
      for (const element of [actions, again, waiting]) expect(visibleText(element)).not.toMatch(/\b(leave|rematch|banner)\.[a-zA-Z]/);
    });
  }
});

describe("cr-play-again", () => {
  it("offers to play again, then the new game waiting, opened with the player's own seat link", async () => {
    const game = finishedGame({ edition: "classic", players: 2 });
    const ended = snapshotOf(game.state, 1);
    const again = await mount<HTMLElement & { snapshot: GameSnapshot }>("cr-play-again", { snapshot: { ...ended, rematch: null }, token: "seat-token" } as never);
    expect(deepQueryAll(again, "button").map((b) => b.textContent?.trim())).toEqual(["Play again"]);
    again.snapshot = { ...ended, rematch: "new-game-id" };
    await click(again, again);
    const link = deepQuery<HTMLAnchorElement>(again, "a");
    expect(link.textContent?.trim()).toBe("Open the new game");
    expect(link.getAttribute("href")).toBe("/g/new-game-id#seat=seat-token");
    // Started by the other player, it asks this one: a banner naming who wants to play again.
    again.snapshot = { ...ended, rematch: "new-game-id", rematchBy: 0 };
    await settled(again);
    const banner = deepQuery(again, "cr-banner");
    expect(banner.getAttribute("role")).toBe("status");
    expect(visibleText(banner)).toContain(`${ended.seats[0].name} wants to play again`);
    expect(await mount<HTMLElement>("cr-play-again", { snapshot: { ...ended, you: null } } as never).then(visibleText)).toBe("");
  });
});
