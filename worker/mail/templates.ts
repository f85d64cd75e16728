import type {
  AnswerData,
  AwayData,
  GameInfo,
  GameOverData,
  Standing,
  InviteData,
  MailKind,
  NudgeData,
  ReadyData,
  RematchData,
  ReminderData,
  ResignedData,
  SignInData,
  TalkLine,
  TurnData,
  WebhookOffData,
} from "./mail-data.js";
import { oneLine } from "../../protocol/plain-text.js";
import { talkPhrase } from "../../protocol/i18n/talk-phrases.js";
import { planLapseSentence } from "../../protocol/i18n/plan-lapses.js";
import type { MailKey } from "../words/en.js";
import { resultSentence, turnSentence } from "./summary.js";
import type { Words } from "../words/words.js";
import { offeredMoves, replyFoot, replyToWords } from "./by-mail.js";

/**
 * The mails: each kind rendered as a subject, a text part and an HTML part that say the same, in
 * the reader's language (the words are in ./i18n/). Every value put into HTML is escaped, and every
 * line is kept one line (oneLine), so a name can never start a line of its own in the text part or
 * the Subject.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Who reads it: their language and timezone, and the links to their settings (null for sign-in mails). */
export interface Reader {
  words: Words;
  timezone: string | null;
  now: number;
  unsubscribeUrl: string | null;
  settingsUrl: string | null;
  /** The rules page at the section a newcomer reading this mail needs (ORIGIN/rules#section). */
  rulesUrl?: string | null;
  /** A reply address from a plus tag, when replies are read (playing by mail): the mail lists the short commands at its foot. */
  replyAddress?: ((tag: string) => string) | null;
}

/** The rules section (an anchor of the app's /rules page) each kind of mail points a newcomer to. */
const RULES_SECTION: Record<MailKind, string> = {
  signin: "basics",
  confirm: "basics",
  invite: "basics",
  turn: "turn",
  turns: "turn",
  reminder: "turn",
  away: "turn",
  gameover: "scoring",
  resigned: "turn",
  nudge: "turn",
  rematch: "basics",
  ready: "basics",
  answer: "turn",
  "webhook-off": "basics",
};

