import { planRequestSchema } from "../../protocol/schemas.js";
import { body, errorResponse, gameId, ok, ref, seatAuth } from "./openapi-parts.js";

/**
 * The OpenAPI document's part for plans: a seat's next move left ready while another acts, played
 * by the room when the seat's turn comes if it still holds (docs/features.md, "Plan ahead").
 */

/** What the viewer's own snapshot says of their plan (no other seat's snapshot, nor a spectator's, carries it). */
export const snapshotPlanProperties = {
  plan: { oneOf: [ref("OwnPlan"), { type: "null" }], description: "The viewer's own plan for their next move; only ever in its owner's snapshot." },
  planLapse: { type: ["string", "null"], description: "Why the viewer's plan was not played when this turn came (an error code), until the turn ends." },
};

export const planSchemas = {
  OwnPlan: {
    type: "object",
    required: ["action", "mode", "at"],
    properties: {
      action: { type: "object", description: "The planned placement or turn, as POST /actions takes it." },
      mode: { enum: ["same", "legal"], description: "same: played if it still collects what it did when planned; legal: played if still legal." },
      at: { type: "integer", description: "When it was left (ms since the epoch)." },
    },
  },
  PlanResponse: {
    type: "object",
    required: ["plan", "snapshot"],
    properties: {
      plan: { oneOf: [ref("OwnPlan"), { type: "null" }], description: "The plan kept now; null when cancelled, or when it was the seat's turn and the plan was played at once." },
      snapshot: ref("GameSnapshot"),
    },
  },
};

export function planPaths() {
  return {
    "/api/games/{id}/plan": {
      put: {
        operationId: "setPlan",
        summary: "Leave your next placement or turn ready while another player acts; the room plays it when your turn comes if it still holds (replaces any plan you had)",
        parameters: [gameId],
        security: seatAuth,
        requestBody: body(planRequestSchema),
        responses: {
          200: ok("The plan and your snapshot", ref("PlanResponse")),
          400: errorResponse("Not a placement or turn, or a bad mode"),
          403: errorResponse("NOT_SEATED: spectators cannot plan"),
          409: errorResponse("STALE_VERSION: built on another version than the game's while it is your turn, or before your own last move; GAME_NOT_STARTED, GAME_OVER or SEAT_PLAYED_BY_BOT"),
          422: errorResponse("The engine's reason the move could not be played on the table as it is (END_ON_OCCUPIED, NOT_ADJACENT, …)"),
        },
      },
      delete: {
        operationId: "cancelPlan",
        summary: "Cancel your plan",
        parameters: [gameId],
        security: seatAuth,
        responses: {
          200: ok("No plan, and your snapshot", ref("PlanResponse")),
          403: errorResponse("NOT_SEATED"),
          409: errorResponse("GAME_NOT_STARTED or GAME_OVER"),
        },
      },
    },
  };
}
