import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { GameSnapshot, LoggedAction, ServerMessage } from "../../protocol/types.js";
import type { ActionInput, PlanInput, SocketMessage } from "../../protocol/schemas.js";
import { SOCKET_REFUSALS, gameSocketProtocols } from "../../protocol/socket-protocol.js";
import { ApiError, messageOf } from "../api/client.js";
import { fetchLog, fetchSnapshot, leavePlan, socketUrl, submitAction } from "../api/games.js";
import type { Refusal } from "../api/refusal.js";
import { carryDraft } from "./drafts.js";
import { applyJsonEdits } from "../../protocol/json-patch.js";
import { withEntries } from "./game-log.js";

/** How often to ask for news while the WebSocket is down (a 304 when nothing changed). */
const POLL_MS = 4_000;
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** A socket still silent by then (a network that holds WebSockets open unanswered): the game is loaded over HTTP meanwhile. */
const SOCKET_SILENCE_MS = 3_000;
/** A move sent on the socket with no answer by then is sent again over HTTP (applied once either way). */
const SOCKET_ANSWER_MS = 8_000;

/** The room's answer to a move or a plan sent on the socket. */
type SocketAnswer = Extract<ServerMessage, { type: "acted" | "planned" | "refused" }>;
/** Table talk as the socket brings it: the viewer's page on opening, then new or changed messages. */
export type TalkNews = Extract<ServerMessage, { type: "talk" | "talk-page" }>;

export type LiveMode = "connecting" | "socket" | "polling";

/**
 * Keeps a page's copy of one game and its log current: the game's WebSocket brings the game and the
 * log (its first message), then the talk, and pushes every new version with its log entries, so a
 * visit asks the game's room once; while it is down, the controller polls with the last ETag
 * (If-None-Match → 304), fetches the log with each new version, and reconnects with backoff. The
 * host re-renders on every new snapshot.
 */
export class GameConnection implements ReactiveController {
  snapshot: GameSnapshot | null = null;
  /** The game's log (null: not come yet). */
  log: LoggedAction[] | null = null;
  /** Why the game could not be loaded; cleared by the next snapshot. */
  error: ApiError | null = null;
  mode: LiveMode = "connecting";
  /** Table talk pushed on the socket; the page's talk feed takes it. */
  onTalk: (news: TalkNews) => void = () => {};

