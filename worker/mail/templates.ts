import type {
  AwayData,
  GameInfo,
  GameOverData,
  InviteData,
  MailKind,
  NudgeData,
  RematchData,
  ReminderData,
  ResignedData,
  SignInData,
  TalkLine,
  TurnData,
} from "./intents.js";
import { formatDuration, formatTime } from "./quiet-hours.js";
import { oneLine } from "../api/plain-text.js";

/**
 * The mails' words: each kind rendered as a subject, a text part and an HTML part that say the
 * same. Every value put into HTML is escaped, and every line is kept one line (oneLine), so a
 * name can never start a line of its own in the text part or the Subject.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Who reads it: their timezone for times, and the links to their settings (null for sign-in mails). */
export interface Reader {
  timezone: string | null;
  now: number;
  unsubscribeUrl: string | null;
  settingsUrl: string | null;
  /** The rules page at the section a newcomer reading this mail needs (ORIGIN/rules#section). */
  rulesUrl?: string | null;
}

/** The rules section (an anchor of the app's /rules page) each kind of mail points a newcomer to. */
const RULES_SECTION: Record<MailKind, string> = {
  signin: "basics",
  invite: "basics",
  turn: "turn",
  turns: "turn",
  reminder: "turn",
  away: "turn",
  push: "turn",
  gameover: "scoring",
  resigned: "turn",
  nudge: "turn",
  rematch: "basics",
};

export function rulesUrl(origin: string, kind: MailKind): string {
  return `${origin}/rules#${RULES_SECTION[kind]}`;
}

