import { rulesFor, ranking } from "../../game/engine/index.js";
import type { TalkMessage } from "../../protocol/types.js";
import type { Notice } from "../outbox/notice.js";
import type { PushData } from "../push/push-data.js";
import { recipientOf, type MailContext } from "./room-mail.js";
import { standings } from "./standings.js";

/**
 * The push notices a game sends, as notices beside its mails (same keys per turn, same
 * preferences and quiet hours). The room asks for a turn's notice only while its player isn't
 * watching the game live, and only for a seat some device may hear: one followed by its link, or
 * held by an account (whose devices the room doesn't know).
 */

function pushNotice(ctx: MailContext, seat: number, key: string, data: Omit<PushData, "others" | "userId">, expiresAt: number | null = null): Notice | null {
  const row = ctx.seats[seat];
  // A player who muted the game's mails hears nothing of it on their devices either.
  if (!row || row.bot || row.mailsMuted || row.joinedAt === null || (row.userId === null && !row.pushFollowed)) return null;
  const others = ctx.seats.flatMap((other) => (other.seat !== seat && other.name ? [other.name] : []));
  return {
    kind: "push",
    key,
    to: recipientOf(row) ?? "",
    gameId: ctx.game.gameId,
    seat,
    expiresAt,
    data: { ...data, others, userId: row.userId },
  };
}

/** "Your turn", once per turn (the seat's stint names it), with why the seat's plan lapsed if it did. */
export function turnPush(ctx: MailContext, seat: number): Notice | null {
  const row = ctx.seats[seat];
  if (!row || row.stint === null) return null;
  return pushNotice(ctx, seat, `push:turn:${ctx.game.gameId}:${row.stint}:${seat}`, { about: "turn", stint: row.stint, ...(row.planLapse && { lapse: row.planLapse }) });
}

/** "Your planned turn was played": instead of "your turn", for the turn its plan played (the game's version names it). */
export function planPlayedPush(ctx: MailContext, seat: number): Notice | null {
  return pushNotice(ctx, seat, `push:plan:${ctx.game.gameId}:${ctx.game.version}:${seat}`, { about: "plan" });
}

/** A full table of strangers waits for the seat to confirm it is ready (once per check: its deadline names it). */
export function readyPush(ctx: MailContext, seat: number, deadline: number): Notice | null {
  return pushNotice(ctx, seat, `push:ready:${ctx.game.gameId}:${deadline}:${seat}`, { about: "ready", deadline }, deadline);
}

/** Half or 90 % of the time is gone. */
export function reminderPush(ctx: MailContext, seat: number, which: "half" | "late"): Notice | null {
  const row = ctx.seats[seat];
  if (!row || row.stint === null || row.deadline === null) return null;
  return pushNotice(ctx, seat, `push:reminder:${ctx.game.gameId}:${row.stint}:${seat}:${which}`, { about: "reminder", deadline: row.deadline }, row.deadline);
}

/** "It's over", with the reader's place as the game ranks it (resigned seats last) and who resigned. */
export function gameOverPushes(ctx: MailContext): Notice[] {
  const final = standings(ranking(ctx.game.state, rulesFor(ctx.game.state.options)), ctx.seats).ranking;
  const resigned = ctx.seats.flatMap((row) => (row.resignedAt !== null ? [row.name ?? `${row.seat + 1}`] : []));
  return final.flatMap((entry) => {
    const notice = pushNotice(ctx, entry.player, `push:gameover:${ctx.game.gameId}:${entry.player}`, {
      about: "gameover",
      rank: entry.rank,
      players: final.length,
      ...(resigned.length > 0 && { resigned }),
    });
    return notice ? [notice] : [];
  });
}

/** A message at the table, to a player who isn't watching (and hasn't muted its writer). */
export function talkPush(ctx: MailContext, seat: number, message: TalkMessage): Notice | null {
  const from = ctx.seats[message.seat]?.name ?? "";
  return pushNotice(ctx, seat, `push:talk:${ctx.game.gameId}:${message.id}:${seat}`, {
    about: "talk",
    from,
    ...(message.text !== null && { text: message.text }),
    ...(message.phrase !== null && { phrase: message.phrase }),
  });
}