export function rulesUrl(origin: string, kind: MailKind): string {
  return `${origin}/rules#${RULES_SECTION[kind]}`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "Winter, 2 players, 2 days per move". */
function gameWords(game: GameInfo, words: Words): string {
  const hours = /^(\d+)h$/.exec(game.timePerMove);
  const days = /^(\d+)d$/.exec(game.timePerMove);
  const time = hours ? words.plural("game.time.hours", Number(hours[1])) : days ? words.plural("game.time.days", Number(days[1])) : words.t("game.time.none");
  return words.t("game.details", {
    edition: words.t(game.edition === "winter" ? "game.edition.winter" : "game.edition.classic"),
    players: words.plural("game.players", game.players),
    time,
  });
}

/** "Coffee Rush with Ana and Bo". */
function gameTitle(game: GameInfo, words: Words): string {
  if (game.others) return game.others.length ? words.t("game.titleWith", { names: words.list(game.others) }) : words.t("game.title");
  return `Coffee Rush ${game.label ?? ""}`.trim();
}

interface Block {
  /** Paragraphs of plain text (escaped for HTML). */
  paragraphs: string[];
  /** The main link, as a button. */
  action?: { label: string; url: string };
  /** Extra lines (a list of games, standings). */
  items?: { text: string; url?: string }[];
}

/**
 * The fair deal's commitment of each game the mail is about (R-18): a player who keeps the mail can
 * later check that the seed revealed at the end is the one fixed when the game was created. `over`
 * (the game-over mail): the seed is revealed now.
 */
function fairDealLines(games: readonly GameInfo[], words: Words, over: boolean): string[] {
  return games
    .filter((game) => game.commitment)
    .map((game) =>
      over
        ? words.t("footer.fairDealOver", { commitment: game.commitment! })
        : games.length > 1
          ? words.t("footer.fairDealOf", { game: gameTitle(game, words), commitment: game.commitment! })
          : words.t("footer.fairDeal", { commitment: game.commitment! }),
    );
}

/** `over`: the game is over (its fair deal's seed is now revealed); `plans`: the mail lists moves to plan, and its foot says how to choose one. */
function compose(title: string, blocks: Block[], reader: Reader, why: MailKey, games: readonly GameInfo[] = [], { over = false, plans = false } = {}): RenderedMail {
  const { words } = reader;
  const subject = oneLine(title);
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs.map(oneLine)) {
      text.push(paragraph, "");
      html.push(`<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`);
    }
    if (block.items?.length) {
      for (const item of block.items) text.push(`- ${oneLine(item.text)}${item.url ? `\n  ${item.url}` : ""}`);
      text.push("");
      html.push(
        `<ul style="margin:0 0 16px;padding-left:20px">${block.items
          .map((item) => `<li style="margin:0 0 8px">${item.url ? `<a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a>` : escapeHtml(item.text)}</li>`)
          .join("")}</ul>`,
      );
    }
    if (block.action) {
      text.push(words.t("button.line", { label: block.action.label, url: block.action.url }), "");
      html.push(
        `<p style="margin:0 0 24px"><a href="${escapeHtml(block.action.url)}" style="display:inline-block;background:#6b3e26;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.action.label)}</a></p>`,
      );
    }
  }
  text.push("--", words.t(why));
  const footer = [`<p style="margin:0 0 8px">${escapeHtml(words.t(why))}</p>`];
  if (reader.replyAddress) {
    text.push(replyFoot(words, plans));
    footer.push(`<p style="margin:0 0 8px">${escapeHtml(replyFoot(words, plans))}</p>`);
  }
  if (reader.rulesUrl) {
    text.push(words.t("footer.rulesText", { url: reader.rulesUrl }));
    footer.push(
      `<p style="margin:0 0 8px">${escapeHtml(words.t("footer.rulesLead"))} <a href="${escapeHtml(reader.rulesUrl)}" style="color:#6b6b6b">${escapeHtml(words.t("footer.rulesLink"))}</a></p>`,
    );
  }
  for (const line of fairDealLines(games, words, over)) {
    text.push(line);
    footer.push(`<p style="margin:0 0 8px;word-break:break-all">${escapeHtml(line)}</p>`);
  }
  if (reader.settingsUrl || reader.unsubscribeUrl) {
    const links: string[] = [];
    for (const [label, url] of [
      [words.t("footer.settings"), reader.settingsUrl],
      [words.t("footer.unsubscribe"), reader.unsubscribeUrl],
    ] as const) {
      if (!url) continue;
      text.push(words.t("footer.line", { label, url }));
      links.push(`<a href="${escapeHtml(url)}" style="color:#6b6b6b">${escapeHtml(label)}</a>`);
    }
    footer.push(`<p style="margin:0">${links.join(" · ")}</p>`);
  }
  return {
    subject,
    text: `${text.join("\n")}\n`,
    html: `<!doctype html>
<html lang="${words.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f1ea;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#2b2118;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#6b3e26">☕ Coffee Rush</p>
${html.join("\n")}
<div style="margin-top:24px;border-top:1px solid #e6ddd2;padding-top:12px;font-size:13px;color:#6b6b6b">${footer.join("")}</div>
</div>
</body></html>
`,
  };
}

export function signInMail(data: SignInData, reader: Reader): RenderedMail {
  const { words } = reader;
  return compose(
    words.t("signin.subject"),
    [
      { paragraphs: [words.t("signin.open")], action: { label: words.t("button.signIn"), url: data.link } },
      { paragraphs: [words.plural("signin.expires", data.minutes)] },
    ],
    reader,
    "why.signin",
  );
}

/** Asks the address's owner to confirm it before games mail it; `link` opens the confirmation page. */
export function confirmMail(link: string, reader: Reader): RenderedMail {
  const { words } = reader;
  return compose(
    words.t("confirm.subject"),
    [
      { paragraphs: [words.t("confirm.body")], action: { label: words.t("button.confirm"), url: link } },
      { paragraphs: [words.t("confirm.ignore")] },
    ],
    reader,
    "why.confirm",
  );
}

export function inviteMail(data: InviteData, reader: Reader): RenderedMail {
  const { words } = reader;
  const name = data.inviter ?? words.t("invite.someone");
  return compose(
    words.t("invite.subject", { name }),
    [
      {
        paragraphs: [words.t("invite.body", { name, details: gameWords(data.game, words) }), words.t("invite.how")],
        action: { label: words.t("button.takeSeat"), url: data.link },
      },
    ],
    reader,
    "why.invite",
    [data.game],
  );
}

