import { inputOf } from "../../protocol/action-input.js";
import type { ActionInput, PlanRequest, TalkInput } from "../../protocol/schemas.js";
import { toAct } from "../../game/engine/index.js";
import type { ReplyRefusal } from "../mail/by-mail.js";
import type { AnswerData } from "../mail/mail-data.js";
import { moveOption } from "./mail-replies.js";
import { gameInfo, mintSeatLink } from "./room-mail.js";
import { hashToken } from "../secrets/tokens.js";
import type { RoomCore } from "./room-core.js";
import { anyone } from "./room-access.js";
import { roomOk, type RoomResult } from "./room-result.js";
import type { SeatRow } from "./room-store.js";

/**
 * A player's reply to one of the game's mails, as the one command worker/inbound read from it. The
 * room knows nothing of mail: it finds the mail the reply address's secret was minted for, checks
 * that the reply comes from the seat's own address and passed its sender checks, notes the message
 * as taken (before acting, so a retried delivery acts once), then hands the command to the room's
 * own methods, which apply it through the one write path like any request.
 */

export type MailCommand =
  /** The mail's offered move by its number (from 1), at the version the mail was sent at. */
  | { kind: "play"; choice: number }
  | { kind: "talk"; text: string }
  | { kind: "resign" }
  | { kind: "agree" }
  | { kind: "decline" }
  /** "plan": the moves the seat may plan for its next turn, mailed; "plan 2": the mail's move 2 left as its plan. */
  | { kind: "plan"; choice: number | null };

export interface MailReply {
  /** The secret in the reply address's tag. */
  secret: string;
  /** The sender's address, and whether it passed the sender checks its domain publishes (SPF, DKIM, DMARC). */
  from: string;
  authenticated: boolean;
  /** The message's own id (Message-ID, else a digest of it): a message is acted on once. */
  messageId: string;
  command: MailCommand;
}

export type MailReplyOutcome =
  /** Done: the game's next mail or page says so. */
  | { outcome: "done" }
  /** Nothing to do or say: the address names no mail (revoked, forgotten, made up), or the message was taken before. */
  | { outcome: "ignored" }
  /** Not acted on: one answer, to the seat's own address (`key`: once per reply, or per seat and day for a sender refused). */
  | { outcome: "refused"; to: string; key: string; answer: AnswerData };

/** The room's own ways to act, each taking the seat (a socket's seat, a request's caller, or this). */
export interface SeatActs {
  play(seat: number, version: number, input: ActionInput, requestId: string): Promise<RoomResult<unknown>>;
  say(seat: number, input: TalkInput): Promise<RoomResult<unknown>>;
  resign(seat: number): Promise<RoomResult<unknown>>;
  agree(seat: number): Promise<RoomResult<unknown>>;
  decline(seat: number): Promise<RoomResult<unknown>>;
  plan(seat: number, input: PlanRequest): Promise<RoomResult<unknown>>;
}

const address = (row: SeatRow) => (row.email ?? row.invitedEmail)?.trim().toLowerCase() ?? null;

