import type { Language } from "../../protocol/languages.js";
import { SELF, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailStrings, wordsFor } from "../../worker/words/words.js";
import { turnSentence } from "../../worker/mail/summary.js";
import { renderMail, type MailToRender } from "../../worker/mail/render.js";
import type { GameInfo, TurnStory } from "../../worker/mail/mail-data.js";
import type { Notice } from "../../worker/outbox/notice.js";
import { confirmAddress } from "../../worker/outbox/address-owner.js";
import { deliverKeys } from "../../worker/outbox/dispatch.js";
import { enqueueNotices } from "../../worker/outbox/outbox.js";
import { settingsFor, updateSettings } from "../../worker/outbox/settings.js";
import { expectEveryLanguage } from "../web/strings.js";
import { ORIGIN, api, snapshot } from "./helpers.js";
import { lastMailId, mailsTo, onlyMailTo, type ReceivedMail } from "./mailbox.js";
import { MINUTE, address, advance, createSlowGame, futureAt, playOne, runAlarm, runScheduled, signIn, startSlowGame, useClock } from "./slow-helpers.js";

/**
 * Mails in the reader's language (issue 17): the words of every kind of mail in en, ko, es and fr,
 * read back from the local mailbox with postal-mime; where the language comes from (the address,
 * the seat, the inviter, the asking browser); and the pages the mails link to.
 */

afterEach(() => {
  vi.useRealTimers();
});

const LANGUAGES: Language[] = ["en", "ko", "es", "fr"];

/**
 * Whether an English string says something another language must word differently: two words or
 * more besides placeholders and the game's name (one word, like "{count} minute", may be the same).
 */
function hasWords(english: string): boolean {
  return /[a-z]{2,}\S*\s+\S*[a-z]{2,}/i.test(english.replace(/\{\w+\}/g, " ").replace(/Coffee Rush/g, " ").trim());
}

/** Every English phrase of the mail strings (two words or more, between placeholders). */
const ENGLISH_PHRASES = [
  ...new Set(
    Object.values(mailStrings.en).flatMap((english) =>
      english
        .split(/\{\w+\}/)
        .map((piece) => piece.replace(/Coffee Rush/g, "").replace(/^[\s:;,.()“”"?!-]+|[\s:;,.()“”"?!-]+$/g, ""))
        .filter((phrase) => /[A-Za-z]{2,}\S*\s+\S*[A-Za-z]{2,}/.test(phrase)),
    ),
  ),
];

