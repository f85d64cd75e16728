import { rulesFor, ranking, toAct } from "../../game/engine/index.js";
import type { Notice } from "../outbox/notice.js";
import { gameOwner, userOwner, type ChannelEvent, type Named } from "../webhook/channel-event.js";
import { roundOf } from "../words/round.js";
import type { ChannelSettings } from "./channel-settings.js";
import type { MailContext } from "./room-mail.js";
import { standings } from "./standings.js";

/**
 * What the room posts to its game's channel: notices like its mails, decided with the change
 * (consequences.ts says when); whether one is connected is in channel-settings.ts.
 */

/** What the channel hears of a change (consequences.ts decides when). */
export type ChannelNews = "started" | "turn" | "proposal" | "rematch" | "over";

function nameOf(ctx: MailContext, seat: number): string {
  return ctx.seats[seat]?.name ?? `#${seat + 1}`;
}

function named(ctx: MailContext, channel: ChannelSettings, seat: number): Named {
  return { name: nameOf(ctx, seat), mention: channel.mentions[seat] ?? null };
}

function eventOf(ctx: MailContext, channel: ChannelSettings, news: ChannelNews): ChannelEvent | null {
  const { game } = ctx;
  const waiting = game.status === "active" ? toAct(game.state) : [];
  switch (news) {
    case "started":
      return { kind: "started", seats: ctx.seats.map((row) => nameOf(ctx, row.seat)), first: waiting.map((seat) => named(ctx, channel, seat)) };
    case "turn":
      return waiting.length === 0 ? null : { kind: "turn", waiting: waiting.map((seat) => named(ctx, channel, seat)), round: roundOf(game.state.turnsPlayed, game.state.players.length) };
    case "proposal":
      return game.endProposal ? { kind: "proposal", by: nameOf(ctx, game.endProposal.by) } : null;
    case "rematch":
      return game.rematchId && game.origin ? { kind: "rematch", link: `${game.origin}/g/${game.rematchId}` } : null;
    case "over": {
      const final = standings(ranking(game.state, rulesFor(game.state.options)), ctx.seats).ranking;
      return { kind: "over", standings: final.map((entry) => ({ name: nameOf(ctx, entry.player), score: entry.total, rank: entry.rank })), endedEarly: game.endedEarly };
    }
  }
}

/** The channel's message for this news, keyed by the version it tells of (a repeat is the same message). */
export function channelNotice(ctx: MailContext, channel: ChannelSettings, news: ChannelNews): Notice | null {
  const { game } = ctx;
  if (!channel.connected || !game.origin) return null;
  const event = eventOf(ctx, channel, news);
  if (!event) return null;
  return {
    kind: "webhook",
    key: `channel:${news}:${game.gameId}:${game.version}`,
    to: "",
    gameId: game.gameId,
    seat: null,
    data: { owner: gameOwner(game.gameId), event, link: `${game.origin}/g/${game.gameId}` },
  };
}

/** "Your turn" to a seat's player's own webhook, once per turn (only the delivery knows whether the account has one). */
export function ownWebhookTurn(ctx: MailContext, seat: number): Notice | null {
  const row = ctx.seats[seat];
  const { game } = ctx;
  if (!row || row.bot || row.userId === null || row.stint === null || row.mailsMuted || !game.origin) return null;
  return {
    kind: "webhook",
    key: `hook:turn:${game.gameId}:${row.stint}:${seat}`,
    to: row.email?.trim().toLowerCase() ?? "",
    gameId: game.gameId,
    seat,
    data: {
      owner: userOwner(row.userId),
      event: { kind: "your-turn", others: ctx.seats.flatMap((other) => (other.seat !== seat && other.name ? [other.name] : [])) },
      link: `${game.origin}/g/${game.gameId}`,
      stint: row.stint,
    },
  };
}
