import { LANGUAGES } from "../../protocol/languages.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PlanInput } from "../../protocol/schemas.js";
import type { GameSnapshot, LoggedAction } from "../../protocol/types.js";
import "../../web/composer/composers.js";
import { setLocale } from "../../web/i18n/index.js";
import { planStrings } from "../../web/i18n/plan/index.js";
import { noticeText } from "../../web/sw/notice-text.js";
import "../../web/table/cr-game-log.js";
import type { CrGameLog } from "../../web/table/cr-game-log.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import { classicTurnGame, NAMES, snapshotOf } from "./fixtures.js";
import { click, deepQuery, deepQueryAll, mount, settled, squareButton, visibleText } from "./dom.js";
import { expectEveryLanguage } from "./strings.js";

/** "Plan ahead" on the table: the waiting player composes their next move; its ghost, cancel and lapse. */

function button(root: Element, text: string): HTMLButtonElement {
  const found = deepQueryAll<HTMLButtonElement>(root, "button").find((b) => visibleText(b).includes(text));
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

function heard<T>(element: Element, name: string): T[] {
  const got: T[] = [];
  element.addEventListener(name, (event) => got.push((event as CustomEvent<T>).detail));
  return got;
}

/** Seat 2 waits while seat 0 acts (meeples: seat 0 on square 0, seat 1 on 5, seat 2 on 15). */
function waiting(change: Partial<GameSnapshot> = {}): GameSnapshot {
  return { ...snapshotOf(classicTurnGame(), 2), ...change };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  setLocale("en");
  document.body.replaceChildren();
});

describe("plans on the table", () => {
  it("the waiting player composes their next move with the composer, chooses when it plays, and sends it as a plan", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: waiting(), log: [] });
    const plans = heard<PlanInput>(table, "submit-plan");
    const moves = heard<unknown>(table, "submit-action");
    expect(deepQueryAll(table, "cr-turn-composer")).toHaveLength(0);
    expect(visibleText(table)).toContain("It's not your turn yet.");
    await click(table, button(table, "Plan your next move"));
    expect(deepQueryAll(table, "cr-turn-composer")).toHaveLength(1);
    // The composer offers the waiting seat's own steps: from square 15 (row 4, column 4).
    const tappable = deepQueryAll(table, '[role="button"]').map((g) => g.getAttribute("aria-label")!.split(":")[0]);
    expect(tappable.sort()).toEqual(["row 3, column 4", "row 4, column 3"]);
    expect(visibleText(table)).toContain("Plan your next move");
    const mode = deepQuery(table, "cr-plan-panel select") as unknown as HTMLSelectElement;
    expect(mode.value).toBe("same");
    mode.value = "legal";
    mode.dispatchEvent(new Event("change"));
    await settled(table);
    await click(table, squareButton(table, "row 3, column 4"));
    await click(table, deepQuery<HTMLButtonElement>(table, "button.primary"));
    expect(moves).toEqual([]);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ mode: "legal", action: { type: "turn", path: [11] } });
    expect(deepQueryAll(table, "cr-turn-composer")).toHaveLength(0);
  }, 20_000); // a dozen renders of the composer: slow on a busy machine

  it("shows its owner's plan as a ghost path on the board with a one-tap cancel", async () => {
    const plan = { action: { type: "turn" as const, path: [11, 10] }, mode: "same" as const, at: Date.UTC(2026, 10, 25) };
    const table = await mount<CrTable>("cr-table", { snapshot: waiting({ plan }), log: [] });
    const cancels = heard<null>(table, "cancel-plan");
    expect(visibleText(table)).toContain("Your next move is planned");
    const ghost = deepQuery(table, "cr-board").shadowRoot!.querySelector(".ghost");
    expect(ghost?.getAttribute("data-seat")).toBe("2");
    expect(ghost?.querySelector("polyline")?.getAttribute("points")?.split(" ")).toHaveLength(3);
    expect(deepQueryAll(table, '[role="img"]').some((square) => square.getAttribute("aria-label")!.includes("Your planned move ends here"))).toBe(true);
    await click(table, button(table, "Cancel plan"));
    expect(cancels).toHaveLength(1);
    // Another viewer's snapshot carries no plan: no ghost.
    const other = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), 1), log: [] });
    expect(deepQuery(other, "cr-board").shadowRoot!.querySelector(".ghost")).toBeNull();
  });

  it("on the player's turn, says why their plan lapsed, in their language", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: { ...snapshotOf(classicTurnGame(), 0), planLapse: "END_ON_OCCUPIED" }, log: [] });
    expect(visibleText(table)).toContain("Your planned turn was not played: another meeple now stands on its square.");
    setLocale("fr");
    await settled(table);
    expect(visibleText(table)).toContain("Votre tour prévu n'a pas été joué : un autre meeple occupe maintenant sa case.");
  });

  it("marks a planned move in the log, and a push notice says the plan was played or why it lapsed", async () => {
    const entry: LoggedAction = { seq: 1, action: { type: "turn", player: 2, path: [11] }, events: [], at: Date.UTC(2026, 10, 25, 9), by: "plan" };
    const seats = NAMES.slice(0, 3).map((name, seat) => ({ seat, name, joined: true }));
    const log = await mount<CrGameLog>("cr-game-log", { gameId: "g-plan", log: [entry], seats, edition: "classic" });
    expect(visibleText(log)).toContain("planned");
    const base = { gameId: "g".repeat(22), url: "/g/x", badge: 1, others: ["Ana"] };
    expect(noticeText({ ...base, kind: "plan", locale: "en" })).toEqual({ title: "Your planned turn was played", body: "Coffee Rush with Ana went on with the move you planned." });
    expect(noticeText({ ...base, kind: "turn", locale: "ko", lapse: "CARD_NOT_IN_QUEUE" }).body).toMatch(/^계획한 차례가 진행되지 않았습니다: 완성하려던 주문이 주문 줄에서 빠졌습니다\. /);
  });

  it("has its words in every language", () => {
    expectEveryLanguage(planStrings, () => true);
    expect(LANGUAGES.every((locale) => Object.keys(planStrings[locale]).length === Object.keys(planStrings.en).length)).toBe(true);
  });
});
