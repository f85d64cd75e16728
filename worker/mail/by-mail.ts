import type { Ingredient, UpgradeId } from "../../game/engine/index.js";
import { cardName, ingredientName, upgradeName } from "../../protocol/i18n/game-names.js";
import type { MailLanguage } from "../../protocol/mail-settings.js";
import { fill } from "../../protocol/i18n/translate.js";

/**
 * Playing by mail, in the reader's language: the moves a turn mail offers by number, the short
 * commands a reply may be (listed at the mail's foot, and read back by worker/inbound), and the
 * one answer a refused reply gets. One table per language; a missing string fails typechecking.
 */

/** A move a turn mail offers, as data the mail words (row and column from 1). */
export type MoveOption =
  | { kind: "turn"; row: number; column: number; collects: Ingredient[]; completes: string[]; activates: UpgradeId | null }
  | { kind: "place"; row: number; column: number; ingredient: Ingredient; cup: number }
  | { kind: "upgrades"; upgrades: UpgradeId[] };

/** What a reply may say besides a move's number or table talk. */
export type ReplyWord = "resign" | "yes" | "no";

/** Why a reply was not acted on, as its answer words it. */
export type ReplyRefusal = "stale" | "illegal" | "noSuchMove" | "notYourTurn" | "gameOver" | "noProposal" | "talk" | "sender" | "unreadable";

interface ReplyStrings {
  /** What each command is, as the reader may write it (the first is the one the mail shows). */
  commands: Record<ReplyWord, string[]>;
  movesLead: string;
  turn: string;
  collects: string;
  completes: string;
  activates: string;
  place: string;
  upgrades: string;
  foot: string;
  /** A game of several in one mail: where its own replies go. */
  replyTo: string;
  refusedSubject: string;
  refused: Record<ReplyRefusal, string>;
  yourTurn: string;
  waitingOn: string;
  over: string;
}

const en: ReplyStrings = {
  commands: { resign: ["resign"], yes: ["yes", "agree"], no: ["no", "decline"] },
  movesLead: "Or answer this mail with a move's number to play it:",
  turn: "meeple to row {row}, column {column}",
  collects: "collects {ingredients}",
  completes: "completes {cards}",
  activates: "activates {upgrade}",
  place: "meeple on row {row}, column {column}, {ingredient} into cup {cup}",
  upgrades: "play with {upgrades}",
  foot: "Reply to this mail to play: a move's number plays it, \"{resign}\" resigns, \"{yes}\" or \"{no}\" answers a proposal to end the game, and anything else is said at the table.",
  replyTo: "to play it by mail, write to {address}",
  refusedSubject: "Your reply was not played ({game})",
  refused: {
    stale: "Your reply answered an older mail: the game has moved on since, so it was not played.",
    illegal: "The move you chose can no longer be played.",
    noSuchMove: "That mail offered no move with this number.",
    notYourTurn: "It is not your turn, so no move was played.",
    gameOver: "The game is over.",
    noProposal: "Nobody has proposed to end the game.",
    talk: "Your message could not be said at the table: {why}",
    sender: "Your reply was ignored: only the address this seat's mails go to can play it by mail, and the mail must pass its domain's sender checks (SPF, DKIM, DMARC).",
    unreadable: "We found no text in your reply to act on.",
  },
  yourTurn: "It is your turn.",
  waitingOn: "The game is waiting for {names}.",
  over: "The game is over.",
};

