import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, ORIGIN } from "./helpers.js";
import { createSlowGame, playOne, startSlowGame } from "./slow-helpers.js";
import { wordsFor } from "../../worker/words/words.js";

/** A game link pasted in a chat explains itself: the game page's Open Graph and Twitter card tags. */

async function tagsOf(gameId: string, init?: RequestInit): Promise<{ html: string; tags: Record<string, string>; title: string }> {
  const response = await SELF.fetch(`${ORIGIN}/g/${gameId}`, init);
  expect(response.status).toBe(200);
  const html = await response.text();
  const text = (escaped: string) => escaped.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const tags = Object.fromEntries([...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z:_]+)" content="([^"]*)">/g)].map((match) => [match[1], text(match[2])]));
  return { html, tags, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "" };
}

describe("a game page's link preview", () => {
  it("says a waiting game waits for players, with the fixed card image and the plain game address", async () => {
    const created = await createSlowGame({ edition: "classic", players: 3 });
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[0].token, name: "Ana" } });
    const { html, tags, title } = await tagsOf(created.gameId);
    expect(tags).toMatchObject({
      "og:title": "Coffee Rush with Ana",
      "og:description": "Waiting for players: 1 of 3 seats taken.",
      "og:url": `${ORIGIN}/g/${created.gameId}`,
      "og:image": `${ORIGIN}/og-card.png`,
      "twitter:card": "summary_large_image",
      "twitter:title": "Coffee Rush with Ana",
    });
    expect(title).toBe("Coffee Rush with Ana");
    for (const seat of created.seats) expect(html).not.toContain(seat.token);
    expect(html).not.toContain(created.hostToken);
    const image = await SELF.fetch(`${ORIGIN}/og-card.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
  });

  it("says whose turn it is in a running game, the round and the scores, in the asker's language", async () => {
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [{ name: "Ana" }, { name: "Bo" }]);
    const { snapshot } = await playOne(game);
    const waiting = ["Ana", "Bo"][snapshot.view.toAct[0]];
    const { tags } = await tagsOf(game.gameId);
    expect(tags["og:title"]).toBe("Coffee Rush with Ana and Bo");
    expect(tags["og:description"]).toMatch(new RegExp(`^Round 1: it's ${waiting}'s turn\\. (Ana|Bo) \\d+ · (Ana|Bo) \\d+$`));
    const french = await tagsOf(game.gameId, { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    expect(french.tags["og:description"]).toMatch(new RegExp(`^Manche 1 : c'est au tour de ${waiting}\\.`));
    // The language chosen in the app (its cookie) wins over the browser's.
    expect((await tagsOf(game.gameId, { headers: { "Accept-Language": "fr", Cookie: "coffee-rush-locale=ko" } })).tags["og:title"]).toBe("Ana 및 Bo 님의 커피 러시");
  });

  it("is left out of a browser's page load, which loads the game over its socket: the discovery link stays", async () => {
    const created = await createSlowGame({ edition: "classic", players: 3 });
    const { html, tags } = await tagsOf(created.gameId, { headers: { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" } });
    expect(tags).toEqual({});
    expect(html).toContain('type="application/json+oembed"');
  });

  it("says who won a finished game, and never carries a seat's token, even opened from a seat link", async () => {
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [{ name: "Ana" }, { name: "Bo" }]);
    expect((await api(`/api/games/${game.gameId}/end-proposal`, { method: "POST", token: game.tokens[0] })).status).toBe(200);
    expect((await api(`/api/games/${game.gameId}/end-proposal/agree`, { method: "POST", token: game.tokens[1] })).status).toBe(200);
    // A seat link's token is in its #fragment, which a browser never sends; a bearer token changes nothing either.
    const { html, tags } = await tagsOf(game.gameId, { headers: { Authorization: `Bearer ${game.tokens[0]}` } });
    expect(tags["og:description"]).toMatch(/^The players agreed to end the game\. (Ana|Bo|Ana and Bo) won\. (Ana|Bo) \d+ · (Ana|Bo) \d+$/);
    expect(tags["og:url"]).toBe(`${ORIGIN}/g/${game.gameId}`);
    for (const token of [...game.tokens, game.hostToken]) expect(html).not.toContain(token);
  });

  it("says who resigned, in a finished game and in one that goes on, in every language (issue 54, item 10)", async () => {
    const ended = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [{ name: "Ana" }, { name: "Bo" }]);
    // Ana proposes to end, Bo resigns instead: that ends the game.
    expect((await api(`/api/games/${ended.gameId}/end-proposal`, { method: "POST", token: ended.tokens[0] })).status).toBe(200);
    expect((await api(`/api/games/${ended.gameId}/resign`, { method: "POST", token: ended.tokens[1] })).status).toBe(200);
    const { tags } = await tagsOf(ended.gameId);
    expect(tags["og:description"]).toMatch(/^The players agreed to end the game\. Ana won\. Bo resigned\. (Ana|Bo) \d+ · (Ana|Bo) \d+$/);
    expect(tags["twitter:description"]).toBe(tags["og:description"]);
    const going = await startSlowGame({ edition: "classic", players: 3, startingPlayer: 0 }, [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }]);
    expect((await api(`/api/games/${going.gameId}/resign`, { method: "POST", token: going.tokens[2] })).status).toBe(200);
    expect((await tagsOf(going.gameId)).tags["og:description"]).toMatch(/^Round \d+: it's (Ana|Bo|Cy)'s turn\. Cy resigned\. /);
    for (const language of ["ko", "es", "fr"] as const) {
      const said = (gameId: string) => tagsOf(gameId, { headers: { "Accept-Language": language } }).then((page) => page.tags["og:description"]);
      expect(await said(ended.gameId)).toContain(wordsFor(language).plural("card.resigned", 1, { names: "Bo" }));
      expect(await said(going.gameId)).toContain(wordsFor(language).plural("card.resigned", 1, { names: "Cy" }));
    }
  });
});
