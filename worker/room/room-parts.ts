import type { Env } from "../env.js";
import { ActionLog } from "./action-log.js";
import { resultsCopyDue } from "./copy-pending.js";
import { D1Copy } from "./d1-copy.js";
import { DueEvents, type GameDue } from "./due-events.js";
import { unstartedExpiry } from "./founding.js";
import { Leaving } from "./leaving.js";
import { MailReplies } from "./mail-replies.js";
import { NoticeHandoff } from "./notice-handoff.js";
import { RoomPlans } from "./plans.js";
import { RoomAlarm } from "./room-alarm.js";
import { RoomOutbox } from "./room-outbox.js";
import { RoomSockets } from "./room-sockets.js";
import { RoomStore } from "./room-store.js";
import { Suggestions } from "./suggestions.js";
import { TableTalk } from "./table-talk.js";
import { Turns, seatClocks } from "./turns.js";
import { turnMailWait } from "../outbox/turn-mail-wait.js";

/**
 * The room's parts: what its write path, changes and reads use besides the game's row, each change
 * taking them the same way (from its Writing). None of them calls back into the room.
 */
export interface RoomParts {
  readonly storage: DurableObjectStorage;
  readonly store: RoomStore;
  readonly log: ActionLog;
  readonly due: DueEvents;
  readonly outbox: RoomOutbox;
  readonly mail: NoticeHandoff;
  readonly turns: Turns;
  readonly talk: TableTalk;
  readonly suggestions: Suggestions;
  readonly leaving: Leaving;
  readonly plans: RoomPlans;
  readonly d1: D1Copy;
  readonly sockets: RoomSockets;
  readonly alarm: RoomAlarm;
  /** The secrets of the mails' reply addresses (playing by mail). */
  readonly replies: MailReplies;
}

/** The parts over the room's storage (migrated first), as each wake of the object builds them. */
export function roomParts(ctx: DurableObjectState, env: Env): RoomParts {
  const { storage } = ctx;
  const store = new RoomStore(storage.sql);
  const log = new ActionLog(storage.sql);
  // What the game's row makes due: an unstarted game's expiry, a finished game's results copy.
  const gameDue = (): GameDue => ({ expire: unstartedExpiry(store.game()), sync: resultsCopyDue(store.game()) });
  const due = new DueEvents(storage.sql, seatClocks(store), gameDue);
  const outbox = new RoomOutbox(storage.sql, due);
  const alarm = new RoomAlarm(storage, due);
  const talk = new TableTalk(storage.sql);
  const suggestions = new Suggestions(storage);
  return {
    storage,
    store,
    log,
    due,
    outbox,
    alarm,
    talk,
    mail: new NoticeHandoff(env, outbox, due),
    sockets: new RoomSockets(ctx),
    turns: new Turns(store, log, due, outbox, talk, turnMailWait(env).waitMs),
    suggestions,
    leaving: new Leaving(store, due, talk, outbox),
    plans: new RoomPlans(storage.sql),
    replies: new MailReplies(storage, suggestions),
    d1: new D1Copy({ db: env.DB, queue: env.INDEX_QUEUE, storage, store, log, due, awaitsDirectCopy: (now) => outbox.awaitsDirectCopy(now), alarm }),
  };
}