const ko: ReplyStrings = {
  commands: { resign: ["기권", "항복"], yes: ["예", "네", "동의"], no: ["아니요", "아니오", "거절"] },
  movesLead: "또는 이 메일에 수의 번호로 답장하면 그 수를 둡니다:",
  turn: "미플을 {row}행 {column}열로",
  collects: "{ingredients} 획득",
  completes: "{cards} 완성",
  activates: "{upgrade} 활성화",
  place: "미플을 {row}행 {column}열에, {ingredient}을(를) {cup}번 컵에",
  upgrades: "{upgrades}(으)로 플레이",
  foot: "이 메일에 답장해서 플레이하세요: 수의 번호는 그 수를 두고, \"{resign}\"은 기권, \"{yes}\" 또는 \"{no}\"는 게임 종료 제안에 대한 답이며, 그 밖의 글은 테이블 대화로 전해집니다.",
  replyTo: "메일로 플레이하려면 {address}(으)로 보내세요",
  refusedSubject: "답장한 수가 두어지지 않았습니다 ({game})",
  refused: {
    stale: "이전 메일에 답장하셨습니다. 그 뒤로 게임이 진행되어 두어지지 않았습니다.",
    illegal: "고른 수를 더 이상 둘 수 없습니다.",
    noSuchMove: "그 메일에는 이 번호의 수가 없습니다.",
    notYourTurn: "당신의 차례가 아니어서 수를 두지 않았습니다.",
    gameOver: "게임이 끝났습니다.",
    noProposal: "게임 종료를 제안한 사람이 없습니다.",
    talk: "메시지를 테이블에 전하지 못했습니다: {why}",
    sender: "답장이 무시되었습니다. 이 자리의 메일을 받는 주소에서 보낸 메일만 플레이할 수 있으며, 도메인의 발신자 확인(SPF, DKIM, DMARC)을 통과해야 합니다.",
    unreadable: "답장에서 처리할 글을 찾지 못했습니다.",
  },
  yourTurn: "당신의 차례입니다.",
  waitingOn: "{names}의 차례를 기다리고 있습니다.",
  over: "게임이 끝났습니다.",
};

const es: ReplyStrings = {
  commands: { resign: ["abandonar", "me rindo", "rendirse"], yes: ["sí", "si", "acepto"], no: ["no", "rechazo"] },
  movesLead: "O responde a este correo con el número de una jugada para hacerla:",
  turn: "peón a la fila {row}, columna {column}",
  collects: "recoge {ingredients}",
  completes: "completa {cards}",
  activates: "activa {upgrade}",
  place: "peón en la fila {row}, columna {column}, {ingredient} en la taza {cup}",
  upgrades: "jugar con {upgrades}",
  foot: "Responde a este correo para jugar: el número de una jugada la hace, «{resign}» abandona, «{yes}» o «{no}» responde a una propuesta de terminar la partida, y cualquier otro texto se dice en la mesa.",
  replyTo: "para jugarla por correo, escribe a {address}",
  refusedSubject: "Tu respuesta no se jugó ({game})",
  refused: {
    stale: "Respondiste a un correo anterior: la partida ha avanzado desde entonces, así que no se jugó.",
    illegal: "La jugada que elegiste ya no se puede hacer.",
    noSuchMove: "Ese correo no ofrecía ninguna jugada con ese número.",
    notYourTurn: "No es tu turno, así que no se jugó nada.",
    gameOver: "La partida ha terminado.",
    noProposal: "Nadie ha propuesto terminar la partida.",
    talk: "Tu mensaje no se pudo decir en la mesa: {why}",
    sender: "Tu respuesta se ignoró: solo la dirección a la que van los correos de este asiento puede jugar por correo, y el correo debe pasar las comprobaciones de remitente de su dominio (SPF, DKIM, DMARC).",
    unreadable: "No encontramos texto en tu respuesta con el que actuar.",
  },
  yourTurn: "Es tu turno.",
  waitingOn: "La partida espera a {names}.",
  over: "La partida ha terminado.",
};

