/**
 * Strings of finding a table (keys "lobby."): the open list, "Seat me", reliability.
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "lobby.title": "Find a table",
  "lobby.intro": "Play with people you don't know yet: take a free seat at a public table, or let us seat you.",
  "lobby.signIn": "Sign in to sit at a public table.",
  "lobby.seatMe": "Seat me",
  "lobby.seatMe.about": "You join the fullest table that fits, preferring players who play at your hours, or a new one that fills as others ask. Strangers confirm they are ready before the first turn.",
  "lobby.any": "Any",
  "lobby.edition": "Edition",
  "lobby.players": "Players",
  "lobby.pace": "Time per move",
  "lobby.language": "Table language",
  "lobby.name": "Your name at the table",
  "lobby.open": "Open tables",
  "lobby.loading": "Loading tables…",
  "lobby.none": "No table is waiting for players right now. Press Seat me: a new table forms and fills as others ask.",
  "lobby.free.one": "{count} free seat",
  "lobby.free.other": "{count} free seats",
  "lobby.tableOf": "{edition}, {players} players, {time} per move",
  "lobby.speaks": "Talks in {language}",
  "lobby.minimum": "Reliability {minimum} or more",
  "lobby.strangers": "Formed by Seat me: a ready check before turn 1",
  "lobby.reliability": "{name}, reliability {figure}",
  "lobby.newPlayer": "{name}, new player",
  "lobby.reliability.about": "Reliability: the share of turns and games a player kept (moves within the clock, games finished). New players start at 80.",
  "lobby.join": "Take a seat",
  "lobby.joinAt": "Take a seat at this table: {table}",
  "lobby.seating": "Finding your seat…",
};
