import { LANGUAGES } from "../../protocol/languages.js";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../web/i18n/index.js";
import { rulesLinkStrings } from "../../web/i18n/rules-link/index.js";
import { rulesStrings } from "../../web/i18n/rules/index.js";
import "../../web/rules/rules-page.js";
import { RULES_SECTIONS } from "../../web/rules/sections.js";
import { WORKED_EXAMPLES, exampleTextKey } from "../../web/rules/worked-examples.js";
import { mount, visibleText } from "./dom.js";
import { expectEveryLanguage } from "./strings.js";


afterEach(() => {
  setLocale("en");
  document.body.replaceChildren();
});

describe("the rules' strings", () => {
  for (const [name, area] of [
    ["rules page", rulesStrings],
    ["rules links", rulesLinkStrings],
  ] as const) {
    it(`(${name}) exist in every language with the same keys and placeholders, each translated`, () => {
      expectEveryLanguage(area, () => true);
    });
  }

  it("name every section and tell every worked example", () => {
    for (const section of RULES_SECTIONS) {
      if (section.startsWith("upgrade-") || section.startsWith("variant-")) continue;
      expect(Object.keys(rulesLinkStrings.en)).toContain(`rules.section.${section}`);
    }
    for (const example of WORKED_EXAMPLES) {
      expect(Object.keys(rulesStrings.en)).toContain(exampleTextKey(example));
    }
  });

  it("mark the upgrades and variants of one edition only, as the editions' data says", async () => {
    const page = await mount<HTMLElement & { edition: string }>("cr-rules-page", { edition: "classic" });
    const tag = (section: string) => page.querySelector(`#${section} .tag`)?.textContent ?? null;
    expect([tag("upgrade-jump"), tag("upgrade-double-destination"), tag("variant-junior-barista")]).toEqual(["Winter only", "Winter only", "Winter only"]);
    expect(tag("variant-calm-start")).toBe("Classic only");
    expect([tag("upgrade-double-corners"), tag("movement")]).toEqual([null, null]);
  });

  for (const locale of LANGUAGES) {
    for (const edition of ["classic", "winter"] as const) {
      it(`render the ${edition} rules in ${locale} without a missing key`, async () => {
        setLocale(locale);
        const page = await mount<HTMLElement & { edition: string }>("cr-rules-page", { edition });
        for (const section of RULES_SECTIONS) expect(page.querySelector(`#${section} h2, #${section} h3`)?.textContent?.trim(), section).toBeTruthy();
        expect(visibleText(page)).not.toMatch(/\b(rules|table|create|app)\.[a-zA-Z]/);
      });
    }
  }
});