const fr: ReplyStrings = {
  commands: { resign: ["abandonner", "abandon"], yes: ["oui", "d'accord"], no: ["non", "refuser"] },
  movesLead: "Ou répondez à ce mail avec le numéro d'un coup pour le jouer :",
  turn: "pion en ligne {row}, colonne {column}",
  collects: "prend {ingredients}",
  completes: "complète {cards}",
  activates: "active {upgrade}",
  place: "pion en ligne {row}, colonne {column}, {ingredient} dans la tasse {cup}",
  upgrades: "jouer avec {upgrades}",
  foot: "Répondez à ce mail pour jouer : le numéro d'un coup le joue, « {resign} » abandonne, « {yes} » ou « {no} » répond à une proposition de finir la partie, et tout autre texte est dit à la table.",
  replyTo: "pour la jouer par mail, écrivez à {address}",
  refusedSubject: "Votre réponse n'a pas été jouée ({game})",
  refused: {
    stale: "Vous avez répondu à un mail plus ancien : la partie a avancé depuis, le coup n'a donc pas été joué.",
    illegal: "Le coup choisi ne peut plus être joué.",
    noSuchMove: "Ce mail ne proposait aucun coup avec ce numéro.",
    notYourTurn: "Ce n'est pas votre tour : aucun coup n'a été joué.",
    gameOver: "La partie est terminée.",
    noProposal: "Personne n'a proposé de finir la partie.",
    talk: "Votre message n'a pas pu être dit à la table : {why}",
    sender: "Votre réponse a été ignorée : seule l'adresse où vont les mails de cette place peut jouer par mail, et le mail doit passer les contrôles d'expéditeur de son domaine (SPF, DKIM, DMARC).",
    unreadable: "Nous n'avons trouvé aucun texte à traiter dans votre réponse.",
  },
  yourTurn: "C'est votre tour.",
  waitingOn: "La partie attend {names}.",
  over: "La partie est terminée.",
};

export const REPLY_STRINGS: Record<MailLanguage, ReplyStrings> = { en, ko, es, fr };

const lists = new Map<MailLanguage, Intl.ListFormat>();
function list(language: MailLanguage, items: readonly string[]): string {
  let format = lists.get(language);
  if (!format) lists.set(language, (format = new Intl.ListFormat(language === "en" ? "en-GB" : language, { type: "conjunction" })));
  return format.format(items);
}

/** "meeple to row 2, column 3: collects milk and caramel, completes Caramel Latte". */
export function moveWords(option: MoveOption, language: MailLanguage): string {
  const strings = REPLY_STRINGS[language];
  if (option.kind === "upgrades") return fill(strings.upgrades, { upgrades: list(language, option.upgrades.map((id) => upgradeName(language, id))) });
  if (option.kind === "place") {
    return fill(strings.place, { row: option.row, column: option.column, ingredient: ingredientName(language, option.ingredient), cup: option.cup });
  }
  const what = [
    ...(option.activates ? [fill(strings.activates, { upgrade: upgradeName(language, option.activates) })] : []),
    ...(option.collects.length ? [fill(strings.collects, { ingredients: list(language, option.collects.map((id) => ingredientName(language, id))) })] : []),
    ...(option.completes.length ? [fill(strings.completes, { cards: list(language, option.completes.map((name) => cardName(language, name))) })] : []),
  ];
  const where = fill(strings.turn, { row: option.row, column: option.column });
  return what.length ? `${where}: ${what.join(", ")}` : where;
}

/** The numbered moves a turn mail offers ("1 — …"), after their lead line. */
export function offeredMoves(options: readonly MoveOption[], language: MailLanguage): { lead: string; items: string[] } {
  return { lead: REPLY_STRINGS[language].movesLead, items: options.map((option, i) => `${i + 1} — ${moveWords(option, language)}`) };
}

/** The commands a reply may be, at the mail's foot. */
export function replyFoot(language: MailLanguage): string {
  const { commands, foot } = REPLY_STRINGS[language];
  return fill(foot, { resign: commands.resign[0], yes: commands.yes[0], no: commands.no[0] });
}

/** "(to play it by mail, write to …: 1 — …; 2 — …)": a game's own reply address and moves, in a mail about several. */
export function replyToWords(address: string, moves: readonly MoveOption[], language: MailLanguage): string {
  const offered = offeredMoves(moves, language).items;
  return `(${fill(REPLY_STRINGS[language].replyTo, { address })}${offered.length ? `: ${offered.join("; ")}` : ""})`;
}

/** The command a reply's first line is, in any of the languages (case and a final stop aside), else null. */
export function replyWord(line: string): ReplyWord | null {
  const said = line
    .trim()
    .toLowerCase()
    .replace(/[.!。!]+$/u, "")
    .trim();
  for (const strings of Object.values(REPLY_STRINGS)) {
    for (const [word, forms] of Object.entries(strings.commands) as [ReplyWord, string[]][]) if (forms.includes(said)) return word;
  }
  return null;
}
