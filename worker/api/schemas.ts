import { z } from "zod";
import { INGREDIENTS, SQUARE_COUNT, UPGRADES } from "../engine/index.js";

/**
 * The public API's request shapes, checked at the edge. They check form (types, ranges, sizes);
 * the engine checks the rules. Shared with the web client, which builds the same objects.
 */

const seatIndex = z.number().int().min(0).max(3);
const upgradeId = z.enum(UPGRADES);
const square = z.number().int().min(0).max(SQUARE_COUNT - 1);
const cupIndex = z.number().int().min(0).max(2);

export const createGameSchema = z.strictObject({
  edition: z.enum(["classic", "winter"]),
  players: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  variants: z.array(z.enum(["calmStart", "mainBoardChaos", "variableUpgrades", "juniorBarista"])).max(4).optional(),
  upgrades: z.array(upgradeId).max(6).optional(),
  startingPlayer: seatIndex.optional(),
});

export const joinSchema = z.strictObject({
  token: z.string().min(20).max(100),
  name: z.string().trim().min(1, "Enter a name.").max(40, "Names are at most 40 characters."),
  email: z.email("That e-mail address doesn't look right.").max(254).optional(),
});

const counts = z.partialRecord(z.enum(INGREDIENTS), z.number().int().min(0).max(99));

export const actionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("chooseUpgrades"), upgrades: z.array(upgradeId).max(6) }),
  z.strictObject({ type: z.literal("place"), square, cup: cupIndex }),
  z.strictObject({
    type: z.literal("turn"),
    activate: upgradeId.optional(),
    meeple: z.number().int().min(0).max(1).optional(),
    path: z.array(square).max(40),
    jump: z.boolean().optional(),
    empty: z.array(cupIndex).max(3).optional(),
    pours: z.array(counts).max(3).optional(),
    complete: z.array(z.strictObject({ cup: cupIndex, card: z.number().int().min(0).max(200) })).max(3).optional(),
  }),
]);

export const actionRequestSchema = z.strictObject({
  /** The game version the action was built on: a newer game means 409. */
  version: z.number().int().min(0),
  action: actionSchema,
  /** Optional idempotency key: the same key twice is refused, not applied twice. */
  requestId: z.string().min(8).max(64).optional(),
});

export const signInRequest = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid e-mail address.")),
});

/** Tokens are 43 characters; anything else of sane length is simply an invalid link. */
export const confirmRequest = z.object({ token: z.string().max(512) });

export const profileUpdate = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, "Please enter a name.")
    .max(40, "Please keep the name to 40 characters.")
    .regex(/^[^\p{Cc}]*$/u, "The name cannot contain control characters."),
});

export type CreateGameRequest = z.infer<typeof createGameSchema>;
export type JoinRequest = z.infer<typeof joinSchema>;
export type ActionInput = z.infer<typeof actionSchema>;
export type ActionRequest = z.infer<typeof actionRequestSchema>;