/** `Ana: "See you tomorrow"`: a line of table talk, quoted as text (a quick phrase in the reader's language). */
function talkLine(line: TalkLine, words: Words): string {
  return words.t("talk.line", { name: line.name, text: line.text ?? (line.phrase ? talkPhrase(words.language, line.phrase) : "") });
}

/** What was said at the table since the reader last looked, so a reply needs no mail of its own. */
function talkBlock(talk: TalkLine[] | undefined, words: Words): Block[] {
  if (!talk?.length) return [];
  return [{ paragraphs: [words.t("talk.since")], items: talk.map((line) => ({ text: talkLine(line, words) })) }];
}

/** The moves a reply may play by number, when the mail's replies are read. */
function movesBlock(turn: TurnData, reader: Reader): Block[] {
  if (!turn.moves?.length || !turn.reply || !reader.replyAddress) return [];
  const { lead, items } = offeredMoves(turn.moves, reader.words);
  return [{ paragraphs: [lead], items: items.map((text) => ({ text })) }];
}

/** One game waiting on the reader, or several in one mail. */
export function turnsMail(turns: TurnData[], reader: Reader): RenderedMail {
  const { words } = reader;
  const sentence = (turn: TurnData) =>
    [
      ...(turn.planLapse ? [planLapseSentence(words.language, turn.planLapse)] : []),
      turnSentence(turn.summary, words),
      ...(turn.deadline ? [words.t("turn.due", { time: words.time(turn.deadline, reader.timezone) })] : []),
    ].join(" ");
  if (turns.length === 1) {
    const [turn] = turns;
    return compose(
      words.t("turn.subject", { game: gameTitle(turn.game, words) }),
      [
        { paragraphs: [sentence(turn)] },
        ...talkBlock(turn.talk, words),
        { paragraphs: [], action: { label: words.t("button.takeTurn"), url: turn.link } },
        ...movesBlock(turn, reader),
      ],
      reader,
      "why.game",
      [turn.game],
    );
  }
  return compose(
    words.plural("turns.subject", turns.length),
    [
      {
        paragraphs: [words.plural("turns.waiting", turns.length)],
        items: turns.map((turn) => ({
          text: [
            words.t("turns.item", { game: gameTitle(turn.game, words), summary: sentence(turn) }),
            ...(turn.talk?.length ? [words.t("talk.inline", { lines: turn.talk.map((line) => talkLine(line, words)).join(" ") })] : []),
            ...(turn.reply && reader.replyAddress ? [replyToWords(reader.replyAddress(turn.reply), turn.moves ?? [], words)] : []),
          ].join(" "),
          url: turn.link,
        })),
      },
    ],
    reader,
    "why.game",
    turns.map((turn) => turn.game),
  );
}

export function reminderMail(data: ReminderData, reader: Reader): RenderedMail {
  const { words } = reader;
  const left = words.duration(data.deadline - reader.now);
  const game = gameTitle(data.game, words);
  const body = words.t("reminder.body", { time: words.time(data.deadline, reader.timezone), left });
  return compose(
    words.t(data.which === "late" ? "reminder.subject.late" : "reminder.subject.half", { left, game }),
    [
      {
        paragraphs: [data.vacationDaysLeft > 0 ? `${body} ${words.plural("reminder.vacation", data.vacationDaysLeft)}` : body],
        action: { label: words.t("button.takeTurn"), url: data.link },
      },
    ],
    reader,
    "why.game",
    [data.game],
  );
}

/** Who resigned and when, and why they rank last whatever their score (as the end screen says it). */
function resignations(standings: readonly Standing[], { words, timezone }: Reader): string[] {
  const resigned = standings.filter((s) => s.resignedAt);
  if (resigned.length === 0) return [];
  const lines = resigned.map((s) =>
    s.you ? words.t("gameover.youResigned", { time: words.time(s.resignedAt!, timezone) }) : words.t("gameover.resigned", { name: s.name, time: words.time(s.resignedAt!, timezone) }),
  );
  return [[...lines, words.t("gameover.resignedRanksLast")].join(" ")];
}

