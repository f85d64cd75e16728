import type { Language } from "../../protocol/languages.js";
import { html } from "hono/html";
import type { GameSnapshot } from "../../protocol/types.js";
import { wordsFor } from "../words/words.js";
import { roundOf } from "../words/round.js";

/**
 * What a game's link says when it is pasted in a chat: Open Graph and Twitter card tags on the
 * game's page, from the snapshot a spectator sees (never a seat's). The game, its players, whose
 * turn it is, who resigned, the round and the scores; a finished game says who won. The URL is the game's
 * plain address: a seat link's token lives in its #fragment, which never reaches the server.
 * The image is one fixed card (docs/channel.md says why no picture of the table is drawn).
 */

export const CARD_IMAGE = { path: "/og-card.png", width: 1200, height: 630, alt: "Coffee Rush" };

export interface GameCard {
  title: string;
  description: string;
}

export function gameCard(snapshot: GameSnapshot, language: Language): GameCard {
  const words = wordsFor(language);
  const nameOf = (seat: number) => snapshot.seats[seat]?.name ?? `#${seat + 1}`;
  const names = snapshot.seats.filter((seat) => seat.joined && seat.name).map((seat) => seat.name!);
  const title = names.length > 0 ? words.t("card.title", { names: words.list(names) }) : words.t("game.title");
  const { view } = snapshot;
  const scores = view.ranking.map((entry) => words.t("card.score", { name: nameOf(entry.player), score: entry.total })).join(" · ");
  if (snapshot.status === "waiting") {
    return { title, description: words.t("card.waiting", { taken: snapshot.seats.filter((seat) => seat.joined).length, seats: snapshot.seats.length }) };
  }
  const resigned = snapshot.seats.filter((seat) => seat.resigned).map((seat) => nameOf(seat.seat));
  const resignations = resigned.length > 0 ? `${words.plural("card.resigned", resigned.length, { names: words.list(resigned) })} ` : "";
  if (snapshot.status === "ended") {
    const winners = words.list(view.ranking.filter((entry) => entry.rank === 1).map((entry) => nameOf(entry.player)));
    return { title, description: `${words.t(snapshot.endedEarly ? "hook.overEarly" : "hook.over", { winners })} ${resignations}${scores}` };
  }
  const turn = words.t("hook.turn", { round: roundOf(view.turnsPlayed, snapshot.seats.length), names: words.list(view.toAct.map(nameOf)) });
  return { title, description: `${turn} ${resignations}${scores}` };
}

/**
 * Whether a request for a game's page is a link previewer's, which reads the card. A browser's page
 * load says it is one (Sec-Fetch-Dest: document, sent by every current browser and by no previewer's
 * fetcher) and gets the page without the card: the app loads the game over its socket, and the card
 * would ask the game's room for it a second time on every visit.
 */
export function wantsCard(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Dest") !== "document";
}

/** The tags, escaped (html`` escapes every value). */
export function cardTags(card: GameCard, url: string, origin: string) {
  const image = `${origin}${CARD_IMAGE.path}`;
  return html`<meta property="og:type" content="website"><meta property="og:site_name" content="Coffee Rush"><meta property="og:title" content="${card.title}"><meta property="og:description" content="${card.description}"><meta property="og:url" content="${url}"><meta property="og:image" content="${image}"><meta property="og:image:width" content="${CARD_IMAGE.width}"><meta property="og:image:height" content="${CARD_IMAGE.height}"><meta property="og:image:alt" content="${CARD_IMAGE.alt}"><meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${card.title}"><meta name="twitter:description" content="${card.description}"><meta name="twitter:image" content="${image}">`;
}
