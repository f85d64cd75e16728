import type { TalkInput } from "../../protocol/schemas.js";
import type { GameSnapshot, TalkMessage, TalkResponse } from "../../protocol/types.js";
import { ApiError } from "../api/client.js";
import { fetchTalk, muteSeat, removeTalk, sayAtTable, setTalkSpectators } from "../api/talk.js";
import type { GameConnection, TalkNews } from "./game-connection.js";
import { lastSeenSeq } from "../shared/last-seen.js";

/**
 * One game's table talk as this page knows it: the game's socket brings it on opening and pushes
 * what is said after (merged by id: a removed message replaces itself); while the socket is down it
 * is loaded over HTTP. Components listen for changes.
 */
export class TalkFeed {
  messages: TalkMessage[] = [];
  /** Whether older messages than the first here exist (loadEarlier brings them). */
  more = false;
  /** Seats whose messages the viewer muted (the service leaves them out already). */
  muted: number[] = [];
  spectators = false;
  /** False until the talk is loaded, and while the viewer may not read it (a spectator, unless the host allows). */
  readable = false;
  private readonly listeners = new Set<() => void>();
  /** Who reads the talk, as the last snapshot says (seat, and whether they may read it). */
  private viewer: string | undefined = undefined;
  /** Whom the talk was opened to, by the socket or over HTTP (undefined: nobody yet). */
  private openedTo: string | undefined = undefined;
  private connection: GameConnection | null = null;

  constructor(
    readonly gameId: string,
    /** Read on every request: the seat token can arrive or change while the page is open. */
    private readonly token: () => string | null,
  ) {}

  /** How many messages the others said after message `after` (removed ones aside). */
  newFrom(after: number, you: number | null): number {
    return this.messages.filter((message) => message.id > after && message.seat !== you && !message.removed).length;
  }

  /** Messages from the others this browser has not shown yet (see cr-table-talk: shown means on screen). */
  unread(you: number | null): number {
    return this.newFrom(lastSeenSeq(this.gameId, "talk"), you);
  }

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Follows a game's socket: what it brings is taken here. */
  follow(connection: GameConnection): void {
    this.connection = connection;
    connection.onTalk = (news: TalkNews) => (news.type === "talk-page" ? this.opened(news.talk) : this.merge(news.messages));
  }

  /**
   * The talk as this snapshot's viewer may read it: the socket brings it when it opens (again when
   * the viewer changes: a seat taken reopens it) and when the host opens it to spectators; without
   * a live socket it is loaded over HTTP. A spectator who may not read it doesn't ask.
   */
  viewedBy(snapshot: GameSnapshot): void {
    const mayRead = snapshot.you !== null || snapshot.talkPublic === true;
    this.viewer = `${snapshot.you}:${mayRead}`;
    if (!mayRead) {
      this.readable = false;
      this.changed();
    } else if (this.openedTo !== this.viewer && this.connection?.mode !== "socket") void this.load();
  }

  /** The talk over HTTP, afresh (muting hides a seat's earlier messages too). */
  async load(): Promise<void> {
    try {
      const talk = await fetchTalk(this.gameId, this.token());
      this.messages = [];
      this.opened(talk);
    } catch (error) {
      if (error instanceof ApiError && error.code === "TALK_PLAYERS_ONLY") {
        this.readable = false;
        this.changed();
      }
      // Otherwise the socket's next push brings the talk.
    }
  }

  /** The page of messages before the first one here. */
  async loadEarlier(): Promise<void> {
    const first = this.messages[0];
    if (!first) return;
    const talk = await fetchTalk(this.gameId, this.token(), first.id);
    this.more = talk.more;
    this.merge(talk.messages);
  }

  /**
   * The talk as the room opens it to this viewer: its newest page (merged: earlier pages loaded
   * here stay, and with them whether older ones exist), who may read it, whom the viewer muted.
   */
  private opened(talk: TalkResponse): void {
    this.openedTo = this.viewer;
    this.readable = true;
    this.spectators = talk.spectators;
    this.muted = talk.muted;
    const reachesBack = this.messages.length === 0 || (talk.messages.length > 0 && talk.messages[0].id <= this.messages[0].id);
    if (reachesBack) this.more = talk.more;
    this.merge(talk.messages);
  }

  merge(messages: TalkMessage[]): void {
    const byId = new Map(this.messages.map((message) => [message.id, message]));
    for (const message of messages) byId.set(message.id, message);
    this.messages = [...byId.values()].sort((a, b) => a.id - b.id);
    if (messages.length > 0) this.readable = true;
    this.changed();
  }

  async say(input: TalkInput): Promise<void> {
    this.merge([await sayAtTable(this.gameId, this.token(), input)]);
  }

  async remove(hostToken: string, id: number): Promise<void> {
    this.merge([await removeTalk(this.gameId, hostToken, id)]);
  }

  async mute(seat: number, muted: boolean): Promise<void> {
    this.muted = await muteSeat(this.gameId, this.token(), seat, muted);
    // Muting hides their messages from now on; a fresh read leaves out the earlier ones too.
    await this.load();
  }

  async setSpectators(hostToken: string, spectators: boolean): Promise<void> {
    this.spectators = await setTalkSpectators(this.gameId, hostToken, spectators);
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
