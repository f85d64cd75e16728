/**
 * Invitations and catching up: "My games" from this browser's seat links, the join page's
 * account of the game, the end screen's one sentence on why the game ended.
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "mine.onThisDevice": "Games on this device",
  "mine.alsoOnThisDevice": "Also on this device",
  "mine.signInToKeep": "This browser remembers these games by their seat links. Sign in to keep them on every device: once you are signed in, My games adds them to your account.",
  "mine.notJoined": "{players} players · your seat is not taken yet",
  "mine.linkDead": "{players} players · this seat link no longer works",
  "ending.dislikes": "The game ended because {names} reached {count} dislikes, and the round was played to its end.",
  "ending.deck": "The game ended because the order deck ran out, and the round was played to its end.",
  "ending.stall": "The game ended because nobody had an order left in their queue.",
  "ending.queueCleared": "The game ended because a player served every order in their queue, and the round was played to its end.",
  "inviteMail.label": "Mail the link for player {n} to",
  "inviteMail.send": "Send the invitation",
  "inviteMail.sent": "Sent to {email}: the mail carries a link of its own to this seat.",
  "joinContext.invitedBy": "{name} invited you to this game.",
  "joinContext.players": "{n} players",
  "joinContext.nobodySeated": "Nobody has taken a seat yet.",
  "joinContext.seated": "Already seated: {names}.",
  "joinContext.seatedName": "{name} (player {n})",
};