function decoded(html: string): string {
  return html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** The mail is in the language: declared (header, <html lang>), and no English sentence left in either part. */
function expectInLanguage(mail: ReceivedMail, language: Language): void {
  expect(mail.header("content-language"), mail.subject).toBe(language);
  expect(mail.html).toMatch(new RegExp(`<html lang="${language}">`));
  if (language === "en") return;
  for (const part of [mail.subject, mail.text, decoded(mail.html)]) {
    const left = ENGLISH_PHRASES.filter((phrase) => part.includes(phrase));
    expect(left, `${language} mail "${mail.subject}" still says in English`).toEqual([]);
  }
}

describe("the mail strings", () => {
  it("every language has every key, with English's placeholders, and no English left over", () => {
    expectEveryLanguage(mailStrings, (_key, english) => hasWords(english));
  });

  it("plural and list rules per language (Intl.PluralRules, Intl.ListFormat)", () => {
    const expected: Record<Language, { one: string; two: string; list: string }> = {
      en: { one: "you have 1 order on position 4", two: "you have 2 orders on position 4", list: "Ana, Bo and Cy" },
      ko: { one: "4번 자리에 주문이 1개 있어요", two: "4번 자리에 주문이 2개 있어요", list: "Ana, Bo 및 Cy" },
      es: { one: "tienes 1 pedido en la posición 4", two: "tienes 2 pedidos en la posición 4", list: "Ana, Bo y Cy" },
      fr: { one: "vous avez 1 commande en position 4", two: "vous avez 2 commandes en position 4", list: "Ana, Bo et Cy" },
    };
    for (const language of LANGUAGES) {
      const words = wordsFor(language);
      expect(words.plural("summary.waiting.orders", 1)).toBe(expected[language].one);
      expect(words.plural("summary.waiting.orders", 2)).toBe(expected[language].two);
      expect(words.list(["Ana", "Bo", "Cy"])).toBe(expected[language].list);
    }
  });

  it("the turn sentence names cards and upgrades as the table does in that language", () => {
    const story: TurnStory = {
      clauses: [
        { did: "completed", actor: "Ana", byBot: false, cards: ["Caffe Mocha"] },
        { did: "activated", actor: "Bo", byBot: false, upgrades: ["jump"] },
      ],
      opening: "again",
      waiting: { phase: "turns", atFour: 2, turnsLeft: 3 },
    };
    expect(turnSentence(story, wordsFor("en"))).toBe("Ana completed a Caffe Mocha; Bo activated Jump; you have 2 orders on position 4, and the game ends in 3 turns.");
    expect(turnSentence(story, wordsFor("ko"))).toBe(
      "Ana 님이 카페 모카 주문을 완성했어요; Bo 님이 점프 업그레이드를 사용했어요; 4번 자리에 주문이 2개 있어요, 그리고 게임이 3차례 뒤에 끝나요.",
    );
    expect(turnSentence(story, wordsFor("es"))).toBe(
      "Ana completó el pedido Café moca; Bo activó Salto; tienes 2 pedidos en la posición 4, y la partida termina en 3 turnos.",
    );
    expect(turnSentence(story, wordsFor("fr"))).toBe(
      "Ana a servi la commande Café moka ; Bo a activé Saut ; vous avez 2 commandes en position 4, et la partie se termine dans 3 tours.",
    );
  });

  it("deadlines in the reader's language and timezone (Intl.DateTimeFormat)", () => {
    const at = Date.UTC(2031, 4, 13, 16, 0); // Tuesday 13 May 2031, 16:00 UTC
    expect(wordsFor("en").time(at, "Europe/Berlin")).toBe("Tue 13 May, 18:00 CEST");
    expect(wordsFor("ko").time(at, "Asia/Seoul")).toContain("5월 14일");
    expect(wordsFor("es").time(at, "Europe/Madrid")).toMatch(/mar.*13.*may.*18:00/);
    expect(wordsFor("fr").time(at, "Europe/Paris")).toMatch(/mar\. 13 mai.*18:00/);
    expect(wordsFor("es").duration(2 * 24 * 60 * MINUTE)).toBe("2 días");
    expect(wordsFor("ko").duration(40 * MINUTE)).toBe("40분");
  });
});

/** The mails a game sends that need no whole game to produce: queued as the room queues them, sent by the real outbox. */
function intents(to: string, language: Language | null): Notice[] {
  const game: GameInfo = { id: "g-languages-1234567890", others: ["Ana", "Bo"], edition: "winter", players: 3, timePerMove: "2d", commitment: "ab".repeat(32) };
  const base = { origin: ORIGIN, game, link: `${ORIGIN}/g/${game.id}#seat=x`, language };
  const key = (kind: string) => `lang-test:${kind}:${to}`;
  const common = { to, gameId: game.id, seat: 1 };
  return [
    { ...common, kind: "signin", key: key("signin"), gameId: null, seat: null, data: { origin: ORIGIN, link: `${ORIGIN}/auth/confirm?token=x`, minutes: 15, language } },
    { ...common, kind: "invite", key: key("invite"), data: { ...base, inviter: "Ana" } },
    { ...common, kind: "reminder", key: key("reminder"), data: { ...base, deadline: Date.now() + 2 * 24 * 60 * MINUTE, which: "late", vacationDaysLeft: 2 } },
    {
      ...common,
      kind: "gameover",
      key: key("gameover"),
      data: {
        ...base,
        summary: { winners: ["Ana"], top: 12, mine: { rank: 2, total: 8 } },
        standings: [
          { name: "Ana", score: 12, rank: 1, you: false },
          { name: "Cy", score: 8, rank: 2, you: true },
          { name: "Bo", score: 1, rank: 3, you: false },
        ],
      },
    },
    { ...common, kind: "away", key: key("away"), data: { origin: ORIGIN, game, name: "Bo", seat: 2, language } },
    { ...common, kind: "resigned", key: key("resigned"), data: { ...base, name: "Bo" } },
    { ...common, kind: "nudge", key: key("nudge"), data: { ...base, name: "Ana" } },
    { ...common, kind: "rematch", key: key("rematch"), data: { ...base, name: "Ana" } },
  ];
}

/** Per language: words each kind of mail must say (subject, and the sentence the body opens with). */
const SAID: Record<Language, Record<string, { subject: string; body: string }>> = {
  en: {
    signin: { subject: "Your Coffee Rush sign-in link", body: "It works once, within 15 minutes." },
    invite: { subject: "Ana invited you to play Coffee Rush", body: "Ana invited you to a game of Coffee Rush (Winter, 3 players, 2 days per move)." },
    reminder: { subject: "Last call: 2 days left for your move (Coffee Rush with Ana and Bo)", body: "up to 2 more days in this game" },
    gameover: { subject: "Game over: Ana won (Coffee Rush with Ana and Bo)", body: "Ana won with 12 points; you came second with 8." },
    away: { subject: "Bo missed three turns in a row (Coffee Rush with Ana and Bo)", body: "Bo's seat is now marked away" },
    resigned: { subject: "Bo resigned (Coffee Rush with Ana and Bo)", body: "Bo left the game." },
    nudge: { subject: "Ana is waiting for your move (Coffee Rush with Ana and Bo)", body: "Ana sent you this friendly reminder" },
    rematch: { subject: "Ana started a new game: Coffee Rush with Ana and Bo", body: "Ana wants to play again" },
  },
  ko: {
    signin: { subject: "Coffee Rush 로그인 링크", body: "15분 안에 한 번만 쓸 수 있어요." },
    invite: { subject: "Ana 님이 Coffee Rush에 초대했어요", body: "Ana 님이 Coffee Rush 게임(윈터, 3인, 수당 2일)에 초대했어요." },
    reminder: { subject: "마지막 알림: 내 수까지 2일 남았어요 (Coffee Rush (함께: Ana 및 Bo))", body: "최대 2일 더 멈출 수 있어요" },
    gameover: { subject: "게임 종료: Ana 님 승리 (Coffee Rush (함께: Ana 및 Bo))", body: "Ana 님이 12점으로 이겼어요; 나는 8점으로 2위예요." },
    away: { subject: "Bo 님이 세 번 연속 차례를 놓쳤어요 (Coffee Rush (함께: Ana 및 Bo))", body: "Bo 님의 자리가 자리 비움으로 표시됐어요" },
    resigned: { subject: "Bo 님이 기권했어요 (Coffee Rush (함께: Ana 및 Bo))", body: "Bo 님이 게임을 떠났어요." },
    nudge: { subject: "Ana 님이 내 수를 기다리고 있어요 (Coffee Rush (함께: Ana 및 Bo))", body: "Ana 님이 친절한 알림을 보냈어요" },
    rematch: { subject: "Ana 님이 새 게임을 시작했어요: Coffee Rush (함께: Ana 및 Bo)", body: "Ana 님이 한 판 더 하고 싶어 해요" },
  },
  es: {
    signin: { subject: "Tu enlace para entrar en Coffee Rush", body: "Funciona una vez, durante 15 minutos." },
    invite: { subject: "Ana te invitó a jugar a Coffee Rush", body: "Ana te invitó a una partida de Coffee Rush (Invierno, 3 jugadores, 2 días por jugada)." },
    reminder: { subject: "Último aviso: quedan 2 días para tu jugada (Coffee Rush con Ana y Bo)", body: "hasta 2 días más en esta partida" },
    gameover: { subject: "Fin de la partida: ganó Ana (Coffee Rush con Ana y Bo)", body: "Ana ganó con 12 puntos; quedaste en segundo lugar con 8." },
    away: { subject: "Bo perdió tres turnos seguidos (Coffee Rush con Ana y Bo)", body: "El asiento de Bo está marcado como ausente" },
    resigned: { subject: "Bo abandonó (Coffee Rush con Ana y Bo)", body: "Bo dejó la partida." },
    nudge: { subject: "Ana espera tu jugada (Coffee Rush con Ana y Bo)", body: "Ana te envía este recordatorio amistoso" },
    rematch: { subject: "Ana empezó una nueva partida: Coffee Rush con Ana y Bo", body: "Ana quiere jugar otra vez" },
  },
  fr: {
    signin: { subject: "Votre lien de connexion à Coffee Rush", body: "Il fonctionne une fois, pendant 15 minutes." },
    invite: { subject: "Ana vous invite à jouer à Coffee Rush", body: "Ana vous invite à une partie de Coffee Rush (Hiver, 3 joueurs, 2 jours par coup)." },
    reminder: { subject: "Dernier rappel : il reste 2 jours pour jouer (Coffee Rush avec Ana et Bo)", body: "jusqu'à 2 jours de plus dans cette partie" },
    gameover: { subject: "Partie terminée : Ana a gagné (Coffee Rush avec Ana et Bo)", body: "Ana a gagné avec 12 points ; vous finissez deuxième avec 8." },
    away: { subject: "Bo a manqué trois tours d'affilée (Coffee Rush avec Ana et Bo)", body: "La place de Bo est désormais marquée absente" },
    resigned: { subject: "Bo a abandonné (Coffee Rush avec Ana et Bo)", body: "Bo a quitté la partie." },
    nudge: { subject: "Ana attend votre coup (Coffee Rush avec Ana et Bo)", body: "Ana vous envoie ce rappel amical" },
    rematch: { subject: "Ana a lancé une nouvelle partie : Coffee Rush avec Ana et Bo", body: "Ana veut rejouer" },
  },
};

/** What a turn mail says in each language: a game's first turn, and two games in one mail. */
const TURNS: Record<Language, { subject: string; started: string; digest: string; placed: string }> = {
  en: { subject: "Your turn: Coffee Rush with Dan", started: "The game has started; place your meeple.", digest: "Your turn in 2 games of Coffee Rush", placed: "Eve placed a meeple; place your meeple." },
  ko: { subject: "내 차례: Coffee Rush (함께: Dan)", started: "게임이 시작됐어요; 미플을 놓으세요.", digest: "Coffee Rush 게임 2개에서 내 차례예요", placed: "Eve 님이 미플을 놓았어요; 미플을 놓으세요." },
  es: { subject: "Tu turno: Coffee Rush con Dan", started: "La partida ha empezado; coloca tu meeple.", digest: "Tu turno en 2 partidas de Coffee Rush", placed: "Eve colocó un meeple; coloca tu meeple." },
  fr: {
    subject: "À vous de jouer : Coffee Rush avec Dan",
    started: "La partie a commencé ; placez votre meeple.",
    digest: "À vous de jouer dans 2 parties de Coffee Rush",
    placed: "Eve a placé un meeple ; placez votre meeple.",
  },
};

describe("the fair deal's line (issue 54, item 11)", () => {
  it("in the game-over mail, says the game is over and its record now reveals the seed; before, that it will", () => {
    for (const language of LANGUAGES) {
      const words = wordsFor(language);
      const [, invite, , gameover] = intents("fair@example.com", language);
      const commitment = "ab".repeat(32);
      const render = (notice: Notice) => renderMail({ kind: notice.kind, data: notice.data } as MailToRender, { language, timezone: null }, "link-token", Date.now())!;
      const over = render(gameover);
      expect(over.text, language).toContain(oneLineOf(words.t("footer.fairDealOver", { commitment })));
      expect(over.text, language).not.toContain(oneLineOf(words.t("footer.fairDeal", { commitment })));
      expect(render(invite).text, language).toContain(oneLineOf(words.t("footer.fairDeal", { commitment })));
    }
  });
});

/** A sentence as a mail's text has it (one line). */
function oneLineOf(text: string): string {
  return text.replace(/\s+/g, " ");
}

describe("every kind of mail, in each language", () => {
  for (const language of LANGUAGES) {
    it(`${language}: sign-in, invitation, reminder, game over, away, resigned, nudge and play again`, async () => {
      useClock(futureAt(12));
      const to = address(`reader-${language}`);
      const before = await lastMailId();
      // The address chose its language (its owner confirmed it); the senders knew another (which it overrides).
      await confirmAddress(env.DB, to);
      await updateSettings(env.DB, to, { language });
      const queued = intents(to, language === "ko" ? "fr" : "ko");
      await enqueueNotices(env.DB, queued);
      await deliverKeys(env, queued.map((intent) => intent.key));
      const mails = await mailsTo(to, before);
      expect(mails).toHaveLength(queued.length);
      for (const intent of queued) {
        const mail = mails.find((m) => m.key === intent.key)!;
        expect(mail, `${intent.kind} mail`).toBeDefined();
        const said = SAID[language][intent.kind];
        expect(mail.subject, intent.kind).toBe(said.subject);
        expect(mail.text, intent.kind).toContain(said.body);
        expect(decoded(mail.html), intent.kind).toContain(said.body);
        expectInLanguage(mail, language);
      }
    });

    it(`${language}: your turn, and several games in one mail (in one language), from games the player joined in ${language}`, async () => {
      useClock(futureAt(12));
      const carla = address(`carla-${language}`);
      const before = await lastMailId();
      const players = (name: string) => [{ name, email: address(name) }, { name: "Carla", email: carla, language }];
      const first = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, players("Dan"));
      advance(6 * MINUTE);
      await runAlarm(first.gameId);
      const single = await onlyMailTo(carla, before);
      expect(single.subject).toBe(TURNS[language].subject);
      expect(single.text).toContain(TURNS[language].started);
      expect(decoded(single.html)).toContain(TURNS[language].started);
      expectInLanguage(single, language);

      // Two more games wait on Carla: one mail, in one language, whatever each game's seat says.
      advance(MINUTE);
      const second = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 1 }, [
        { name: "Eve", email: address("eve") },
        { name: "Carla", email: carla, language },
      ]);
      await playOne(second);
      // Carla's browser spoke another language when she joined the third game: the mail still speaks one.
      const other: Language = language === "ko" ? "fr" : "ko";
      const third = await startSlowGame({ edition: "winter", players: 2, startingPlayer: 0 }, [
        { name: "Finn", email: address("finn") },
        { name: "Carla", email: carla, language: other },
      ]);
      advance(6 * MINUTE);
      await runAlarm(second.gameId);
      await runAlarm(third.gameId);
      // After a turns mail the next waits a while: both notices go out together.
      advance(10 * MINUTE);
      await runScheduled();
      const mails = await mailsTo(carla, before);
      expect(mails).toHaveLength(2);
      const digest = mails[1];
      expect(digest.subject).toBe(TURNS[language].digest);
      expect(digest.text).toContain(TURNS[language].placed);
      expect(digest.text).toContain(TURNS[language].started);
      expect(digest.text).not.toContain(TURNS[other].started);
      expectInLanguage(digest, language);
    });
  }
});

