import { LANGUAGES } from "./languages.js";
import { MAIL_PREFERENCES, isTimeZone } from "./mail-settings.js";
import { z } from "zod";
import { BOT_LEVELS } from "../game/bots/bot-level.js";
import { INGREDIENTS, SQUARE_COUNT, UPGRADES } from "../game/engine/index.js";
import { TIME_PER_MOVE, VACATION_DAYS_PER_GAME } from "./clock.js";
import { MAX_TALK_LENGTH, QUICK_PHRASES } from "./talk.js";
import { NAME_MAX_LENGTH } from "./types.js";
import { isPlainText, visibleLength } from "./plain-text.js";

/**
 * The public API's request shapes, checked at the edge. They check form (types, ranges, sizes);
 * the engine checks the rules. Shared with the web client, which builds the same objects.
 */

const seatIndex = z.number().int().min(0).max(3);
const upgradeId = z.enum(UPGRADES);
const square = z.number().int().min(0).max(SQUARE_COUNT - 1);
const cupIndex = z.number().int().min(0).max(2);
/** UTF-16 units a name's character may take (an emoji family is 11): the bound on what is stored. */
const NAME_UNITS_PER_CHARACTER = 16;
const NAME_TOO_LONG = `Names can be at most ${NAME_MAX_LENGTH} characters: please shorten it.`;

/** Every name a person gives (a seat's name, an account's display name, an inviter): one line of plain text. */
export const personName = z
  .string()
  .trim()
  .min(1, "Enter a name.")
  // Counted as a person sees it (grapheme clusters: emoji and accented letters are one each); what
  // is stored stays bounded however many marks a character stacks.
  .max(NAME_MAX_LENGTH * NAME_UNITS_PER_CHARACTER, NAME_TOO_LONG)
  .refine((name) => visibleLength(name) <= NAME_MAX_LENGTH, NAME_TOO_LONG)
  .refine(isPlainText, "Names cannot contain line breaks, control characters or text-direction marks.");

export const createGameSchema = z.strictObject({
  edition: z.enum(["classic", "winter"]),
  players: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  variants: z.array(z.enum(["calmStart", "mainBoardChaos", "variableUpgrades", "juniorBarista"])).max(4).optional(),
  upgrades: z.array(upgradeId).max(6).optional(),
  startingPlayer: seatIndex.optional(),
  /** Time per move: a player who runs out has a bot play that turn. Leave out for no clock. */
  timePerMove: z.enum(TIME_PER_MOVE).optional(),
  /** Seats a bot plays from the start ("play against 3 bots"); at least one seat stays for a person. */
  bots: z.array(z.strictObject({ seat: seatIndex, level: z.enum(BOT_LEVELS) })).max(3).optional(),
  /** Let players among people see "Suggest a move" (always on in games against bots). */
  allowSuggestions: z.boolean().optional(),
  /** Rate the game (docs/ratings.md): it counts once every seat is a different signed-in player; no bots. */
  rated: z.boolean().optional(),
});

/** An IANA timezone name the runtime knows (e.g. "Europe/Lisbon"). */
export const timezoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, "That is not a timezone we know (use an IANA name such as Europe/Lisbon).");

/** The language the browser shows the app in: its mails are written in it (en, ko, es or fr). */
export const languageSchema = z.enum(LANGUAGES, "The language must be one of en, ko, es or fr.");

export const joinSchema = z.strictObject({
  token: z.string().min(20).max(100),
  name: personName,
  email: z.email("That e-mail address doesn't look right.").max(254).optional(),
  /** The player's timezone (the browser knows it): mails are held during their night. */
  timezone: timezoneSchema.optional(),
  /** The player's language (the app's): this seat's mails are written in it unless the address chose one. */
  language: languageSchema.optional(),
  /**
   * The token an invitation mail's link carries (`#seat=…&mail=…`): whoever has it read a mail sent to
   * its address, so `email`, if that address, counts as confirmed (no confirmation mail is asked).
   */
  mailLink: z.string().min(20).max(100).optional(),
});

