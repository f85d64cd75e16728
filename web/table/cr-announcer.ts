import { LitElement, css, html, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { repeat } from "lit/directives/repeat.js";
import { DrawnInTurn } from "../app/first-draw.js";
import type { GameSnapshot, LoggedAction, TalkMessage } from "../../protocol/types.js";
import { LocaleController, t } from "../i18n/index.js";
import type { TalkFeed } from "../live/talk-feed.js";
import { ANNOUNCE } from "./announce-event.js";
import { boardText, cupsText, endSentence, moveSentence, ordersText, othersMoves, scoresText } from "./read-aloud.js";
import { visuallyHidden } from "../shared/styles.js";
import { seatNames } from "../shared/words.js";

/** Alt+Shift+<key>: what each shortcut reads. */
const SHORTCUTS = ["b", "c", "o", "s", "l"] as const;
type Shortcut = (typeof SHORTCUTS)[number];

/**
 * Hearing the table: one polite live region that says each other player's move as a sentence,
 * new table talk, that it is your turn, and the end of the game; and the shortcuts (Alt+Shift+B,
 * C, O, S, L) that read the board, your cups, your orders, the scores and the last move again.
 * Nothing is said of what was there before the page opened: the text table shows that. A
 * component has a sentence said by sending `announceEvent` (announce-event.ts) (a composer's step that moved on by itself).
 */
@customElement("cr-announcer")
export class CrAnnouncer extends DrawnInTurn(LitElement) {
  static override styles = css`
    :host {
      ${visuallyHidden}
    }
  `;

  @property({ attribute: false }) snapshot!: GameSnapshot;
  /** The game's log; null until it has loaded (what it holds then was before this visit). */
  @property({ attribute: false }) log: LoggedAction[] | null = null;
  @property({ attribute: false }) talk: TalkFeed | null = null;
  /** The last few things said, newest last: each new one is added, so one said just before isn't cut off. */
  @state() private said: { id: number; text: string }[] = [];
  private sayings = 0;
  /** The newest log entry and talk message already heard (null: not yet known, nothing said of them). */
  private heardSeq: number | null = null;
  private heardTalk: number | null = null;
  private wasYourTurn = false;
  private wasOver = false;
  private stopListening: (() => void) | null = null;

  constructor() {
    super();
    new LocaleController(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener("keydown", this.onKey);
    document.addEventListener(ANNOUNCE, this.onAnnounce);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener("keydown", this.onKey);
    document.removeEventListener(ANNOUNCE, this.onAnnounce);
    this.stopListening?.();
    this.stopListening = null;
  }

  private get names(): string[] {
    return seatNames(this.snapshot.seats, this.snapshot.view.players.length);
  }

  private get words() {
    return { names: this.names, edition: this.snapshot.view.options.edition };
  }

  /** Says `text`, as a new line of the region (so it is said again even if it was said last). */
  say(text: string): void {
    this.said = [...this.said.slice(-2), { id: ++this.sayings, text }];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("talk")) {
      this.stopListening?.();
      // What the talk already holds when listening starts was said before: heard, not said again.
      // (Drawn while the page's first view shows, this may come after the talk has loaded.)
      if (this.talk?.readable) this.heardTalk = this.talk.messages.at(-1)?.id ?? 0;
      this.stopListening = this.talk?.listen(() => this.hearTalk(this.talk!.messages)) ?? null;
    }
    if (!changed.has("log") && !changed.has("snapshot")) return;
    const lines: string[] = [];
    if (this.log) {
      if (this.heardSeq !== null) lines.push(...othersMoves(this.log, this.heardSeq, this.snapshot.you, this.words));
      this.heardSeq = Math.max(this.heardSeq ?? 0, this.log.at(-1)?.seq ?? 0);
    }
    const { view, you, status } = this.snapshot;
    const yourTurn = status === "active" && you !== null && view.toAct.includes(you);
    if (yourTurn && !this.wasYourTurn) lines.push(t(view.phase === "placement" ? "ear.placeTurn" : "ear.yourTurn"));
    this.wasYourTurn = yourTurn;
    const over = status === "ended";
    if (over && !this.wasOver) lines.push(endSentence(view, this.names));
    this.wasOver = over;
    if (lines.length > 0) this.say(lines.join(" "));
  }

  private hearTalk(messages: readonly TalkMessage[]): void {
    const newest = messages.at(-1)?.id ?? 0;
    if (this.heardTalk !== null) {
      const lines = messages
        .filter((message) => message.id > this.heardTalk! && message.seat !== this.snapshot.you && !message.removed && !message.note)
        .map((message) => t("ear.talk", { name: this.names[message.seat], text: message.phrase ? t(`talk.phrase.${message.phrase}`) : (message.text ?? "") }));
      if (lines.length > 0) this.say(lines.join(" "));
    }
    this.heardTalk = Math.max(this.heardTalk ?? 0, newest);
  }

  private readonly onAnnounce = (event: Event) => this.say((event as CustomEvent<string>).detail);

  private readonly onKey = (event: KeyboardEvent) => {
    if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
    // event.code, not event.key: Alt+Shift changes the letter typed on many layouts.
    const key = event.code.replace(/^Key/, "").toLowerCase() as Shortcut;
    if (!SHORTCUTS.includes(key)) return;
    event.preventDefault();
    this.say(this.read(key));
  };

  /** What a shortcut reads. */
  read(key: Shortcut): string {
    const { view, you } = this.snapshot;
    const seat = you ?? view.current;
    switch (key) {
      case "b":
        return boardText(view, this.names);
      case "c":
        return cupsText(view.players[seat]);
      case "o":
        return ordersText(view, seat);
      case "s":
        return `${t("ear.scores")}: ${scoresText(view, this.names)}.`;
      case "l": {
        const last = this.log?.at(-1);
        return last ? moveSentence(last, this.words) : t("ear.noMove");
      }
    }
  }

  override render() {
    return html`<div role="log" aria-live="polite" aria-label=${t("ear.heard")}>${repeat(this.said, (line) => line.id, (line) => html`<p>${line.text}</p>`)}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-announcer": CrAnnouncer;
  }
}
