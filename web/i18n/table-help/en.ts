/**
 * Help at the table: an order card's details, what a square on offer gives, why Submit waits.
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "help.details": "details",
  // A card's button: whose queue and which position (a screen reader tells equal orders apart).
  "help.place.yours": "your position {number}",
  "help.place.theirs": "{name}'s position {number}",
  "help.close": "Close",
  "help.recipe": "Recipe",
  "help.like.one": "Completed: a like ({points} point).",
  "help.like.other": "Completed: a like ({points} points).",
  "help.dislike.one": "If it drops: a dislike ({points} point).",
  "help.dislike.other": "If it drops: a dislike ({points} points).",
  "help.specialty": "Specialty: completing it also earns {tokens}.",
  "help.drops.now": "Drops at the end of this turn.",
  "help.drops.yoursNext": "Drops at the end of your next turn.",
  "help.drops.yoursAfter": "Drops after {count} of your turns.",
  "help.drops.yoursAfterNow": "Drops after {count} of your turns, this one included.",
  "help.drops.theirsNext": "Drops at the end of {name}'s next turn.",
  "help.drops.theirsAfter": "Drops after {count} of {name}'s turns.",
  "help.drops.theirsAfterNow": "Drops after {count} of {name}'s turns, this one included.",
  "help.drops.never": "Never drops: this game has no flow of time.",
  "help.cups": "Your cups, nearest first",
  "help.cup.ready": "Cup {number}: matches it now.",
  "help.cup.lacks": "Cup {number}: needs {tokens}.",
  "help.cup.emptyFirst": "Cup {number}: holds {extra} too many; empty it, then it needs {tokens}.",
  "help.step.total": "Collected by then: {tokens}.",
  "help.submitWaits": "Submit waits: {reason}",
};
