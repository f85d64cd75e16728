import { locale, type Locale } from "../i18n/index.js";

/**
 * The embed's own sentences (the table's come from web/i18n). Small, so every language ships in
 * embed.js; the text it shares with the app's game page (loading, live, seats) is the app's.
 */
const strings: Record<Locale, Record<string, string>> = {
  en: {
    "embed.label": "Coffee Rush: live game",
    "embed.open": "Open on Coffee Rush",
    "embed.newTab": "(opens in a new tab)",
    "embed.noGame": "This embed names no game.",
    "embed.playing": "Your seat: {name}",
    "embed.watching": "Watching",
    "embed.badSeat": "This seat link no longer opens a seat: you are watching the game.",
    "embed.joinFirst": "This seat is still free: take it on Coffee Rush first.",
    "embed.seats": "Seats",
  },
  ko: {
    "embed.label": "커피 러쉬: 실시간 게임",
    "embed.open": "커피 러쉬에서 열기",
    "embed.newTab": "(새 탭에서 열림)",
    "embed.noGame": "이 임베드에 게임이 지정되지 않았습니다.",
    "embed.playing": "내 자리: {name}",
    "embed.watching": "관전 중",
    "embed.badSeat": "이 자리 링크로는 더 이상 자리를 열 수 없습니다. 게임을 관전하고 있습니다.",
    "embed.joinFirst": "이 자리는 아직 비어 있습니다. 먼저 커피 러쉬에서 자리에 앉으세요.",
    "embed.seats": "자리",
  },
  es: {
    "embed.label": "Coffee Rush: partida en directo",
    "embed.open": "Abrir en Coffee Rush",
    "embed.newTab": "(se abre en una pestaña nueva)",
    "embed.noGame": "Este elemento no indica ninguna partida.",
    "embed.playing": "Tu asiento: {name}",
    "embed.watching": "Mirando",
    "embed.badSeat": "Este enlace ya no abre ningún asiento: estás viendo la partida.",
    "embed.joinFirst": "Este asiento sigue libre: ocúpalo primero en Coffee Rush.",
    "embed.seats": "Asientos",
  },
  fr: {
    "embed.label": "Coffee Rush : partie en direct",
    "embed.open": "Ouvrir sur Coffee Rush",
    "embed.newTab": "(s'ouvre dans un nouvel onglet)",
    "embed.noGame": "Cet élément n'indique aucune partie.",
    "embed.playing": "Votre place : {name}",
    "embed.watching": "Spectateur",
    "embed.badSeat": "Ce lien n'ouvre plus de place : vous regardez la partie.",
    "embed.joinFirst": "Cette place est encore libre : prenez-la d'abord sur Coffee Rush.",
    "embed.seats": "Places",
  },
};

export function et(key: string, params: Record<string, string | number> = {}): string {
  const text = strings[locale()]?.[key] ?? strings.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