  private socket: WebSocket | null = null;
  private etag: string | null = null;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private running = false;
  /** The snapshot a refused move was built on: its draft is offered again on the game as it is now. */
  private refusedOn: GameSnapshot | null = null;
  /** A token the socket refused (it opens no seat): sockets watch as a spectator until the token changes. */
  private refusedToken: string | null = null;
  /** What this socket was pushed last: the next patch is written against it. */
  private lastPushed: GameSnapshot | null = null;
  /** Moves sent on the socket, waiting for their answer, by request id. */
  private readonly awaiting = new Map<string, (answer: SocketAnswer | null) => void>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly gameId: string,
    /** Read on every request: the seat token can arrive or change while the page is open. */
    private readonly token: () => string | null,
    private readonly onSnapshot: (snapshot: GameSnapshot, previous: GameSnapshot | null) => void = () => {},
    /** Whether moves may go on the socket (false: always POST /actions, with the bearer token). */
    private readonly movesOnSocket = true,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.running = true;
    document.addEventListener("visibilitychange", this.wake);
    window.addEventListener("online", this.wake);
    this.openSocket();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    this.running = false;
    document.removeEventListener("visibilitychange", this.wake);
    window.removeEventListener("online", this.wake);
    this.stopPolling();
    clearTimeout(this.reconnectTimer);
    this.closeSocket();
  }

  /**
   * Submits a move built on the current version with this page's seat. It goes on the game's socket
   * when that is open (the new snapshot is pushed before the answer), else over HTTP (the answer
   * carries it). A move whose socket closed before its answer is sent again over HTTP with the same
   * request id: the service applies it once either way. A refusal is returned in words (and if
   * someone moved first, the game as it is now is loaded, so the player sees why).
   */
  async submit(action: ActionInput): Promise<Refusal | null> {
    const snapshot = this.snapshot;
    if (!snapshot) return null;
    const request = { version: snapshot.version, action, requestId: crypto.randomUUID() };
    try {
      const onSocket = await this.sendOnSocket({ type: "act", ...request });
      if (onSocket?.type === "acted") return null;
      if (onSocket?.type === "refused" && onSocket.code !== "NOT_SEATED") throw new ApiError(onSocket.status, onSocket.code, onSocket.message);
      try {
        const answer = await submitAction(this.gameId, this.token(), request);
        await this.tookOverHttp(answer.snapshot);
      } catch (error) {
        // Its socket took it after all, before closing.
        if (!(onSocket === null && error instanceof ApiError && error.code === "DUPLICATE_REQUEST")) throw error;
        await this.refresh();
      }
      return null;
    } catch (error) {
      const refused = error instanceof ApiError ? error : new ApiError(0, "UNEXPECTED", messageOf(error));
      if (refused.code === "STALE_VERSION") {
        this.refusedOn = snapshot;
        await this.refresh();
        this.refusedOn = null;
      }
      return { code: refused.code, message: refused.message };
    }
  }

  /**
   * Leaves the seat's plan for its next move (null: cancels it), built on the game as shown, on the
   * socket when it is open, else over HTTP (a plan sent twice is the same plan). The seat's snapshot
   * with the plan comes with it.
   */
  async plan(input: PlanInput | null): Promise<Refusal | null> {
    const snapshot = this.snapshot;
    if (!snapshot) return null;
    const plan = input && { ...input, version: snapshot.version };
    try {
      const onSocket = await this.sendOnSocket({ type: "plan", requestId: crypto.randomUUID(), plan });
      if (onSocket?.type === "refused" && onSocket.code !== "NOT_SEATED") throw new ApiError(onSocket.status, onSocket.code, onSocket.message);
      if (onSocket?.type !== "planned") await this.tookOverHttp((await leavePlan(this.gameId, this.token(), plan)).snapshot, true);
      return null;
    } catch (error) {
      const refused = error instanceof ApiError ? error : new ApiError(0, "UNEXPECTED", messageOf(error));
      return { code: refused.code, message: refused.message };
    }
  }

  /**
   * A move or plan on the open socket and its answer; null when it may or may not have arrived (the
   * socket closed, or no answer in time); undefined when there is no open socket to send it on.
   */
  private sendOnSocket(request: SocketMessage): Promise<SocketAnswer | null | undefined> {
    const socket = this.socket;
    if (!this.movesOnSocket || socket?.readyState !== WebSocket.OPEN) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), SOCKET_ANSWER_MS);
      const settle = (answer: SocketAnswer | null) => {
        clearTimeout(timer);
        this.awaiting.delete(request.requestId);
        resolve(answer);
      };
      this.awaiting.set(request.requestId, settle);
      socket.send(JSON.stringify(request));
    });
  }

  /** Loads the game now, whatever the cache says (and the log with it, unless the socket is live). */
  async refresh(): Promise<void> {
    await this.poll(false);
  }

  /** The viewer changed (a seat was taken, another link opened): reopen the socket for that seat's view. */
  async reconnect(): Promise<void> {
    this.closeSocket();
    this.openSocket();
    await this.poll(false, true);
  }

  /**
   * Takes a snapshot from any source. Only news replaces the one shown: a newer version, or the
   * same version telling what the shown one didn't (the caller's seat, invitation or dead link:
   * answers from before and after joining can cross); `replace` takes it regardless. True when it
   * replaced the one shown.
   */
  accept(snapshot: GameSnapshot, replace = false): boolean {
    const previous = this.snapshot;
    this.error = null;
    if (previous && !replace && !isNews(snapshot, previous)) return false;
    if (this.refusedOn) carryDraft(this.refusedOn, snapshot);
    this.snapshot = snapshot;
    this.onSnapshot(snapshot, previous);
    this.host.requestUpdate();
    return true;
  }

  /** A snapshot that came over HTTP: unless the socket is live (it brings each version's log entries), the log is fetched to match. */
  private async tookOverHttp(snapshot: GameSnapshot, replace = false): Promise<void> {
    if (this.accept(snapshot, replace) && this.mode !== "socket" && snapshot.status !== "waiting") await this.loadLog();
  }

  /** Log entries the socket brought: a gap (a version missed) fetches the whole log. */
  private takeLog(entries: LoggedAction[]): void {
    const log = withEntries(this.log, entries);
    if (log === null) void this.loadLog();
    else if (log !== this.log) {
      this.log = log;
      this.host.requestUpdate();
    }
  }

  private async loadLog(): Promise<void> {
    try {
      const log = await fetchLog(this.gameId);
      // Answers can cross: never trade a longer log for a shorter one.
      if (log.length < (this.log?.length ?? 0)) return;
      this.log = log;
      this.host.requestUpdate();
    } catch {
      // The log is an extra; the next version tries again.
    }
  }

  /** The game is gone (the host cancelled it): nothing more will come. */
  gone(error: ApiError): void {
    this.snapshot = null;
    this.error = error;
    this.stop();
    this.host.requestUpdate();
  }

  private async poll(conditional: boolean, replace = false): Promise<void> {
    try {
      const answer = await fetchSnapshot(this.gameId, this.token(), conditional ? this.etag : null);
      if (!answer) return;
      this.etag = answer.etag;
      await this.tookOverHttp(answer.snapshot, replace);
    } catch (error) {
      this.error = error instanceof ApiError ? error : new ApiError(0, "UNEXPECTED", String(error));
      // No such game: nothing will ever arrive, so stop asking.
      if (this.error.status === 404) this.stop();
      this.host.requestUpdate();
    }
  }

  private openSocket(): void {
    if (!this.running) return;
    const token = this.token();
    const socket = new WebSocket(socketUrl(this.gameId), gameSocketProtocols(token === this.refusedToken ? null : token));
    this.socket = socket;
    this.lastPushed = null;
    setTimeout(() => {
      if (this.socket === socket && this.mode !== "socket") this.startPolling();
    }, SOCKET_SILENCE_MS);
    socket.addEventListener("message", (event) => {
      // Live once the room speaks (it sends the game first): a socket it refuses is opened, then closed unheard.
      if (this.mode !== "socket" && this.socket === socket) {
        this.reconnectDelay = RECONNECT_FIRST_MS;
        this.stopPolling();
        this.setMode("socket");
      }
      const message = JSON.parse(String(event.data)) as ServerMessage;
      // The log first: the page shows it with the version that added to it.
      if ((message.type === "snapshot" || message.type === "patch") && message.log) this.takeLog(message.log);
      if (message.type === "snapshot") {
        this.pushed(message.snapshot);
        if (message.talk) this.onTalk({ type: "talk-page", talk: message.talk });
      }
      else if (message.type === "patch") {
        if (this.lastPushed?.version === message.from) this.pushed(applyJsonEdits(this.lastPushed, message.edits));
        else void this.poll(true); // a version missed (or none pushed yet): the whole game
      }
      else if (message.type === "talk" || message.type === "talk-page") this.onTalk(message);
      else if (message.type === "pong") {
        if (message.version > (this.snapshot?.version ?? -1)) void this.poll(true);
      }
      else if (message.type === "acted" || message.type === "planned" || message.type === "refused") this.awaiting.get(message.requestId ?? "")?.(message);
      else if (message.type === "error") this.gone(new ApiError(410, message.code, message.message));
      // The server closes this socket; the next answer says the link no longer works.
      else if (message.type === "seat-link-replaced") void this.reconnect();
    });
    socket.addEventListener("close", (event) => {
      for (const settle of [...this.awaiting.values()]) settle(null);
      if (this.socket !== socket || !this.running) return;
      this.socket = null;
      if (event.code === SOCKET_REFUSALS.unknownSeat.code) {
        // A dead link: the GET says so in words the page shows; watch the game without it, at once.
        this.refusedToken = token;
        void this.refresh();
        this.openSocket();
        return;
      }
      this.startPolling();
      this.reconnectTimer = setTimeout(() => this.openSocket(), this.reconnectDelay);
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    });
  }

  /** A snapshot as the socket pushed it (patches build on it), shown with what only a GET says of the caller. */
  private pushed(snapshot: GameSnapshot): void {
    this.lastPushed = snapshot;
    this.accept(withCallerFacts(snapshot, this.snapshot));
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, "leaving");
  }

  private startPolling(): void {
    this.setMode("polling");
    if (this.pollTimer !== undefined) return;
    void this.poll(true);
    this.pollTimer = setInterval(() => void this.poll(true), POLL_MS);
  }

  private stopPolling(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }

  private setMode(mode: LiveMode): void {
    if (this.mode === mode) return;
    this.mode = mode;
    this.host.requestUpdate();
  }

  /** Back on the page or the network: catch up at once instead of waiting for the next try. */
  private readonly wake = () => {
    if (document.visibilityState !== "visible") return;
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send("ping"); // the game answers with its version; a newer one is fetched
      return;
    }
    clearTimeout(this.reconnectTimer);
    this.reconnectDelay = RECONNECT_FIRST_MS;
    if (!this.socket) this.openSocket();
    void this.poll(true);
  };
}

