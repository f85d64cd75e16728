import type { GameNameLocale } from "./game-name-strings.js";

/** Each of the app's languages named in itself (the web client's language menu, the mail settings page). */
export const LANGUAGE_NAMES: Record<GameNameLocale, string> = { en: "English", ko: "한국어", es: "Español", fr: "Français" };
