/**
 * What the app says when something did not go as the player meant: a seat link that no longer
 * works, a move the game refused because it moved on, a name that is too long.
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "notice.badLink.title": "This seat link doesn't work",
  "notice.badLink.why": "It may have been cut short when it was copied, or the host has replaced it with a new one. Meanwhile you are watching the game.",
  "notice.badLink.ask": "Ask the host for a new link.",
  "notice.badLink.signIn": "If the seat is yours and you joined signed in, sign in to play it.",
  "notice.refused.stale": "Your move was not sent: the game moved on before it arrived (another tab or device of yours, or another player, moved first).",
  "notice.refused.timeoutBot": "Your move was not sent: your time ran out and a bot already played this turn for you.",
  "notice.refused.bot": "Your move was not sent: a bot plays this seat now. The host can give it back to you with a new link.",
  "notice.refused.draftKept": "Your choices are still there: check them and submit again.",
  "notice.refused.draftGone": "The table shows the game as it is now.",
  "notice.dismiss": "OK",
  "notice.nameLimit": "Up to {max} characters.",
  "notice.nameTooLong": "Names can be at most {max} characters; this one has {n}. Please shorten it.",
};