export function gameOverMail(data: GameOverData, reader: Reader): RenderedMail {
  const { words } = reader;
  const game = gameTitle(data.game, words);
  const winners = data.standings.filter((s) => s.rank === 1);
  const subject =
    winners.length > 1
      ? words.t("gameover.subject.shared", { game })
      : winners[0]?.you
        ? words.t("gameover.subject.youWon", { game })
        : words.t("gameover.subject.won", { name: winners[0]?.name ?? "", game });
  const summary = resultSentence(data.summary, words);
  return compose(
    subject,
    [
      {
        paragraphs: [...(data.endedEarly ? [words.t("gameover.endedEarly")] : []), summary, ...resignations(data.standings, reader)],
        items: data.standings.map((s) => ({
          text: words.t(s.resignedAt ? "gameover.standingResigned" : "gameover.standing", {
            rank: words.t(`rank.${s.rank}` as MailKey),
            name: s.you ? words.t("gameover.you", { name: s.name }) : s.name,
            points: words.plural("points", s.score),
          }),
        })),
        action: { label: words.t("button.finalTable"), url: data.link },
      },
    ],
    reader,
    "why.game",
    [data.game],
    { over: true },
  );
}

export function awayMail(data: AwayData, reader: Reader): RenderedMail {
  const { words } = reader;
  return compose(
    words.t("away.subject", { name: data.name, game: gameTitle(data.game, words) }),
    [{ paragraphs: [words.t("away.body", { name: data.name })], action: { label: words.t("button.openGame"), url: `${data.origin}/g/${data.game.id}` } }],
    reader,
    "why.host",
    [data.game],
  );
}

export function resignedMail(data: ResignedData, reader: Reader): RenderedMail {
  const { words } = reader;
  return compose(
    words.t("resigned.subject", { name: data.name, game: gameTitle(data.game, words) }),
    [{ paragraphs: [words.t("resigned.body", { name: data.name })], action: { label: words.t("button.openGame"), url: data.link } }],
    reader,
    "why.game",
  );
}

export function nudgeMail(data: NudgeData, reader: Reader): RenderedMail {
  const { words } = reader;
  return compose(
    words.t("nudge.subject", { name: data.name, game: gameTitle(data.game, words) }),
    [{ paragraphs: [words.t("nudge.body", { name: data.name })], action: { label: words.t("button.takeTurn"), url: data.link } }],
    reader,
    "why.game",
  );
}

export function rematchMail(data: RematchData, reader: Reader): RenderedMail {
  const { words } = reader;
  return compose(
    words.t("rematch.subject", { name: data.name, game: gameTitle(data.game, words) }),
    [
      {
        paragraphs: [words.t("rematch.body", { name: data.name, details: gameWords(data.game, words) })],
        action: { label: words.t("button.openNewGame"), url: data.link },
      },
    ],
    reader,
    "why.game",
    [data.game],
  );
}

/** A table of strangers is full: confirm by the deadline, or the seat goes to someone else. */
export function readyMail(data: ReadyData, reader: Reader): RenderedMail {
  const { words } = reader;
  const body = words.t("ready.body", { time: words.time(data.deadline, reader.timezone), left: words.duration(data.deadline - reader.now) });
  return compose(
    words.t("ready.subject", { game: gameTitle(data.game, words) }),
    [{ paragraphs: [body, gameWords(data.game, words)], action: { label: words.t("button.ready"), url: data.link } }],
    reader,
    "why.game",
    [data.game],
  );
}

/** The one answer to a reply: why it was not acted on (or the moves to plan, numbered), where the game stands, and the link. */
export function answerMail(data: AnswerData, reader: Reader): RenderedMail {
  const { words } = reader;
  const standing = data.waitingOn === null ? words.t("reply.over") : data.waitingOn.you ? words.t("reply.yourTurn") : words.t("reply.waitingOn", { names: words.list(data.waitingOn.others) });
  const action = { label: words.t("button.openGame"), url: data.link };
  const game = gameTitle(data.game, words);
  if (data.why === "plans") {
    const items = offeredMoves(data.moves ?? [], words).items;
    return compose(words.t("reply.plansSubject", { game }), [{ paragraphs: [standing, words.t("reply.plansLead")], items: items.map((text) => ({ text })), action }], reader, "why.game", [], { plans: true });
  }
  const why = words.t(`reply.refused.${data.why}`, { why: data.detail ?? "" });
  return compose(words.t("reply.refusedSubject", { game }), [{ paragraphs: [why, standing], action }], reader, "why.game");
}

export function webhookOffMail(data: WebhookOffData, reader: Reader): RenderedMail {
  const { words } = reader;
  return compose(
    words.t("hookOff.subject"),
    [{ paragraphs: [words.t("hookOff.body", { address: data.address, error: data.error })], action: { label: words.t("footer.settings"), url: `${data.origin}/settings` } }],
    reader,
    "why.hook",
  );
}
