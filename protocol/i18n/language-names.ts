import type { Language } from "../languages.js";

/** Each of the app's languages named in itself (the web client's language menu, the mail settings page). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ko: "한국어", es: "Español", fr: "Français" };
