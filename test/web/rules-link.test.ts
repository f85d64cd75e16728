import { afterEach, describe, expect, it } from "vitest";
import { callServiceAt } from "../../web/api/client.js";
import { setLocale } from "../../web/i18n/index.js";
import "../../web/rules/cr-rules-link.js";
import type { CrRulesLink } from "../../web/rules/cr-rules-link.js";
import "../../web/end/cr-game-over.js";
import { deepQueryAll, mount } from "./dom.js";
import { finishedGame, snapshotOf } from "./fixtures.js";

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

  it("the end of a game links to how its edition counts the score", async () => {
    const game = finishedGame({ edition: "winter", players: 2 }, "rules-link");
    const over = await mount<HTMLElement & { snapshot: unknown; record: unknown }>("cr-game-over", { snapshot: snapshotOf(game.state, 0), record: game.record });
    const link = deepQueryAll<HTMLAnchorElement>(over, "a").find((anchor) => anchor.textContent === "How the score is counted");
    expect(link?.getAttribute("href")).toBe("/rules/winter#scoring");
  });

  // Last: the embed's service origin stays set for the rest of this file.
  it("in the script embed, points at the service rather than the host page", async () => {
    callServiceAt("https://coffee.example");
    const link = await mount<CrRulesLink>("cr-rules-link", { section: "movement" });
    expect(link.shadowRoot!.querySelector("a")!.href).toBe("https://coffee.example/rules#movement");
  });
});
