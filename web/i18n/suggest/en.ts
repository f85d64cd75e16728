/**
 * "Suggest a move": the composer's button, the log's mark, the new-game option and the refusals.
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "suggest.button": "Suggest a move",
  "suggest.asking": "Thinking…",
  "suggest.filled": "Suggested move filled in.",
  "suggest.standing": "Suggested:",
  "suggest.logMark": "suggested move",
  "suggest.logMarkTitle": "Played as suggested, unchanged",
  "suggest.create": "Allow “Suggest a move”",
  "suggest.createHint": "Players may ask a bot for a move (always on against bots); the log marks moves played as suggested.",
  "suggest.error.SUGGESTIONS_OFF": "The host did not allow suggested moves in this game.",
  "suggest.error.NOT_YOUR_TURN": "A move can be suggested when it is your turn.",
  "suggest.error.SUGGESTING_TOO_FAST": "You asked for many suggestions: wait a few minutes before the next one.",
  "suggest.error.other": "No suggestion right now: try again in a moment.",
};
