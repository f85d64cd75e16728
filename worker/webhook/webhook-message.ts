import type { Language } from "../../protocol/languages.js";
import type { WebhookFlavour } from "../../protocol/channel.js";
import { wordsFor, type Words } from "../words/words.js";
import type { ChannelEvent, Named, WebhookData } from "./channel-event.js";

/**
 * A webhook message worded in the webhook's language, in the shape its receiver takes:
 * Discord's execute-webhook JSON (`content`, with `allowed_mentions` naming the only users it may
 * ping, so a name like "@everyone" pings no one), Slack's incoming-webhook JSON (`text`, mrkdwn,
 * with <, > and & escaped), or a generic receiver's event (Standard Webhooks' `type`, `timestamp`
 * and `data`).
 */

const DISCORD_ID = /^\d{15,21}$/;
const SLACK_ID = /^[UW][A-Z0-9]{6,20}$/;

/** Discord allows 2,000 characters in a message's content; Slack recommends under 4,000. */
const MAX_TEXT = 1_900;

/**
 * The sentence a message says (links and mentions added per receiver). Every name a player chose
 * goes through `quote`, so that a receiver's markup in it (a Discord link, bold) is shown as typed.
 */
export function channelText(event: ChannelEvent, words: Words, mention: (who: Named) => string, quote: (name: string) => string = (name) => name): string {
  const names = (list: string[]) => words.list(list.map(quote));
  switch (event.kind) {
    case "started":
      return words.t("hook.started", { names: names(event.seats), first: words.list(event.first.map(mention)) });
    case "turn":
      return words.t("hook.turn", { round: event.round, names: words.list(event.waiting.map(mention)) });
    case "proposal":
      return words.t("hook.proposal", { name: quote(event.by) });
    case "rematch":
      return words.t("hook.rematch");
    case "over": {
      const winners = names(event.standings.filter((entry) => entry.rank === 1).map((entry) => entry.name));
      const scores = event.standings.map((entry) => words.t("hook.score", { rank: entry.rank, name: quote(entry.name), score: entry.score }));
      return [words.t(event.endedEarly ? "hook.overEarly" : "hook.over", { winners }), ...scores].join("\n");
    }
    case "your-turn":
      return event.others.length > 0 ? words.t("hook.yourTurn", { names: names(event.others) }) : words.t("hook.yourTurnAlone");
    case "test":
      return words.t("hook.test");
  }
}

/**
 * A name as Discord shows it typed: each markdown character (links `[…](…)`, bold, italics,
 * strikes, spoilers, code, quotes, headings, lists, masked links' angle brackets) escaped with a
 * backslash, and `://` broken so that no name becomes a link.
 */
export function discordQuote(name: string): string {
  return name.replace(/[\\*_~`|>\[\]()#<:\-]/g, (char) => `\\${char}`);
}

/**
 * A name as Slack shows it typed. Slack's mrkdwn has no escape character: its links are `<…>`
 * (escaped for the whole text, with & and >), and a word joiner (U+2060) after each of `* _ ~ \``
 * keeps them from pairing into bold, italics, strikes or code.
 */
export function slackQuote(name: string): string {
  return name.replace(/[*_~`]/g, (char) => `${char}\u2060`);
}

/** The event's type, as a generic receiver reads it. */
function eventType(event: ChannelEvent): string {
  return `game.${event.kind}`;
}

export interface WebhookBody {
  /** The JSON body, exactly as sent (a generic webhook's signature covers these bytes). */
  json: string;
}

/** The body for this receiver; `at`: the event's time (a generic receiver's `timestamp`). */
export function webhookBody(flavour: WebhookFlavour, data: WebhookData, language: Language, at: number): WebhookBody {
  const words = wordsFor(language);
  const { event, link } = data;
  const linkOf = event.kind === "rematch" ? event.link : link;
  if (flavour === "discord") {
    const users = new Set<string>();
    const text = channelText(
      event,
      words,
      (who) => {
        if (who.mention && DISCORD_ID.test(who.mention)) {
          users.add(who.mention);
          return `<@${who.mention}>`;
        }
        return discordQuote(who.name);
      },
      discordQuote,
    );
    // <…> around the link: Discord shows it without a second preview of its own under ours.
    const content = `${text.slice(0, MAX_TEXT)}\n${words.t("hook.open")}: ${linkOf}`;
    return { json: JSON.stringify({ content, username: "Coffee Rush", allowed_mentions: { parse: [], users: [...users] } }) };
  }
  if (flavour === "slack") {
    // Names are escaped as Slack asks (&, <, >); mentions are put in after, as placeholders the escaping leaves alone.
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const mentions: string[] = [];
    const text = escape(channelText(event, words, (who) => (who.mention && SLACK_ID.test(who.mention) ? `\u0000${mentions.push(who.mention) - 1}\u0000` : slackQuote(who.name)), slackQuote));
    const mentioned = text.slice(0, MAX_TEXT).replace(/\u0000(\d+)\u0000/g, (_, index: string) => `<@${mentions[Number(index)]}>`);
    return { json: JSON.stringify({ text: `${mentioned}\n<${linkOf}|${escape(words.t("hook.open"))}>` }) };
  }
  const text = channelText(event, words, (who) => who.name);
  return { json: JSON.stringify({ type: eventType(event), timestamp: new Date(at).toISOString(), data: { ...event, link: linkOf, text, language } }) };
}
