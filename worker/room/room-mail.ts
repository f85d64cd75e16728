import type { Language } from "../../protocol/languages.js";
import { TALK_LINES_IN_MAIL } from "../../protocol/talk.js";
import { rulesFor, ranking, type Action } from "../../game/engine/index.js";
import { standings } from "./standings.js";
import type { FairDeal, LoggedAction, TalkMessage } from "../../protocol/types.js";
import { hashToken, randomToken } from "../secrets/tokens.js";
import type { GameInfo, TalkLine } from "../mail/mail-data.js";
import type { Notice } from "../outbox/notice.js";
import { vacationDaysLeft } from "../../protocol/clock.js";
import type { GameRow, RoomStore, SeatRow } from "./room-store.js";
import { resultSummary, turnSummary } from "./turn-summary.js";
import { firstLanguage, wordsFor } from "../words/words.js";
import { moveOption, type MailReplies } from "./mail-replies.js";

/**
 * The mails a game sends, as notices for the outbox. Each carries a link straight into the
 * reader's seat: a fresh token per mail, stored only as its hash next to the seat's own link
 * (which keeps working), and revoked with it when the host replaces the seat's link.
 */

export interface MailContext {
  game: GameRow;
  seats: readonly SeatRow[];
  store: RoomStore;
  now: number;
  /** The game's commitment for mails' footers (R-18); push notices leave it out. */
  fairDeal?: FairDeal | null;
  /** The secrets of the mails' reply addresses (playing by mail); without it mails have none. */
  replies?: MailReplies;
}

/** A new link into the seat: /g/ID#seat=TOKEN, as the seat's own link looks. */
export function mintSeatLink(ctx: MailContext, seat: number): string {
  const token = randomToken();
  ctx.store.addSeatLink(seat, hashToken(token), ctx.now);
  return `${ctx.game.origin}/g/${ctx.game.gameId}#seat=${token}`;
}

/** Where a seat's mails go: null without an address, or when the player muted this game's mails. */
export function recipientOf(row: SeatRow): string | null {
  if (row.mailsMuted) return null;
  const email = row.email ?? row.invitedEmail;
  return email ? email.trim().toLowerCase() : null;
}

/** Every seat's name for a reader: a seat nobody holds (a freed one) is "Player 2" in the reader's language. */
function seatNames(ctx: MailContext, language: Language | null | undefined): string[] {
  const words = wordsFor(firstLanguage(language));
  return ctx.seats.map((row) => row.name ?? words.t("seat.unnamed", { n: row.seat + 1 }));
}

export function gameInfo(ctx: MailContext, reader: number | null): GameInfo {
  const { game } = ctx;
  return {
    id: game.gameId,
    // The title's "with Ana and Bo": the seats that have a name.
    others: ctx.seats.flatMap((row) => (row.seat !== reader && row.name ? [row.name] : [])),
    edition: game.state.options.edition,
    players: game.state.players.length,
    timePerMove: game.timePerMove,
    commitment: ctx.fairDeal?.commitment ?? null,
  };
}

/** Table talk as a mail quotes it: who said what (a quick phrase by its key; the template words it). */
export function talkLines(ctx: MailContext, messages: TalkMessage[], language: Language | null): TalkLine[] {
  const names = seatNames(ctx, language);
  return messages.flatMap((message) =>
    message.text !== null || message.phrase !== null
      ? [{ name: names[message.seat], text: message.text, phrase: message.phrase }]
      : [],
  );
}

/**
 * What every mail to a player carries: the site, the reader's language, the game as they see it,
 * a link into their seat and its reply address's tag, under which a reply may play `moves` by
 * number (for a game that has an origin: callers check).
 */
function toPlayer(ctx: MailContext, seat: number, moves: Action[] = []) {
  const reply = ctx.replies?.mint(ctx.game, ctx.seats[seat], moves, ctx.now) ?? null;
  return { origin: ctx.game.origin!, language: ctx.seats[seat].language, game: gameInfo(ctx, seat), link: mintSeatLink(ctx, seat), ...(reply && { reply }) };
}

/** One mail for each player with an address (not bots, not `except`), in a game that has an origin. */
function toEachPlayer(ctx: MailContext, except: number | null, notice: (row: SeatRow, to: string) => Notice): Notice[] {
  if (!ctx.game.origin) return [];
  return ctx.seats.flatMap((row) => {
    const to = recipientOf(row);
    return !to || row.bot || row.seat === except ? [] : [notice(row, to)];
  });
}

/** The turn notice; `talk`: what the others said that the reader has not read yet. */
export function turnNotice(ctx: MailContext, seat: number, log: LoggedAction[], talk: TalkMessage[] = []): Notice | null {
  const row = ctx.seats[seat];
  const to = recipientOf(row);
  if (!to || !ctx.game.origin || row.stint === null) return null;
  const moves = ctx.replies?.offers(ctx.game, seat) ?? [];
  return {
    kind: "turn",
    key: `turn:${ctx.game.gameId}:${row.stint}:${seat}`,
    to,
    gameId: ctx.game.gameId,
    seat,
    data: {
      ...toPlayer(ctx, seat, moves),
      ...(moves.length && { moves: moves.map((action) => moveOption(ctx.game.state, action)) }),
      summary: turnSummary(log, ctx.game.state, seatNames(ctx, row.language), seat),
      deadline: row.deadline,
      talk: talkLines(ctx, talk, row.language).slice(-TALK_LINES_IN_MAIL),
      ...(row.planLapse && { planLapse: row.planLapse }),
    },
  };
}

