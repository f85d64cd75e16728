import type { z } from "zod";
import { talkMuteSchema, talkSchema, talkSettingsSchema } from "./schemas.js";

/**
 * The OpenAPI document's part for the life of a game around the moves: table talk. openapi.ts
 * passes its builders in, so the bodies come from the same zod schemas that check the requests.
 */

interface Builders {
  body: (schema: z.ZodType) => object;
  ok: (description: string, schema?: object) => object;
  ref: (name: string) => object;
  errorResponse: (description: string) => object;
  gameId: object;
  seatParam: object;
  seatAuth: object[];
}

export const talkSchemas = {
  TalkMessage: {
    type: "object",
    required: ["id", "seat", "at", "text", "phrase", "note", "removed"],
    properties: {
      id: { type: "integer" },
      seat: { type: "integer", description: "Who wrote it, or whom the room's note is about." },
      at: { type: "integer", description: "ms since the epoch" },
      text: { type: ["string", "null"], description: "Plain text as written (show it as text, never as markup)." },
      phrase: { enum: ["goodMove", "yourTurn", "thinking", "goodGame", null], description: "A quick phrase: word it in the reader's language." },
      note: {
        enum: ["resigned", "endProposed", "endAgreed", "endWithdrawn", "endLapsed", "nudged", null],
        description: "The room's own note about the seat.",
      },
      removed: { type: "boolean", description: "Removed by the host (text and phrase are then null)." },
    },
  },
};

export function talkPaths({ body, ok, ref, errorResponse, gameId, seatParam, seatAuth }: Builders) {
  const messageParam = { name: "message", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
  return {
    "/api/games/{id}/talk": {
      get: {
        summary: "The table talk: players always; spectators and embeds only if the host allows",
        parameters: [gameId],
        security: seatAuth,
        responses: {
          200: ok("{ messages, spectators, muted }", {
            type: "object",
            properties: { messages: { type: "array", items: ref("TalkMessage") }, spectators: { type: "boolean" }, muted: { type: "array", items: { type: "integer" } } },
          }),
          403: errorResponse("TALK_PLAYERS_ONLY: spectators may not read this table's talk"),
        },
      },
      post: {
        summary: "Say something at the table (pushed on the game's WebSocket as { type: 'talk' }; the next turn mails carry it)",
        parameters: [gameId],
        security: seatAuth,
        requestBody: body(talkSchema),
        responses: {
          201: ok("{ message }", { type: "object", properties: { message: ref("TalkMessage") } }),
          400: errorResponse("Empty, longer than 500 characters, control characters, or an unknown phrase"),
          403: errorResponse("Not seated"),
          429: errorResponse("TALKING_TOO_FAST: Retry-After says when this seat may write again"),
        },
      },
    },
    "/api/games/{id}/talk/{message}": {
      delete: {
        summary: "Host only: remove a message (it stays, shown as removed by the host)",
        parameters: [gameId, messageParam],
        security: [{ hostToken: [] }],
        responses: { 200: ok("{ message }"), 403: errorResponse("Not the host"), 404: errorResponse("NO_SUCH_MESSAGE") },
      },
    },
    "/api/games/{id}/talk/settings": {
      put: {
        summary: "Host only: whether spectators and embeds without a seat may read the talk (default: no)",
        parameters: [gameId],
        security: [{ hostToken: [] }],
        requestBody: body(talkSettingsSchema),
        responses: { 200: ok("{ spectators }"), 403: errorResponse("Not the host") },
      },
    },
    "/api/games/{id}/talk/mutes/{seat}": {
      put: {
        summary: "Hide (or show again) a seat's messages, for yourself alone",
        parameters: [gameId, seatParam],
        security: seatAuth,
        requestBody: body(talkMuteSchema),
        responses: { 200: ok("{ muted }: the seats you muted"), 403: errorResponse("Not seated"), 409: errorResponse("MUTE_YOURSELF") },
      },
    },
  };
}
