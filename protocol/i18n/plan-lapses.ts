import type { Language } from "../languages.js";
import type { ErrorCode } from "../errors.js";

/**
 * Why a plan lapsed, as its player is told (the table, the turn mail, the push notice): the three
 * things the others' turns can change under a plan (game/engine/plan.ts), or anything else the
 * engine refused. The words in every language are one source for the table (web/i18n/plan/
 * spreads them into its area), the service worker's notices and the mails.
 */
export type LapseReason = "square" | "supply" | "order" | "other";

const REASONS: Partial<Record<ErrorCode, LapseReason>> = {
  END_ON_OCCUPIED: "square",
  SQUARE_OCCUPIED: "square",
  COLLECTS_OTHERWISE: "supply",
  POUR_NOT_COLLECTED: "supply",
  RECIPE_MISMATCH: "supply",
  CARD_NOT_IN_QUEUE: "order",
};

export function lapseReason(code: ErrorCode): LapseReason {
  return REASONS[code] ?? "other";
}

export const planLapseStrings: Record<Language, Record<`plan.lapsed.${LapseReason}`, string>> = {
  en: {
    "plan.lapsed.square": "Your planned turn was not played: another meeple now stands on its square.",
    "plan.lapsed.supply": "Your planned turn was not played: the supply no longer has what it collected.",
    "plan.lapsed.order": "Your planned turn was not played: the order it completed has left your queue.",
    "plan.lapsed.other": "Your planned turn was not played: it is no longer a legal move.",
  },
  ko: {
    "plan.lapsed.square": "계획한 차례가 진행되지 않았습니다: 그 칸에 이제 다른 미플이 있습니다.",
    "plan.lapsed.supply": "계획한 차례가 진행되지 않았습니다: 공급처에 모으려던 재료가 더 이상 없습니다.",
    "plan.lapsed.order": "계획한 차례가 진행되지 않았습니다: 완성하려던 주문이 주문 줄에서 빠졌습니다.",
    "plan.lapsed.other": "계획한 차례가 진행되지 않았습니다: 더 이상 규칙에 맞는 이동이 아닙니다.",
  },
  es: {
    "plan.lapsed.square": "Tu turno planeado no se jugó: otro meeple ocupa ahora su casilla.",
    "plan.lapsed.supply": "Tu turno planeado no se jugó: la reserva ya no tiene lo que recogía.",
    "plan.lapsed.order": "Tu turno planeado no se jugó: el pedido que completaba ya no está en tu fila.",
    "plan.lapsed.other": "Tu turno planeado no se jugó: ya no es una jugada legal.",
  },
  fr: {
    "plan.lapsed.square": "Votre tour prévu n'a pas été joué : un autre meeple occupe maintenant sa case.",
    "plan.lapsed.supply": "Votre tour prévu n'a pas été joué : la réserve n'a plus ce qu'il ramassait.",
    "plan.lapsed.order": "Votre tour prévu n'a pas été joué : la commande qu'il réalisait a quitté votre file.",
    "plan.lapsed.other": "Votre tour prévu n'a pas été joué : ce n'est plus un coup permis.",
  },
};

/** Why a plan lapsed, in a language. */
export function planLapseSentence(locale: Language, code: ErrorCode): string {
  return planLapseStrings[locale][`plan.lapsed.${lapseReason(code)}`];
}
