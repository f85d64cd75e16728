import { afterEach, describe, expect, it } from "vitest";
import { callServiceAt } from "../../web/api/client.js";
import { setLocale } from "../../web/i18n/index.js";
import "../../web/rules/cr-rules-link.js";
import type { CrRulesLink } from "../../web/rules/cr-rules-link.js";
import { mount } from "./dom.js";

afterEach(() => {
  setLocale("en");
  document.body.replaceChildren();
});

describe("the rules' ? link", () => {
  it("opens the edition's rules at its section in a new tab, and says where it goes", async () => {
    const link = await mount<CrRulesLink>("cr-rules-link", { section: "pouring", edition: "winter" });
    const anchor = link.shadowRoot!.querySelector("a")!;
    expect(new URL(anchor.href).pathname + new URL(anchor.href).hash).toBe("/rules/winter#pouring");
    expect(anchor.target).toBe("_blank");
    expect(anchor.getAttribute("aria-label")).toBe("Rules: Pouring (opens in a new tab)");
    setLocale("fr");
    await link.updateComplete;
    expect(anchor.getAttribute("aria-label")).toBe("Règles : Remplir les tasses (s'ouvre dans un nouvel onglet)");
  });

  it("names upgrades and variants as the table and the create page do", async () => {
    const jump = await mount<CrRulesLink>("cr-rules-link", { section: "upgrade-jump", edition: "winter" });
    expect(jump.shadowRoot!.querySelector("a")!.getAttribute("aria-label")).toBe("Rules: Jump (opens in a new tab)");
    const calm = await mount<CrRulesLink>("cr-rules-link", { section: "variant-calm-start" });
    expect(calm.shadowRoot!.querySelector("a")!.getAttribute("aria-label")).toBe("Rules: Calm start (opens in a new tab)");
  });

  // Last: the embed's service origin stays set for the rest of this file.
  it("in the script embed, points at the service rather than the host page", async () => {
    callServiceAt("https://coffee.example");
    const link = await mount<CrRulesLink>("cr-rules-link", { section: "movement" });
    expect(link.shadowRoot!.querySelector("a")!.href).toBe("https://coffee.example/rules#movement");
  });
});