export const vacationSchema = z.strictObject({
  days: z
    .number()
    .int("Vacation is taken in whole days.")
    .min(1, "Take at least one day.")
    .max(VACATION_DAYS_PER_GAME, `At most ${VACATION_DAYS_PER_GAME} days of vacation per game.`),
});

export const botSeatSchema = z.strictObject({ level: z.enum(BOT_LEVELS).optional() });

export const inviteSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("That e-mail address doesn't look right.")),
  /** The name the mail gives for whoever invites (else the signed-in host's display name). */
  inviter: personName.optional(),
  /** The inviter's language: the invitation is written in it unless the address chose one. */
  language: languageSchema.optional(),
});

/** Replacing a seat's link; newPlayer: the seat is freed for someone new, who joins with the new link. */
export const replaceLinkSchema = z.strictObject({ newPlayer: z.boolean().optional() });

/** "Play again": the old game's host token, from the host's browser (its new game's host token comes back only to the host). */
export const rematchSchema = z.strictObject({ hostToken: z.string().min(1).max(100).optional() });

export const mailSettingsUpdate = z
  .strictObject({
    mail: z.enum(MAIL_PREFERENCES).optional(),
    timezone: timezoneSchema.nullable().optional(),
    language: languageSchema.optional(),
  })
  .refine((value) => value.mail !== undefined || value.timezone !== undefined || value.language !== undefined, "Send mail, timezone, language or several.");

const counts = z.partialRecord(z.enum(INGREDIENTS), z.number().int().min(0).max(99));

const placeSchema = z.strictObject({ type: z.literal("place"), square, cup: cupIndex });

const turnSchema = z.strictObject({
  type: z.literal("turn"),
  activate: upgradeId.optional(),
  meeple: z.number().int().min(0).max(1).optional(),
  path: z.array(square).max(40),
  jump: z.boolean().optional(),
  empty: z.array(cupIndex).max(3).optional(),
  pours: z.array(counts).max(3).optional(),
  complete: z.array(z.strictObject({ cup: cupIndex, card: z.number().int().min(0).max(200) })).max(3).optional(),
});

export const actionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("chooseUpgrades"), upgrades: z.array(upgradeId).max(6) }),
  placeSchema,
  turnSchema,
]);

export const actionRequestSchema = z.strictObject({
  /** The game version the action was built on: a newer game means 409. */
  version: z.number().int().min(0),
  action: actionSchema,
  /** Optional idempotency key: the same key twice is refused, not applied twice. */
  requestId: z.string().min(8).max(64).optional(),
});

/**
 * A plan (PUT /api/games/:id/plan, or "plan" on the socket): the seat's next placement or turn,
 * played the moment its turn comes if it still holds ("same": it collects the same, the default;
 * "legal": it is still legal).
 */
export const planSchema = z.strictObject({
  action: z.discriminatedUnion("type", [placeSchema, turnSchema]),
  mode: z.enum(["same", "legal"]).default("same"),
});

export type PlanInput = z.infer<typeof planSchema>;

/**
 * A plan as a seat sends it, with the version of the game it was built on: on the seat's own turn
 * (or once the seat has moved since that version) a plan built on another version is refused as
 * /actions refuses a stale move, so one intent never becomes two moves.
 */
export const planRequestSchema = planSchema.extend({ version: z.number().int().min(0) });

export type PlanRequest = z.infer<typeof planRequestSchema>;

/**
 * What a client may send on its game's WebSocket (JSON): a move, exactly as POST /actions takes it
 * plus the request id that pairs the answer with it, or a plan as PUT /plan takes it. ("ping", the
 * one plain-text message, asks for the version.)
 */
export const socketMessageSchema = z.discriminatedUnion("type", [
  actionRequestSchema.extend({ type: z.literal("act"), requestId: z.string().min(8).max(64) }),
  // A plan set (or, with null, cancelled), answered "planned" or "refused".
  z.strictObject({ type: z.literal("plan"), requestId: z.string().min(8).max(64), plan: planRequestSchema.nullable() }),
]);