const TIME_WORDS: Record<string, string> = {
  none: "no time limit",
  "12h": "12 hours per move",
  "1d": "1 day per move",
  "2d": "2 days per move",
  "3d": "3 days per move",
  "5d": "5 days per move",
  "7d": "7 days per move",
  "14d": "14 days per move",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function gameWords(game: GameInfo): string {
  const edition = game.edition === "winter" ? "Winter" : "Classic";
  return `${edition}, ${game.players} players, ${TIME_WORDS[game.timePerMove] ?? TIME_WORDS.none}`;
}

function gameTitle(game: GameInfo): string {
  return `Coffee Rush ${game.label}`.trim();
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
 * later check that the seed revealed at the end is the one fixed when the game was created.
 */
function fairDealLines(games: readonly GameInfo[]): string[] {
  return games
    .filter((game) => game.commitment)
    .map((game) => `Fair deal${games.length > 1 ? ` (${gameTitle(game)})` : ""}: this game's secret seed is committed as SHA-256 ${game.commitment}. Its record reveals the seed when the game is over; "Verify this game" checks it.`);
}

function compose(title: string, blocks: Block[], reader: Reader, why: string, games: readonly GameInfo[] = []): RenderedMail {
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
      text.push(`${block.action.label}: ${block.action.url}`, "");
      html.push(
        `<p style="margin:0 0 24px"><a href="${escapeHtml(block.action.url)}" style="display:inline-block;background:#6b3e26;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.action.label)}</a></p>`,
      );
    }
  }
  text.push("--", why);
  const footer = [`<p style="margin:0 0 8px">${escapeHtml(why)}</p>`];
  if (reader.rulesUrl) {
    text.push(`New to Coffee Rush? The rules: ${reader.rulesUrl}`);
    footer.push(`<p style="margin:0 0 8px">New to Coffee Rush? <a href="${escapeHtml(reader.rulesUrl)}" style="color:#6b6b6b">Read the rules</a></p>`);
  }
  for (const line of fairDealLines(games)) {
    text.push(line);
    footer.push(`<p style="margin:0 0 8px;word-break:break-all">${escapeHtml(line)}</p>`);
  }
  if (reader.settingsUrl || reader.unsubscribeUrl) {
    const links: string[] = [];
    if (reader.settingsUrl) {
      text.push(`Mail settings: ${reader.settingsUrl}`);
      links.push(`<a href="${escapeHtml(reader.settingsUrl)}" style="color:#6b6b6b">Mail settings</a>`);
    }
    if (reader.unsubscribeUrl) {
      text.push(`Unsubscribe: ${reader.unsubscribeUrl}`);
      links.push(`<a href="${escapeHtml(reader.unsubscribeUrl)}" style="color:#6b6b6b">Unsubscribe</a>`);
    }
    footer.push(`<p style="margin:0">${links.join(" · ")}</p>`);
  }
  return {
    subject,
    text: `${text.join("\n")}\n`,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
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

const WHY_GAME = "You get this because you play Coffee Rush by mail.";

export function signInMail(data: SignInData, reader: Reader): RenderedMail {
  return compose(
    "Your Coffee Rush sign-in link",
    [
      { paragraphs: ["Open this link to sign in to Coffee Rush:"], action: { label: "Sign in to Coffee Rush", url: data.link } },
      { paragraphs: [`It works once, within ${data.minutes} minutes. If you did not ask for it, ignore this mail.`] },
    ],
    reader,
    "You get this because someone asked for a sign-in link for this address.",
  );
}

export function inviteMail(data: InviteData, reader: Reader): RenderedMail {
  const who = data.inviter ?? "A friend";
  return compose(
    `${who} invited you to play Coffee Rush`,
    [
      {
        paragraphs: [
          `${who} invited you to a game of Coffee Rush (${gameWords(data.game)}).`,
          "Open your seat, pick a name, and the game starts once every seat is taken. The link is yours alone: it plays your seat.",
        ],
        action: { label: "Take your seat", url: data.link },
      },
    ],
    reader,
    "You get this because someone invited this address to a game.",
    [data.game],
  );
}

/** The quick phrases' words (the web shows each reader their own language; mails are English for now). */
const PHRASE_WORDS: Record<string, string> = {
  goodMove: "Good move!",
  yourTurn: "Your turn",
  thinking: "Thinking…",
  goodGame: "Good game",
};

/** `Ana: "See you tomorrow"`: a line of table talk, quoted as text. */
function talkLine(line: TalkLine): string {
  return `${line.name}: “${line.text ?? PHRASE_WORDS[line.phrase ?? ""] ?? ""}”`;
}

/** What was said at the table since the reader last looked, so a reply needs no mail of its own. */
function talkBlock(talk: TalkLine[] | undefined): Block[] {
  if (!talk?.length) return [];
  return [{ paragraphs: ["Said at the table since your last visit:"], items: talk.map((line) => ({ text: talkLine(line) })) }];
}

/** One game waiting on the reader, or several in one mail. */
export function turnsMail(turns: TurnData[], reader: Reader): RenderedMail {
  const deadline = (turn: TurnData) => (turn.deadline ? ` Your move is due ${formatTime(turn.deadline, reader.timezone)}.` : "");
  if (turns.length === 1) {
    const [turn] = turns;
    return compose(
      `Your turn: ${gameTitle(turn.game)}`,
      [
        { paragraphs: [`${turn.summary}${deadline(turn)}`] },
        ...talkBlock(turn.talk),
        { paragraphs: [], action: { label: "Take your turn", url: turn.link } },
      ],
      reader,
      WHY_GAME,
      [turn.game],
    );
  }
  return compose(
    `Your turn in ${turns.length} games of Coffee Rush`,
    [
      {
        paragraphs: [`${turns.length} games are waiting for your move.`],
        items: turns.map((turn) => ({
          text: `${gameTitle(turn.game)}: ${turn.summary}${deadline(turn)}${turn.talk?.length ? ` Said at the table: ${turn.talk.map(talkLine).join(" ")}` : ""}`,
          url: turn.link,
        })),
      },
    ],
    reader,
    WHY_GAME,
    turns.map((turn) => turn.game),
  );
}

export function reminderMail(data: ReminderData, reader: Reader): RenderedMail {
  const left = formatDuration(data.deadline - reader.now);
  const vacation =
    data.vacationDaysLeft > 0
      ? ` Away? You can pause your clock for up to ${data.vacationDaysLeft} more day${data.vacationDaysLeft === 1 ? "" : "s"} in this game.`
      : "";
  return compose(
    `${data.which === "late" ? "Last call" : "Reminder"}: ${left} left for your move (${gameTitle(data.game)})`,
    [
      {
        paragraphs: [
          `It's still your turn: your move is due ${formatTime(data.deadline, reader.timezone)}, in ${left}. If time runs out, a bot plays this turn for you.${vacation}`,
        ],
        action: { label: "Take your turn", url: data.link },
      },
    ],
    reader,
    WHY_GAME,
    [data.game],
  );
}

export function gameOverMail(data: GameOverData, reader: Reader): RenderedMail {
  const winners = data.standings.filter((s) => s.rank === 1).map((s) => (s.you ? "you" : s.name));
  return compose(
    `Game over: ${winners.length > 1 ? "a shared win" : `${capitalize(winners[0] ?? "nobody")} won`} (${gameTitle(data.game)})`,
    [
      {
        paragraphs: data.endedEarly ? ["The players agreed to end the game early: it was scored as it stood.", data.summary] : [data.summary],
        items: data.standings.map((s) => ({ text: `${ordinal(s.rank)}: ${s.you ? `${s.name} (you)` : s.name}, ${s.score} point${Math.abs(s.score) === 1 ? "" : "s"}` })),
        action: { label: "See the final table", url: data.link },
      },
    ],
    reader,
    WHY_GAME,
    [data.game],
  );
}

export function awayMail(data: AwayData, reader: Reader): RenderedMail {
  return compose(
    `${data.name} missed three turns in a row (${gameTitle(data.game)})`,
    [
      {
        paragraphs: [
          `${data.name}'s seat is now marked away: time ran out on three turns in a row, and a bot played them. As the host you can hand the seat to a bot for good, or give its link to someone new.`,
        ],
        action: { label: "Open the game", url: `${data.origin}/g/${data.game.id}` },
      },
    ],
    reader,
    "You get this because you host this game.",
    [data.game],
  );
}

export function resignedMail(data: ResignedData, reader: Reader): RenderedMail {
  return compose(
    `${data.name} resigned (${gameTitle(data.game)})`,
    [
      {
        paragraphs: [`${data.name} left the game. A bot plays their seat from now on, and it ranks last at the end. The game goes on.`],
        action: { label: "Open the game", url: data.link },
      },
    ],
    reader,
    WHY_GAME,
  );
}

export function nudgeMail(data: NudgeData, reader: Reader): RenderedMail {
  return compose(
    `${data.name} is waiting for your move (${gameTitle(data.game)})`,
    [
      {
        paragraphs: [`It has been your turn for a day or more, and ${data.name} sent you this friendly reminder. The game waits for your move.`],
        action: { label: "Take your turn", url: data.link },
      },
    ],
    reader,
    WHY_GAME,
  );
}

export function rematchMail(data: RematchData, reader: Reader): RenderedMail {
  return compose(
    `${data.name} started a new game: ${gameTitle(data.game)}`,
    [
      {
        paragraphs: [
          `${data.name} wants to play again: a new game (${gameWords(data.game)}) with the same players is waiting for you, in the same seat. Your old seat link opens it too.`,
        ],
        action: { label: "Open the new game", url: data.link },
      },
    ],
    reader,
    WHY_GAME,
  );
}

export function ordinal(rank: number): string {
  const suffix = rank % 10 === 1 && rank % 100 !== 11 ? "st" : rank % 10 === 2 && rank % 100 !== 12 ? "nd" : rank % 10 === 3 && rank % 100 !== 13 ? "rd" : "th";
  return `${rank}${suffix}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