export async function takeMailReply(core: RoomCore, reply: MailReply, acts: SeatActs): Promise<RoomResult<MailReplyOutcome>> {
  // Who may act is checked before the message is noted: a forged copy of a reply can't use up its Message-ID.
  const taken = core.apply(null, anyone, (w) => {
    const mailed = core.replies.find(reply.secret, core.store.seats());
    const row = mailed && core.store.seats()[mailed.seat];
    // An invitation's reply address belongs to nobody yet: only a seat taken plays by mail.
    if (!mailed || !row || row.joinedAt === null) return roomOk(null);
    if (!reply.authenticated || address(row) !== reply.from.trim().toLowerCase()) return roomOk({ mailed, owner: false });
    return roomOk(core.replies.seenBefore(reply.messageId, w.now) ? null : { mailed, owner: true });
  });
  if (!taken.ok) return taken;
  if (!taken.value) return roomOk({ outcome: "ignored" });
  const { mailed, owner } = taken.value;
  const { seat } = mailed;
  if (!owner) {
    // To the seat's owner, not to whoever the sender claims to be: a forged reply starts no mail to a stranger.
    const day = Math.floor(Date.now() / 86_400_000);
    return answer(core, seat, `reply-sender:${core.game?.gameId}:${seat}:${day}`, "sender");
  }
  const messageHash = hashToken(reply.messageId).slice(0, 32);
  const key = `reply:${core.game?.gameId}:${messageHash}`;
  const { command } = reply;
  let done: RoomResult<unknown>;
  if (command.kind === "plan" && command.choice === null) return answer(core, seat, key, "plans");
  // A number answering a mail of moves to plan, or "plan 2" answering any: that move left as the seat's plan.
  const planned = command.kind === "plan" ? command.choice : command.kind === "play" && mailed.plan ? command.choice : null;
  if (planned !== null) {
    // As the page's "Plan your next move" leaves it: played at once if the seat's turn has come at the mail's version.
    const action = mailed.moves[planned - 1];
    if (!action || action.type === "chooseUpgrades") return answer(core, seat, key, "noSuchMove");
    done = await acts.plan(seat, { version: mailed.version, action: inputOf(action) as PlanRequest["action"], mode: "same" });
  } else if (command.kind === "play") {
    const action = mailed.moves[command.choice - 1];
    if (!action) return answer(core, seat, key, "noSuchMove");
    // The mail offered it as the bots' suggestion: taken unchanged, the log says so, as for the page's "Suggest a move".
    core.apply(seat, anyone, (w) => (w.game.version === mailed.version ? roomOk(w.parts.suggestions.gave(seat, mailed.version, action)) : roomOk(null)));
    done = await acts.play(seat, mailed.version, inputOf(action), `mail:${messageHash}`);
  } else if (command.kind === "talk") done = await acts.say(seat, { text: command.text });
  // (A "plan" is one of the above: it asked for moves, or named one.)
  else done = await acts[command.kind as "resign" | "agree" | "decline"](seat);
  if (done.ok) return roomOk({ outcome: "done" });
  if (done.code === "DUPLICATE_REQUEST") return roomOk({ outcome: "ignored" });
  return answer(core, seat, key, refusalOf(command, done.code), command.kind === "talk" ? done.message : undefined);
}

/** What a refusal's code means to a player who wrote a reply. */
function refusalOf(command: MailCommand, code: string): ReplyRefusal {
  if (code === "GAME_OVER" || code === "RESIGNED" || code === "SEAT_PLAYED_BY_BOT") return "gameOver";
  if (code === "STALE_VERSION") return "stale";
  if (code === "NOT_YOUR_TURN") return "notYourTurn";
  if (code === "NO_END_PROPOSAL") return "noProposal";
  if (command.kind === "talk") return "talk";
  return command.kind === "play" || command.kind === "plan" ? "illegal" : "gameOver";
}

/**
 * The one answer to a reply (minted in a write of its own): why it was refused, or ("plans") the
 * moves the seat may plan for its next turn under a reply address of their own; who the game waits
 * on, and a fresh link into the seat.
 */
async function answer(core: RoomCore, seat: number, key: string, asked: ReplyRefusal | "plans", detail?: string): Promise<RoomResult<MailReplyOutcome>> {
  return core.write(seat, anyone, (w): RoomResult<MailReplyOutcome> => {
    const ctx = w.mailContext();
    const row = ctx.seats[seat];
    const to = address(row);
    if (!to || !ctx.game.origin) return roomOk({ outcome: "ignored" });
    const plans = asked === "plans" ? w.parts.replies.planOffers(w.game, seat) : [];
    const why = asked !== "plans" || plans.length > 0 ? asked : toAct(w.game.state).includes(seat) ? "planYourTurn" : w.game.status === "ended" ? "gameOver" : "planNone";
    const reply = plans.length > 0 ? w.parts.replies.mint(w.game, row, plans, w.now, true) : null;
    const waiting = w.game.status === "ended" ? [] : toAct(w.game.state);
    const names = waiting.filter((other) => other !== seat).map((other) => ctx.seats[other].name ?? `${other + 1}`);
    const answer: AnswerData = {
      origin: ctx.game.origin,
      language: row.language,
      game: gameInfo(ctx, seat),
      link: mintSeatLink(ctx, seat),
      why,
      ...(detail && { detail }),
      ...(why === "plans" && { moves: plans.map((action) => moveOption(w.game.state, action)) }),
      ...(reply && { reply }),
      waitingOn: w.game.status === "ended" ? null : { you: waiting.includes(seat), others: names },
    };
    return roomOk({ outcome: "refused", to, key, answer });
  });
}
