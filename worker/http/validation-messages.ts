import type { z } from "zod";

/**
 * The sentence a player reads when a request fails validation and its schema gave no message of
 * its own: what is wrong, with the field named in words ("The pours can have at most 3 items.")
 * rather than zod's developer wording and dotted path.
 */

/** Request fields in words; a field not listed is spelled out from its name (timePerMove → "the time per move"). */
const FIELD_WORDS: Record<string, string> = {
  action: "the move",
  activate: "the upgrade to use",
  bots: "the bots",
  card: "the order card",
  complete: "the orders to complete",
  cup: "the cup",
  days: "the number of days",
  displayName: "the name",
  email: "the e-mail address",
  empty: "the cups to empty",
  frameAncestors: "the sites that may embed the game",
  id: "the game's address",
  inviter: "the inviter's name",
  jump: "the jump",
  level: "the bot level",
  mail: "the mail choice",
  meeple: "the meeple",
  name: "the name",
  path: "the path",
  players: "the number of players",
  pours: "the pours",
  requestId: "the request's key",
  seat: "the seat",
  square: "the square",
  token: "the link",
  type: "the kind of move",
  upgrades: "the upgrades",
  version: "the game version",
};

/** Names a place in the request: the last named field, and which item of it ("item 4 of the pours"). */
export function fieldInWords(path: readonly PropertyKey[]): string {
  let at = path.length - 1;
  while (at >= 0 && typeof path[at] !== "string") at--;
  if (at < 0) return "the request";
  const key = String(path[at]);
  const words = FIELD_WORDS[key] ?? `the ${key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()}`;
  const index = path[at + 1];
  return typeof index === "number" ? `item ${index + 1} of ${words}` : words;
}

const KIND_WORDS: Record<string, string> = {
  number: "a number",
  int: "a whole number",
  string: "text",
  array: "a list",
  object: "an object",
  boolean: "true or false",
};

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function listed(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === "string" ? value : JSON.stringify(value))).join(", ");
}

type Issue = Parameters<NonNullable<z.core.$ZodErrorMap>>[0];

/** zod's error map for issues the schema left without a message (installed once, in validate.ts). */
export function issueSentence(issue: Issue): string {
  const field = fieldInWords(issue.path ?? []);
  const Field = capitalized(field);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${Field} is missing.`;
      return `${Field} must be ${KIND_WORDS[issue.expected] ?? issue.expected}.`;
    case "too_big": {
      const max = String(issue.maximum);
      if (issue.origin === "array" || issue.origin === "set") return `${Field} can have at most ${max} item${max === "1" ? "" : "s"}.`;
      if (issue.origin === "string") return `${Field} can be at most ${max} characters long.`;
      return `${Field} can be at most ${max}.`;
    }
    case "too_small": {
      const min = String(issue.minimum);
      if (issue.origin === "array" || issue.origin === "set") return `${Field} needs at least ${min} item${min === "1" ? "" : "s"}.`;
      if (issue.origin === "string") return min === "1" ? `${Field} cannot be empty.` : `${Field} must be at least ${min} characters long.`;
      return `${Field} must be at least ${min}.`;
    }
    case "invalid_value":
      return `${Field} must be one of: ${listed(issue.values)}.`;
    case "invalid_union":
      return "options" in issue && Array.isArray(issue.options)
        ? `${Field} must be one of: ${listed(issue.options)}.`
        : `${Field} is not in a form this service understands.`;
    case "unrecognized_keys":
      return `${capitalized(field === "the request" ? "the request" : field)} has ${issue.keys.length === 1 ? "a field" : "fields"} this service does not know: ${issue.keys.join(", ")}.`;
    case "invalid_format":
      return issue.format === "email" ? `${Field} must be an e-mail address.` : `${Field} is not in the expected format.`;
    case "not_multiple_of":
      return `${Field} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `${Field} is not valid.`;
  }
}
