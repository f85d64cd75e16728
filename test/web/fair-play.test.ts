import { afterEach, describe, expect, it } from "vitest";
import { fairStrings } from "../../web/i18n/fair/index.js";
import { setLocale } from "../../web/i18n/index.js";
import "../../web/fair/cr-verify-record.js";
import type { CrVerifyRecord } from "../../web/fair/cr-verify-record.js";
import { commitmentOf, VERIFY_PROBLEMS, type GameRecord } from "../../game/engine/index.js";
import { finishedGame } from "./fixtures.js";
import { deepQuery, mount, settled, visibleText } from "./dom.js";
import { expectEveryLanguage } from "./strings.js";


/** The fixture's finished game, committed to as the room commits. */
async function committedRecord(): Promise<GameRecord> {
  const { record } = finishedGame({ edition: "classic", players: 2 }, "fair-web");
  return { ...record, commitment: await commitmentOf(record.gameId, record.engineVersion, record.seed) };
}

async function verdictOf(element: CrVerifyRecord): Promise<string> {
  for (let i = 0; i < 50 && /^\s*$|…/.test(visibleText(deepQuery(element, "[role=status]"))); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await settled(element);
  }
  return visibleText(deepQuery(element, "[role=status]"));
}

afterEach(() => {
  setLocale("en");
  document.body.replaceChildren();
});

describe("fair play's strings", () => {
  it("exist in every language with the same keys and placeholders, translated, with a sentence for every problem", () => {
    for (const problem of VERIFY_PROBLEMS) expect(Object.keys(fairStrings.en)).toContain(`fair.problem.${problem}`);
    expectEveryLanguage(fairStrings, () => true);
  });
});

describe("<cr-verify-record>", () => {
  it("verifies a record when asked, and names the first move that differs in a tampered one, in the reader's language", async () => {
    const record = await committedRecord();
    const element = await mount<CrVerifyRecord>("cr-verify-record", { record, downloadHref: "/api/games/g/record", downloadName: "g.json" });
    expect(visibleText(deepQuery(element, "[role=status]"))).toBe("");
    expect(visibleText(element)).toContain(record.commitment!);
    deepQuery<HTMLButtonElement>(element, "button").click();
    expect(await verdictOf(element)).toContain(`all ${record.actions.length} moves replay`);

    setLocale("fr");
    const tampered = structuredClone(record);
    tampered.actions[1].events = [];
    element.record = tampered;
    await settled(element);
    deepQuery<HTMLButtonElement>(element, "button").click();
    const verdict = await verdictOf(element);
    expect(verdict).toContain("Ne se vérifie pas.");
    expect(verdict).toContain("Le coup 2 ne s'est pas passé comme le dit l'enregistrement.");
    expect(verdict).toContain("actions[1].events[0]");
  });

  it("says where a record differs in a player's words, the file's path only apart (issue 35.6)", async () => {
    const record = await committedRecord();
    const tampered = structuredClone(record);
    tampered.actions[1].events = [];
    for (const [locale, words] of [["en", "In that move, event 1 of the record says nothing"], ["es", "En esa jugada, el suceso 1 del registro dice nada"], ["ko", "그 수의 1번째 사건이 기록에는 없음"], ["fr", "Dans ce coup, l'événement 1 de l'enregistrement dit rien"]] as const) {
      await setLocale(locale);
      const element = await mount<CrVerifyRecord>("cr-verify-record", { mode: "file", record: tampered });
      await verdictOf(element);
      const sentence = visibleText(deepQuery(element, ".verdict"));
      expect(sentence).toContain(words);
      expect(sentence).not.toMatch(/actions\[|events\[/);
      document.body.replaceChildren();
    }
  });

  it("checks a dropped file at once and says when it is not a record", async () => {
    const element = await mount<CrVerifyRecord>("cr-verify-record", { mode: "file", record: { hello: "world" } });
    expect(await verdictOf(element)).toContain("This file is not a Coffee Rush game record.");
    expect(element.shadowRoot!.querySelector("button")).toBeNull();
  });
});
