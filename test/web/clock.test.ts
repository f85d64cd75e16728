import { afterEach, describe, expect, it, vi } from "vitest";
import { botSeats, onlyBotsBesideHost } from "../../web/app/bot-seats.js";
import { formatTimeLeft, timeLeft, timezoneChoices } from "../../web/app/time.js";
import { setLocale } from "../../web/i18n/index.js";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import { classicTurnGame, snapshotOf } from "./fixtures.js";
import { deepQueryAll, mount, visibleText } from "./dom.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

afterEach(() => {
  vi.useRealTimers();
  setLocale("en");
  document.body.replaceChildren();
});

describe("the time left on a seat's clock", () => {
  it("counts down in whole days, then hours, then minutes", () => {
    expect(timeLeft(1_000 + 2 * DAY + 5 * HOUR, 1_000)).toEqual({ unit: "day", n: 2 });
    expect(timeLeft(DAY + 3 * HOUR, 0)).toEqual({ unit: "hour", n: 27 });
    expect(timeLeft(90 * MINUTE, 0)).toEqual({ unit: "minute", n: 90 });
    expect(timeLeft(10_000, 0)).toEqual({ unit: "minute", n: 1 });
    expect(timeLeft(0, 0)).toBeNull();
    expect(timeLeft(5, 10)).toBeNull();
  });

  it("reads as words in the reader's language", () => {
    expect(formatTimeLeft(2 * DAY + HOUR, 0)).toBe("2 days left");
    expect(formatTimeLeft(3 * HOUR, 0)).toBe("3 hours left");
    expect(formatTimeLeft(MINUTE, 0)).toBe("1 minute left");
    expect(formatTimeLeft(0, 1)).toBe("Time is up");
    setLocale("fr");
    expect(formatTimeLeft(2 * DAY + HOUR, 0)).toMatch(/^Temps restant : 2\s+jours$/);
  });
});

describe("the bot seats of a new game", () => {
  it("takes the bots chosen for the seats after the host's, within the player count", () => {
    expect(botSeats([], 3)).toEqual([]);
    expect(botSeats(["hard", "person", "easy", "medium"], 3)).toEqual([{ seat: 2, level: "easy" }]);
    expect(botSeats(["person", "medium", "hard", "random"], 4)).toEqual([
      { seat: 1, level: "medium" },
      { seat: 2, level: "hard" },
      { seat: 3, level: "random" },
    ]);
  });

  it("sends the host straight to the table only when every other seat is a bot", () => {
    expect(onlyBotsBesideHost([{ seat: 1 }], 2)).toBe(true);
    expect(onlyBotsBesideHost([{ seat: 1 }], 3)).toBe(false);
    expect(onlyBotsBesideHost([{ seat: 1 }, { seat: 2 }], 3)).toBe(true);
    expect(onlyBotsBesideHost([], 2)).toBe(false);
  });
});

describe("timezone choices", () => {
  it("always include the current one", () => {
    expect(timezoneChoices("Mars/Olympus_Mons")).toContain("Mars/Olympus_Mons");
  });
});

describe("the player boards in a slow game", () => {
  it("show the clock, away, bot and vacation marks", async () => {
    const now = Date.now();
    const snapshot = snapshotOf(classicTurnGame(), 0);
    snapshot.timePerMove = "3d";
    snapshot.seats[0] = { ...snapshot.seats[0], deadline: now + 2 * DAY + HOUR, vacationDaysLeft: 7 };
    snapshot.seats[1] = { ...snapshot.seats[1], bot: "hard", away: true };
    snapshot.seats[2] = { ...snapshot.seats[2], vacationUntil: now + DAY };
    const table = await mount<CrTable>("cr-table", { snapshot });
    const boards = deepQueryAll(table, "cr-player-board");
    const text = boards.map((board) => visibleText(board));
    expect(text[0]).toContain("2 days left");
    expect(text[1]).toContain("Away");
    expect(text[1]).toContain("Bot (hard)");
    expect(text[2]).toContain("On vacation until");
    const clock = deepQueryAll(boards[0], ".pill.clock")[0];
    expect(clock.getAttribute("title")).toMatch(/\d/);
    expect(deepQueryAll(boards[1], ".pill.clock")).toHaveLength(0);
  });

  it("count the clock down without a new snapshot", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const snapshot = snapshotOf(classicTurnGame(), 0);
    snapshot.timePerMove = "12h";
    snapshot.seats[0] = { ...snapshot.seats[0], deadline: Date.now() + 3 * MINUTE };
    const table = await mount<CrTable>("cr-table", { snapshot });
    const board = deepQueryAll(table, "cr-player-board")[0];
    expect(visibleText(board)).toContain("3 minutes left");
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    await (board as unknown as { updateComplete: Promise<boolean> }).updateComplete;
    expect(visibleText(board)).toContain("1 minute left");
  });
});
