import { afterEach, describe, expect, it, vi } from "vitest";
import { languageArea, loadLanguage } from "../../web/i18n/languages.js";

afterEach(() => vi.unstubAllGlobals());

/** Issue 38: the game menu's and an ending's parts load on demand, after the visitor's language file. */
describe("language files", () => {
  it("an area registered after its language's file came (a part loaded on demand) speaks that language too", async () => {
    const early = languageArea("early-area", { en: { "early.hello": "Hello" } } as Record<string, Record<string, string> | undefined>);
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ "early-area": { "early.hello": "Bonjour" }, "later-area": { "later.share": "Partager" } })));
    await loadLanguage("fr", "/i18n/fr-test.json");
    expect(early.fr?.["early.hello"]).toBe("Bonjour");
    const later = languageArea("later-area", { en: { "later.share": "Share" } } as Record<string, Record<string, string> | undefined>);
    expect(later.fr?.["later.share"]).toBe("Partager");
  });
});
