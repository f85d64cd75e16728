/**
 * The embed's own sentences (web/embed/; the table's are the table area's). Small, so every language
 * ships in embed.js; the text it shares with the app's game page (loading, live, seats) is the app's.
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "embed.label": "Coffee Rush: live game",
  "embed.open": "Open on Coffee Rush",
  "embed.newTab": "(opens in a new tab)",
  "embed.noGame": "This embed names no game.",
  "embed.playing": "Your seat: {name}",
  "embed.watching": "Watching",
  "embed.badSeat": "This seat link no longer opens a seat: you are watching the game.",
  "embed.joinFirst": "This seat is still free: take it on Coffee Rush first.",
  "embed.seats": "Seats",
};
