/**
 * Strings of fair play: verifying a game's record on the end screen and on the /verify page (keys "fair.", "app.page.verify").
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "app.page.verify": "Verify a game",
  "fair.title": "Fair play",
  "fair.landing.text": "Every deal is fixed by a secret seed before the first move and revealed at the end, so anyone can replay a finished game and check every card.",
  "fair.intro":
    "The deal came from a secret seed, fixed when the game was created: only its fingerprint (the commitment) was shown. Now that the game is over the seed is revealed, and your browser can replay every card to check it.",
  "fair.commitment": "Commitment",
  "fair.verify": "Verify this game",
  "fair.verifying": "Checking every move…",
  "fair.download": "Download the record",
  "fair.verified": "Verified: the seed matches the commitment published at the start, and all {count} moves replay to exactly the recorded cards, events and result.",
  "fair.notVerified": "Does not verify.",
  "fair.problem.MALFORMED": "This file is not a Coffee Rush game record.",
  "fair.problem.UNKNOWN_ENGINE_VERSION": "This record was played with engine version {version}, whose rules this page does not have, so it cannot be checked.",
  "fair.problem.NO_COMMITMENT": "This game was created before games committed to their seed, so nothing proves its seed was fixed at the start.",
  "fair.problem.COMMITMENT_MISMATCH": "The seed does not match the commitment published when the game was created.",
  "fair.problem.OPTIONS_REFUSED": "The record's options do not describe a game the rules allow.",
  "fair.problem.DEAL_DIFFERS": "The options and the seed do not set up the table the record shows.",
  "fair.problem.ACTION_REFUSED": "Move {step} breaks the rules.",
  "fair.problem.EVENTS_DIFFER": "Move {step} did not happen as the record says.",
  "fair.problem.RESULT_DIFFERS": "The recorded result is not the one the moves lead to.",
  "fair.where.event": "In that move, event {event} of the record says {recorded}; the replay gives {replayed}.",
  "fair.where.other": "The record says {recorded}; the replay gives {replayed}.",
  "fair.where.file": "Where in the record file: {path}",
  "fair.nothing": "nothing",
  "fair.page.intro":
    "Anyone can check a finished game of Coffee Rush. Download its record from the game's page, then drop the file here: your browser replays it with the game's rules. Nothing is sent anywhere.",
  "fair.page.drop": "Drop a record file here",
  "fair.page.choose": "or choose a record file",
  "fair.page.unreadable": "{name} could not be read as a game record (it is not JSON).",
  "fair.page.checked": "Checked: {name}",
  "fair.page.proves": "What it proves",
  "fair.page.provesText":
    "That the deck, the starting player and the board came from a seed fixed before the first move, and that every card drawn, surge and dislike followed from it and the moves. It does not prove that players did not share information or play together against someone.",
};
