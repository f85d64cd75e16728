/**
 * Strings of the table's one-screen layout (keys "play."): the composer's bottom sheet and its
 * steps, the player's mat, the compact rows of the other players, the log's sheet, the game menu,
 * and what changed since the player's last look.
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "play.steps": "Steps of your turn",
  "play.step.meeple": "Meeple",
  "play.step.path": "Path",
  "play.step.pour": "Pour",
  "play.step.orders": "Orders",
  "play.step.review": "Review",
  "play.step.name": "Step {number}: {name}",
  "play.next": "Next",
  "play.meeple.how": "Tap the meeple that moves, on the board.",
  "play.meeple.here": "Move this meeple.",
  "play.meeple.switch": "Move this meeple instead.",
  "play.cups.empty": "Empty a cup back to the supply:",
  "play.mat": "Your cups and orders",
  "play.drops": "About to drop",
  "play.newCard": "new",
  "play.completed": "Completed: {cards}",
  "play.completedCards.one": "Completed: {cards}",
  "play.completedCards.other": "Completed: {cards}",
  "play.dropped": "Dropped: {cards}",
  "play.changed": "Changed since your last look",
  "play.log.new.one": "{count} new",
  "play.log.new.other": "{count} new",
  "play.close": "Close",
  "play.menu": "Game menu",
};
