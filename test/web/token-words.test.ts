/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../protocol/languages.js";
import { mailStrings } from "../../worker/words/words.js";

/**
 * One word per edition per language for the tokens that buy extra steps (issue 54, item 10): the
 * rulebooks' own, Classic's rush token and Winter's cookie (RULES.md §1), in every string a player
 * reads, the app's and the mails'. A string of one edition (its key names it; the guided game is
 * Winter's) uses that edition's word alone; any other string names neither edition's token by the
 * umbrella "speed token", save the rules' line that says what each edition calls them.
 */

const areas = import.meta.glob<Record<string, unknown>>("../../web/i18n/*/index.ts", { eager: true });

/** Each language's words: Classic's, Winter's, and the umbrella the strings must not use for either. */
const TERMS: Record<Language, { classic: RegExp; winter: RegExp; umbrella: RegExp }> = {
  en: { classic: /rush tokens?/i, winter: /cookies?/i, umbrella: /speed tokens?/i },
  ko: { classic: /러시 토큰/, winter: /쿠키/, umbrella: /속도 토큰/ },
  es: { classic: /fichas? de prisa/i, winter: /galletas?/i, umbrella: /fichas? de velocidad/i },
  fr: { classic: /jetons? rush/i, winter: /biscuits?/i, umbrella: /jetons? de vitesse|cookies?/i },
};

/** Where the rules name both editions' words on purpose. */
const BOTH_NAMED = new Set(["rules.editions.li3", "rules.editions.p3"]);

function everyString(language: Language): [string, string][] {
  const tables = Object.values(areas).flatMap((module) =>
    Object.values(module as Record<string, unknown>).filter((value): value is Record<Language, Record<string, string>> => typeof value === "object" && value !== null && "en" in value && "fr" in value),
  );
  return [...tables.flatMap((table) => Object.entries(table[language])), ...Object.entries(mailStrings[language])];
}

describe("the speed tokens' words (issue 54, item 10)", () => {
  it("found the string areas", () => {
    expect(Object.keys(areas).length).toBeGreaterThan(10);
  });

  for (const language of LANGUAGES) {
    it(`${language}: one word per edition, everywhere`, () => {
      const terms = TERMS[language];
      const problems: string[] = [];
      for (const [key, text] of everyString(language)) {
        if (BOTH_NAMED.has(key)) continue;
        const edition = /\.classic(\.|$)/.test(key) ? "classic" : /\.winter(\.|$)/.test(key) || key.startsWith("learn.") ? "winter" : null;
        if (terms.umbrella.test(text)) problems.push(`${key}: "${text}" uses the umbrella word`);
        if (edition === "classic" && terms.winter.test(text)) problems.push(`${key}: Winter's word in a Classic string`);
        if (edition === "winter" && terms.classic.test(text)) problems.push(`${key}: Classic's word in a Winter string`);
      }
      expect(problems).toEqual([]);
    });
  }
});
