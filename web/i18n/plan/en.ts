/**
 * "Plan ahead": leaving the next move ready while another player acts, its two modes, the ghost
 * path's cancel and the log's mark (why a plan lapsed: protocol/i18n/plan-lapses.ts). English, and the keys every language has
 * (ko.ts, es.ts, fr.ts).
 */
import { planLapseStrings } from "../../../protocol/i18n/plan-lapses.js";

export const en = {
  ...planLapseStrings.en,
  "plan.heading": "Plan your next move",
  "plan.waiting": "It's not your turn yet.",
  "plan.hint": "Compose your next move against the table as it is: it is played the moment your turn comes, if it still holds.",
  "plan.mode": "Play my plan",
  "plan.mode.same": "if it still collects the same",
  "plan.mode.legal": "if it is still legal",
  "plan.ready": "Your next move is planned.",
  "plan.readyHow": "It is played when your turn comes, if it still holds. Only you can see it.",
  "plan.change": "Change",
  "plan.cancel": "Cancel plan",
  "plan.played": "Your planned turn was played.",
  "plan.lapsedLine": "Your planned turn was not played.",
  "plan.ghost": "Your planned move ends here",
  "plan.logMark": "planned",
  "plan.logMarkTitle": "Left ready before the turn came, and played by the room when it did",
};