/**
 * Only a GET and a socket's first snapshot say what the caller's link is: which free seat it opens,
 * or that it opens none; later pushes leave that out. A push keeps the last answer while it still
 * holds (the invited seat is still free; the viewer is still seated nowhere), so the join form or
 * the dead link's explanation doesn't vanish when someone else moves. A new link reconnects with a
 * fresh GET.
 */
function withCallerFacts(snapshot: GameSnapshot, previous: GameSnapshot | null): GameSnapshot {
  if (snapshot.you !== null || !previous) return snapshot;
  const invited = previous.invitedSeat;
  const keepInvitation = snapshot.invitedSeat === null && invited !== null && !snapshot.seats[invited]?.joined;
  const keepBadLink = previous.badSeatLink === true && snapshot.badSeatLink === undefined;
  if (!keepInvitation && !keepBadLink) return snapshot;
  return {
    ...snapshot,
    ...(keepInvitation ? { invitedSeat: invited, invitation: previous.invitation } : {}),
    ...(keepBadLink ? { badSeatLink: true } : {}),
  };
}

function isNews(snapshot: GameSnapshot, shown: GameSnapshot): boolean {
  if (snapshot.version !== shown.version) return snapshot.version > shown.version;
  return (
    (snapshot.you !== null && shown.you === null) ||
    // The seat's plan changes with no new version (from this page or another of the seat's).
    (snapshot.you === shown.you && JSON.stringify(snapshot.plan ?? null) !== JSON.stringify(shown.plan ?? null)) ||
    (snapshot.invitedSeat !== null && shown.invitedSeat === null) ||
    (snapshot.badSeatLink === true && !shown.badSeatLink)
  );
}