export function reminderNotice(ctx: MailContext, seat: number, which: "half" | "late"): Notice | null {
  const row = ctx.seats[seat];
  const to = recipientOf(row);
  if (!to || !ctx.game.origin || row.stint === null || row.deadline === null) return null;
  return {
    kind: "reminder",
    key: `reminder:${ctx.game.gameId}:${row.stint}:${seat}:${which}`,
    to,
    gameId: ctx.game.gameId,
    seat,
    expiresAt: row.deadline,
    data: {
      ...toPlayer(ctx, seat),
      deadline: row.deadline,
      which,
      vacationDaysLeft: vacationDaysLeft(row.vacationUsedMs),
    },
  };
}

export function gameOverNotices(ctx: MailContext): Notice[] {
  const { game } = ctx;
  const final = standings(ranking(game.state, rulesFor(game.state.options)), ctx.seats).ranking;
  return toEachPlayer(ctx, null, (row, to) => {
    const names = seatNames(ctx, row.language);
    return {
      kind: "gameover",
      key: `gameover:${game.gameId}:${row.seat}`,
      to,
      gameId: game.gameId,
      seat: row.seat,
      data: {
        ...toPlayer(ctx, row.seat),
        summary: resultSummary(final, names, row.seat),
        endedEarly: game.endedEarly,
        standings: final.map((entry) => ({
          name: names[entry.player],
          score: entry.total,
          rank: entry.rank,
          you: entry.player === row.seat,
          resignedAt: ctx.seats[entry.player]?.resignedAt ?? null,
        })),
      },
    };
  });
}

export function inviteNotice(ctx: MailContext, seat: number, to: string, inviter: string | null, count: number): Notice | null {
  if (!ctx.game.origin) return null;
  return {
    kind: "invite",
    key: `invite:${ctx.game.gameId}:${seat}:${count}`,
    to,
    gameId: ctx.game.gameId,
    seat,
    // The inviter's language, which invite() keeps on the seat (the address's own choice comes first).
    data: { ...toPlayer(ctx, seat), inviter },
  };
}

/** Tells the host that a seat went away (three time-outs in a row). */
export function awayNotice(ctx: MailContext, seat: number, timeouts: number): Notice | null {
  const { game } = ctx;
  if (!game.origin || !game.hostEmail) return null;
  const language = ctx.seats.find((row) => game.hostUserId !== null && row.userId === game.hostUserId)?.language ?? null;
  return {
    kind: "away",
    key: `away:${game.gameId}:${seat}:${game.version}:${timeouts}`,
    to: game.hostEmail,
    gameId: game.gameId,
    seat,
    data: {
      origin: game.origin,
      language,
      game: gameInfo(ctx, null),
      name: seatNames(ctx, language)[seat],
      seat,
    },
  };
}

/** Tells the other players (not bots) that a seat resigned. */
export function resignedNotices(ctx: MailContext, seat: number): Notice[] {
  return toEachPlayer(ctx, seat, (row, to) => ({
    kind: "resigned",
    key: `resigned:${ctx.game.gameId}:${seat}:${row.seat}`,
    to,
    gameId: ctx.game.gameId,
    seat: row.seat,
    data: { ...toPlayer(ctx, row.seat), name: seatNames(ctx, row.language)[seat] },
  }));
}

/** One player's reminder to the seat the game waits on (once per turn: the key names the turn). */
export function nudgeNotice(ctx: MailContext, target: number, from: number): Notice | null {
  const row = ctx.seats[target];
  const to = recipientOf(row);
  if (!to || !ctx.game.origin || row.stint === null) return null;
  return {
    kind: "nudge",
    key: `nudge:${ctx.game.gameId}:${row.stint}:${target}`,
    to,
    gameId: ctx.game.gameId,
    seat: target,
    data: { ...toPlayer(ctx, target), name: seatNames(ctx, row.language)[from] },
  };
}

/** "Play again": the new game's other players hear that it waits for them (with a link into their seat). */
export function rematchNotices(ctx: MailContext, startedBy: number): Notice[] {
  return toEachPlayer(ctx, startedBy, (row, to) => ({
    kind: "rematch",
    key: `rematch:${ctx.game.gameId}:${row.seat}`,
    to,
    gameId: ctx.game.gameId,
    seat: row.seat,
    data: { ...toPlayer(ctx, row.seat), name: seatNames(ctx, row.language)[startedBy] },
  }));
}

/** A full table of strangers waits for the seat to confirm it is ready: its link opens the seat, whose page asks for the tap (a scanner opening it confirms nothing). */
export function readyNotice(ctx: MailContext, seat: number, deadline: number): Notice | null {
  const row = ctx.seats[seat];
  const to = recipientOf(row);
  if (!to || !ctx.game.origin || row.bot) return null;
  return {
    kind: "ready",
    key: `ready:${ctx.game.gameId}:${deadline}:${seat}`,
    to,
    gameId: ctx.game.gameId,
    seat,
    expiresAt: deadline,
    data: { origin: ctx.game.origin, language: row.language, game: gameInfo(ctx, seat), link: mintSeatLink(ctx, seat), deadline },
  };
}
