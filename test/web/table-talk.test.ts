import { LANGUAGES } from "../../protocol/languages.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SeatInfo, TalkMessage } from "../../protocol/types.js";
import { setLocale } from "../../web/i18n/index.js";
import { talkStrings } from "../../web/i18n/talk/index.js";
import { markSeen } from "../../web/shared/last-seen.js";
import "../../web/talk/cr-table-talk.js";
import type { CrTableTalk } from "../../web/talk/cr-table-talk.js";
import { TalkFeed } from "../../web/live/talk-feed.js";
import { deepQueryAll, mount, settled, visibleText } from "./dom.js";
import { expectEveryLanguage } from "./strings.js";


/** happy-dom lays nothing out: this stands in for the browser's IntersectionObserver, on screen or not as a test says. */
class Sight {
  static onScreen = true;
  static readonly watching = new Set<Sight>();
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(): void {
    Sight.watching.add(this);
    this.report([{ isIntersecting: Sight.onScreen }]);
  }
  disconnect(): void {
    Sight.watching.delete(this);
  }
  static show(): void {
    Sight.onScreen = true;
    for (const sight of Sight.watching) sight.report([{ isIntersecting: true }]);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Elements first: a language change re-renders them, and they would mark this game seen again.
  document.body.replaceChildren();
  setLocale("en");
  localStorage.clear();
});

const SEATS: SeatInfo[] = [
  { seat: 0, name: `Ana <b onmouseover="alert(1)">`, joined: true },
  { seat: 1, name: "Bo", joined: true },
];
const XSS = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;

function message(id: number, seat: number, fields: Partial<TalkMessage>): TalkMessage {
  return { id, seat, at: Date.UTC(2026, 0, id), text: null, phrase: null, note: null, removed: false, ...fields };
}

function feedWith(messages: TalkMessage[]): TalkFeed {
  const feed = new TalkFeed("game-1", () => null);
  feed.merge(messages);
  return feed;
}

describe("the talk's strings", () => {
  it("exist in every language with the same keys and placeholders, all translated", () => {
    expectEveryLanguage(talkStrings, (_, english) => !/\{\w+\}$/.test(english));
  });
});

describe("cr-table-talk", () => {
  it("shows names and messages as text: markup in them is never an element", async () => {
    const feed = feedWith([message(1, 0, { text: XSS }), message(2, 1, { text: "line one\nhttps://example.com/x" })]);
    const talk = await mount<CrTableTalk>("cr-table-talk", { feed, seats: SEATS, you: 1 });
    expect(deepQueryAll(talk, "img, script, b")).toEqual([]);
    const text = visibleText(talk);
    expect(text).toContain(XSS);
    expect(text).toContain(`Ana <b onmouseover="alert(1)">`);
    // Links are shown as text, not made into anchors.
    expect(deepQueryAll(talk, "a")).toEqual([]);
    expect(text).toContain("https://example.com/x");
  });

  for (const locale of LANGUAGES) {
    it(`shows quick phrases and the room's notes in the reader's language (${locale})`, async () => {
      setLocale(locale);
      const feed = feedWith([message(1, 0, { phrase: "goodGame" }), message(2, 1, { note: "resigned" }), message(3, 0, { removed: true })]);
      const talk = await mount<CrTableTalk>("cr-table-talk", { feed, seats: SEATS, you: 1 });
      const text = visibleText(talk);
      expect(text).toContain(talkStrings[locale]["talk.phrase.goodGame"]);
      expect(text).toContain(talkStrings[locale]["talk.note.resigned"].replace("{name}", "Bo"));
      expect(text).toContain(talkStrings[locale]["talk.removed"]);
      expect(text).not.toMatch(/\btalk\.[a-zA-Z]/);
    });
  }

  it("marks what others said since the last visit, and remembers this visit once the talk is on screen", async () => {
    vi.stubGlobal("IntersectionObserver", Sight);
    Sight.onScreen = false;
    markSeen("game-1", 1, "talk");
    const feed = feedWith([message(1, 0, { text: "old" }), message(2, 0, { text: "new" }), message(3, 1, { text: "mine" })]);
    const talk = await mount<CrTableTalk>("cr-table-talk", { feed, seats: SEATS, you: 1 });
    expect(deepQueryAll(talk, "li.new").map((li) => li.textContent)).toEqual([expect.stringContaining("new")]);
    expect(visibleText(talk)).toContain("1 new message since your last visit");
    feed.merge([message(4, 0, { text: "live" })]);
    await settled(talk);
    expect(deepQueryAll(talk, "li.new")).toHaveLength(2);
    // Off screen (a phone's closed sheet): still unread, for the table's count.
    expect(localStorage.getItem("coffee-rush:last-seen-talk:game-1")).toBe("1");
    expect(feed.unread(1)).toBe(2);
    const read = new Promise((resolve) => talk.addEventListener("talk-read", resolve));
    Sight.show();
    await read;
    expect(localStorage.getItem("coffee-rush:last-seen-talk:game-1")).toBe("4");
    expect(feed.unread(1)).toBe(0);
  });

  it("lets the host remove messages and a spectator only read", async () => {
    const feed = feedWith([message(1, 0, { text: "hello" })]);
    const host = await mount<CrTableTalk>("cr-table-talk", { feed, seats: SEATS, you: null, hostToken: "host-token" });
    expect(deepQueryAll(host, "button.remove").map((b) => b.getAttribute("aria-label"))).toEqual([`Remove Ana <b onmouseover="alert(1)">'s message`]);
    expect(deepQueryAll(host, "textarea")).toEqual([]);
    expect(visibleText(host)).toContain("only the players can write");
  });
});
