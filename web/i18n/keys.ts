import type { en as app } from "./app/en.js";
import type { en as catchingUp } from "./catching-up/en.js";
import type { en as channel } from "./channel/en.js";
import type { en as ear } from "./ear/en.js";
import type { en as embed } from "./embed/en.js";
import type { en as errors } from "./errors/en.js";
import type { en as fair } from "./fair/en.js";
import type { en as learn } from "./learn/en.js";
import type { en as lobby } from "./lobby/en.js";
import type { en as mailLanguage } from "./mail-language/en.js";
import type { en as notices } from "./notices/en.js";
import type { en as plan } from "./plan/en.js";
import type { en as play } from "./play/en.js";
import type { en as push } from "./push/en.js";
import type { en as ratings } from "./ratings/en.js";
import type { en as rules } from "./rules/en.js";
import type { en as rulesLink } from "./rules-link/en.js";
import type { en as share } from "./share/en.js";
import type { en as suggest } from "./suggest/en.js";
import type { en as tableHelp } from "./table-help/en.js";
import type { en as table } from "./table/en.js";
import type { en as talk } from "./talk/en.js";

/**
 * Every key t() knows: the English keys of every area, those loaded with their page (rules, push,
 * share, embed, channel, ratings) too. Types only: nothing here is bundled.
 */
export type Key =
  | keyof typeof app
  | keyof typeof catchingUp
  | keyof typeof channel
  | keyof typeof ear
  | keyof typeof embed
  | keyof typeof errors
  | keyof typeof fair
  | keyof typeof learn
  | keyof typeof lobby
  | keyof typeof mailLanguage
  | keyof typeof notices
  | keyof typeof plan
  | keyof typeof play
  | keyof typeof push
  | keyof typeof ratings
  | keyof typeof rules
  | keyof typeof rulesLink
  | keyof typeof share
  | keyof typeof suggest
  | keyof typeof tableHelp
  | keyof typeof table
  | keyof typeof talk;