export type SocketMessage = z.infer<typeof socketMessageSchema>;


export const signInRequest = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid e-mail address.")),
  /** The asking browser's language: the link's mail and page are in it, and signing in keeps it for the address. */
  language: languageSchema.optional(),
});

/** Tokens are 43 characters; anything else of sane length is simply an invalid link. */
export const confirmRequest = z.object({ token: z.string().max(512), language: languageSchema.optional() });

export const profileUpdate = z.object({
  displayName: personName,
});

/** A message at the table: plain text as names are (plus line breaks), or a quick phrase. */
export const talkSchema = z.union([
  z.strictObject({
    text: z
      .string()
      .trim()
      .min(1, "Write something first.")
      .max(MAX_TALK_LENGTH, `Messages are at most ${MAX_TALK_LENGTH} characters.`)
      .refine((text) => isPlainText(text, { lineBreaks: true }), "A message cannot contain control characters or text-direction marks."),
  }),
  z.strictObject({ phrase: z.enum(QUICK_PHRASES) }),
]);

/** The host's choice: may spectators (and embeds without a seat) read the table talk? */
export const talkSettingsSchema = z.strictObject({ spectators: z.boolean() });

/** Muting a seat's messages, for the one asking only. */
export const talkMuteSchema = z.strictObject({ muted: z.boolean() });

/** Which seat to remind (the one the game waits on). */
export const nudgeSchema = z.strictObject({ seat: seatIndex });

/** A player turns one game's mails off, or on again. */
export const muteMailsSchema = z.strictObject({ muted: z.boolean() });

/** A player's app switched language: their seat's mails follow it (unless the address chose one). */
export const seatLanguageSchema = z.strictObject({ language: languageSchema });

export type TalkInput = z.infer<typeof talkSchema>;
export type CreateGameRequest = z.infer<typeof createGameSchema>;
export type JoinRequest = z.infer<typeof joinSchema>;
export type ActionInput = z.infer<typeof actionSchema>;
export type ActionRequest = z.infer<typeof actionRequestSchema>;

/**
 * An origin that may frame a game's embed page: scheme, host (optionally `*.` for every
 * subdomain) and port, as a CSP host-source: nothing that could add a directive.
 */
export const frameOriginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(
    /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/,
    "Give each site as an origin, such as https://blog.example (a leading *. allows every subdomain).",
  );

/** The host's choice of who may frame the embed page: "*" anyone, or a list of origins (empty: only this site). */
export const embedSettingsSchema = z.strictObject({
  frameAncestors: z.union([z.literal("*"), z.array(frameOriginSchema).max(20, "At most 20 sites.")]),
});

const base64url = (bytes: number, what: string) =>
  z.string().regex(/^[A-Za-z0-9_-]+=*$/, `The ${what} is not base64url.`).min(Math.floor((bytes * 4) / 3)).max(Math.ceil((bytes * 4) / 3) + 2);

/**
 * A device turning push notices on: its subscription as the browser gives it (PushSubscription's
 * JSON), its language and timezone, and the seats (game and seat link) it wants notices for. A
 * signed-in account's devices also get every notice of the account's seats.
 */
export const pushDeviceSchema = z.strictObject({
  subscription: z.object({
    endpoint: z.url({ protocol: /^https$/, error: "A push address must be an https URL." }).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(65, "device key"), auth: base64url(16, "auth secret") }),
  }),
  locale: z.enum(["en", "ko", "es", "fr"]),
  timezone: timezoneSchema.nullable().optional(),
  label: z.string().trim().min(1).max(60).regex(/^[^\p{Cc}]*$/u, "The device name cannot contain control characters.").optional(),
  seats: z
    .array(z.strictObject({ gameId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "There is no game at this address."), token: z.string().min(20).max(100) }))
    .max(50)
    .optional(),
});

/** A device turning push notices off: its push address is its proof. */
export const pushDeviceOffSchema = z.strictObject({ endpoint: z.string().min(1).max(1000) });