describe("where a reader's language comes from", () => {
  it("a reader who changes language on the mail's settings page gets the next mail in the new one, and the pages speak it", async () => {
    useClock(futureAt(12));
    const bo = address("bo");
    const before = await lastMailId();
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [
      { name: "Ana", email: address("ana") },
      { name: "Bo", email: bo, language: "ko" },
    ]);
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    const first = await onlyMailTo(bo, before);
    expectInLanguage(first, "ko");
    const settingsUrl = first.links.find((link) => link.startsWith(`${ORIGIN}/mail/settings?t=`))!;
    const token = new URL(settingsUrl).searchParams.get("t")!;

    // The pages the mail links to speak the mail's language (the seat's) until the address chooses one, whatever the browser says.
    const unsubscribeUrl = first.links.find((link) => link.startsWith(`${ORIGIN}/mail/unsubscribe?t=`))!;
    const unsubscribe = await (await SELF.fetch(unsubscribeUrl, { headers: { "Accept-Language": "en" } })).text();
    expect(unsubscribe).toContain('<html lang="ko">');
    expect(unsubscribe).toContain("Coffee Rush 메일을 모두 멈출까요?");
    const page = await SELF.fetch(settingsUrl, { headers: { "Accept-Language": "es" } });
    const html = await page.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain("메일 언어");

    const saved = await api("/mail/settings", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ t: token, mail: "all", language: "fr" }).toString(),
    });
    expect(saved.status).toBe(200);
    const savedPage = await saved.text();
    expect(savedPage).toContain('<html lang="fr">');
    expect(savedPage).toContain("Enregistré.");
    expect((await settingsFor(env.DB, bo)).language).toBe("fr");
    const bad = await api("/mail/settings", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ t: token, mail: "all", language: "de" }).toString(),
    });
    expect(bad.status).toBe(400);
    expect((await settingsFor(env.DB, bo)).language).toBe("fr");

    // Bo moves; once the game waits on Bo again, the next turn mail to Bo is in French.
    await playOne(game);
    while ((await snapshot(game.gameId)).view.toAct[0] !== 1) await playOne(game);
    advance(16 * MINUTE);
    await runAlarm(game.gameId);
    const mails = await mailsTo(bo, before);
    expect(mails).toHaveLength(2);
    expectInLanguage(mails[1], "fr");
    expect(mails[1].subject).toBe("À vous de jouer : Coffee Rush avec Ana");
  });

  it("an invitation goes out in the inviter's language, unless the address has one", async () => {
    useClock(futureAt(12));
    const created = await createSlowGame({ edition: "winter", players: 3, startingPlayer: 0, timePerMove: "1d" });
    const newcomer = address("newcomer");
    const known = address("known");
    await updateSettings(env.DB, known, { language: "ko" });
    const before = await lastMailId();
    const invite = (seat: number, json: unknown) => api(`/api/games/${created.gameId}/seats/${seat}/invite`, { method: "POST", token: created.hostToken, json });
    expect((await invite(1, { email: newcomer, inviter: "Ana", language: "es" })).status).toBe(202);
    expect((await invite(2, { email: known, inviter: "Ana", language: "es" })).status).toBe(202);
    const bad = await invite(1, { email: newcomer, inviter: "Ana", language: "Klingon" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "INVALID_INPUT", message: "The language must be one of en, ko, es or fr." } });

    const spanish = await onlyMailTo(newcomer, before);
    expect(spanish.subject).toBe("Ana te invitó a jugar a Coffee Rush");
    expect(spanish.text).toContain("(Invierno, 3 jugadores, 1 día por jugada)");
    expectInLanguage(spanish, "es");
    const korean = await onlyMailTo(known, before);
    expect(korean.subject).toBe("Ana 님이 Coffee Rush에 초대했어요");
    expectInLanguage(korean, "ko");
  });

  it("a sign-in link comes in the asking browser's language, its page speaks it, and signing in keeps it for the address", async () => {
    const email = address("signing");
    const before = await lastMailId();
    const asked = await api("/api/auth/sign-in", { method: "POST", json: { email, language: "es" }, headers: { "cf-connecting-ip": "203.0.113.77" } });
    expect(asked.status).toBe(202);
    const mail = await onlyMailTo(email, before);
    expectInLanguage(mail, "es");
    expect(mail.subject).toBe("Tu enlace para entrar en Coffee Rush");
    const link = mail.links.find((l) => l.startsWith(`${ORIGIN}/auth/confirm?token=`))!;
    expect(new URL(link).searchParams.get("lang")).toBe("es");
    const page = await (await api(new URL(link).pathname + new URL(link).search)).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain("Entrar en Coffee Rush");
    expect(page).toContain('name="language" value="es"');

    expect((await settingsFor(env.DB, email)).language).toBeNull();
    const confirmed = await api("/api/auth/confirm", { method: "POST", json: { token: new URL(link).searchParams.get("token"), language: "es" } });
    expect(confirmed.status).toBe(200);
    expect((await settingsFor(env.DB, email)).language).toBe("es");
    const refused = await api("/api/auth/sign-in", { method: "POST", json: { email, language: "xx" }, headers: { "cf-connecting-ip": "203.0.113.78" } });
    expect(refused.status).toBe(400);
  });

  it("joining keeps the language with the seat; a signed-in account's own address keeps it too; a bad one changes nothing", async () => {
    useClock(futureAt(12));
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const typed = address("typed");
    // Its owner confirmed it once, so game mails may go to it (outbox/address-owner.ts).
    await confirmAddress(env.DB, typed);
    const refused = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[1].token, name: "Bo", email: typed, language: "de" } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "INVALID_INPUT" } });
    expect((await snapshot(created.gameId, created.seats[1].token)).you).toBeNull();

    // Signed out, with an address typed in: the seat keeps the language, the address does not (anyone may type it).
    const bo = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[1].token, name: "Bo", email: typed, language: "es" } });
    expect(bo.status).toBe(200);
    expect((await settingsFor(env.DB, typed)).language).toBeNull();

    const own = address("own");
    const cookie = await signIn(own);
    const ana = await api(`/api/games/${created.gameId}/join`, { method: "POST", headers: { cookie }, json: { token: created.seats[0].token, name: "Ana", language: "fr" } });
    expect(ana.status).toBe(200);
    expect((await settingsFor(env.DB, own)).language).toBe("fr");

    // The game starts waiting on Bo: his turn mail is in his seat's language.
    const before = await lastMailId();
    advance(6 * MINUTE);
    await runAlarm(created.gameId);
    const mail = await onlyMailTo(typed, before);
    expect(mail.subject).toBe("Tu turno: Coffee Rush con Ana");
    expectInLanguage(mail, "es");
  });

  it("switching the app's language moves the seat's mails to it; a bad language or a stranger changes nothing (issue 35.9)", async () => {
    useClock(futureAt(12));
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const typed = address("switch");
    await confirmAddress(env.DB, typed);
    const [ana, bo] = created.seats.map((seat) => seat.token);
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: ana, name: "Ana", language: "en" } });
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: bo, name: "Bo", email: typed, language: "en" } });
    const path = `/api/games/${created.gameId}/mail/language`;
    const wrong = await api(path, { method: "PUT", token: bo, json: { language: "de" } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: "INVALID_INPUT" } });
    expect((await api(path, { method: "PUT", json: { language: "ko" } })).status).toBe(403);
    const switched = await api(path, { method: "PUT", token: bo, json: { language: "fr" } });
    expect(switched.status).toBe(200);
    expect(await switched.json()).toEqual({ language: "fr" });

    const before = await lastMailId();
    advance(6 * MINUTE);
    await runAlarm(created.gameId);
    const mail = await onlyMailTo(typed, before);
    expectInLanguage(mail, "fr");
  });

  it("names a seat nobody holds in the reader's language, not as an English \"Player 2\" (issue 35.6)", async () => {
    useClock(futureAt(12));
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0, timePerMove: "1d" });
    const reader = address("unnamed-reader");
    await confirmAddress(env.DB, reader);
    const [ana, bo] = created.seats.map((seat) => seat.token);
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: ana, name: "Ana", email: reader, language: "ko" } });
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: bo, name: "Bo", language: "ko" } });
    // Bo places first; the host frees his seat for someone new, and his time runs out with nobody in it.
    const freed = await api(`/api/games/${created.gameId}/seats/1/link`, { method: "POST", token: created.hostToken, json: { newPlayer: true } });
    expect(freed.status).toBe(200);
    expect((await snapshot(created.gameId)).seats[1].name).toBeNull();
    const before = await lastMailId();
    const { deadline } = (await snapshot(created.gameId)).seats[1];
    advance(deadline! - Date.now() + MINUTE);
    await runAlarm(created.gameId);
    advance(6 * MINUTE);
    await runAlarm(created.gameId);
    const mail = await onlyMailTo(reader, before);
    expectInLanguage(mail, "ko");
    expect(mail.text).toContain("플레이어 2");
    expect(mail.text).not.toContain("Player 2");
  });

  it("a made-up mail link's page speaks the browser's language", async () => {
    const response = await api("/mail/settings?t=" + "x".repeat(43), { headers: { "Accept-Language": "de-DE,fr;q=0.8,en;q=0.5" } });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('<html lang="fr">');
    expect(decoded(text)).toContain("Ce lien n'est pas valide");
  });
});
