import { z } from "zod";
import { actionRequestSchema, confirmRequest, createGameSchema, joinSchema, profileUpdate, signInRequest } from "./schemas.js";

/**
 * The public API as an OpenAPI 3.1 document, served at /api/openapi.json. Request bodies come from
 * the same zod schemas that validate them, so the document cannot drift from the checks.
 */

const json = (schema: object) => ({ content: { "application/json": { schema } } });
const body = (schema: z.ZodType) => ({ required: true, ...json(z.toJSONSchema(schema, { io: "input" })) });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({ description, ...json(ref("Error")) });
const ok = (description: string, schema: object = { type: "object" }) => ({ description, ...json(schema) });

const gameId = { name: "id", in: "path", required: true, schema: { type: "string", pattern: "^[A-Za-z0-9_-]{22}$" } };
const seatAuth = [{ seatToken: [] }, { session: [] }, {}];

export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "Coffee Rush",
      version: "1.0.0",
      description:
        "Play Coffee Rush slowly over the web. Every error has the shape { error: { code, message } }: a stable code to branch on and a sentence for the player.",
    },
    components: {
      securitySchemes: {
        seatToken: { type: "http", scheme: "bearer", description: "A seat's secret token (from its link)." },
        hostToken: { type: "http", scheme: "bearer", description: "The host's secret token (from creating the game)." },
        session: { type: "apiKey", in: "cookie", name: "cr_session" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: { type: "object", required: ["code", "message"], properties: { code: { type: "string" }, message: { type: "string" } } },
          },
        },
        GameSnapshot: {
          type: "object",
          required: ["gameId", "version", "status", "seats", "you", "view"],
          properties: {
            gameId: { type: "string" },
            version: { type: "integer" },
            status: { enum: ["waiting", "active", "ended"] },
            seats: { type: "array", items: { type: "object" } },
            you: { type: ["integer", "null"] },
            view: { type: "object", description: "The engine's GameView: everything but the deck's order." },
          },
        },
      },
    },
    paths: {
      "/api/games": {
        post: {
          summary: "Create a game; returns each seat's secret link and the host token",
          requestBody: body(createGameSchema),
          responses: {
            201: ok("Created"),
            400: errorResponse("Invalid options"),
            429: errorResponse("Too many games created from this client; see Retry-After"),
          },
        },
      },
      "/api/games/{id}": {
        get: {
          summary: "The game as the caller may see it; ETag and If-None-Match make polling cheap",
          parameters: [gameId, { name: "If-None-Match", in: "header", schema: { type: "string" } }],
          security: seatAuth,
          responses: { 200: ok("The snapshot", ref("GameSnapshot")), 304: { description: "Unchanged" }, 404: errorResponse("No such game") },
        },
      },
      "/api/games/{id}/join": {
        post: {
          summary: "Take a seat with its token, a display name and an optional e-mail",
          parameters: [gameId],
          requestBody: body(joinSchema),
          responses: { 200: ok("Seated"), 403: errorResponse("Bad seat link"), 409: errorResponse("Seat already taken") },
        },
      },
      "/api/games/{id}/actions": {
        post: {
          summary: "Submit an action built on a version: a placement, an upgrade choice or a whole turn",
          parameters: [gameId],
          security: seatAuth,
          requestBody: body(actionRequestSchema),
          responses: {
            200: ok("Applied: the new version and what happened"),
            403: errorResponse("Not seated in this game"),
            409: errorResponse("Stale version, duplicate request or game not started"),
            422: errorResponse("The rules refuse the action (the engine's code and sentence)"),
          },
        },
      },
      "/api/games/{id}/ws": {
        get: {
          summary: "WebSocket: pushes a snapshot on connect and after every change (?token= names the seat)",
          parameters: [gameId, { name: "token", in: "query", schema: { type: "string" } }],
          responses: { 101: { description: "Switching protocols" }, 426: errorResponse("Not a WebSocket request") },
        },
      },
      "/api/games/{id}/log": {
        get: { summary: "The action log", parameters: [gameId], responses: { 200: ok("Actions in order") } },
      },
      "/api/games/{id}/record": {
        get: {
          summary: "Options, seed and log of a finished game, for replay",
          parameters: [gameId],
          responses: { 200: ok("The record"), 409: errorResponse("The game is not over") },
        },
      },
      "/api/games/{id}/seats/{seat}/link": {
        post: {
          summary: "Host only: replace a seat's link; the old one stops working",
          parameters: [gameId, { name: "seat", in: "path", required: true, schema: { type: "integer", minimum: 0, maximum: 3 } }],
          security: [{ hostToken: [] }],
          responses: { 200: ok("The new link"), 403: errorResponse("Not the host") },
        },
      },
      "/api/auth/sign-in": {
        post: {
          summary: "E-mail a single-use sign-in link (15 minutes); the same answer whether or not the address has an account",
          requestBody: body(signInRequest),
          responses: { 202: ok("Sent"), 400: errorResponse("Not an e-mail address"), 429: errorResponse("Too many requests; see Retry-After") },
        },
      },
      "/api/auth/confirm": {
        post: {
          summary: "Spend a sign-in link's token: starts a session (HttpOnly cookie)",
          requestBody: body(confirmRequest),
          responses: { 200: ok("Signed in: { user }"), 400: errorResponse("Link expired, used or unknown") },
        },
      },
      "/api/auth/sign-out": {
        post: { summary: "End the current session", security: [{ session: [] }], responses: { 204: { description: "Signed out" } } },
      },
      "/api/me": {
        get: { summary: "The signed-in account", security: [{ session: [] }], responses: { 200: ok("{ user }"), 401: errorResponse("Not signed in") } },
        patch: {
          summary: "Change the display name",
          security: [{ session: [] }],
          requestBody: body(profileUpdate),
          responses: { 200: ok("{ user }"), 400: errorResponse("Invalid name"), 401: errorResponse("Not signed in") },
        },
      },
      "/api/me/games": {
        get: {
          summary: "The account's games, those waiting on you first",
          security: [{ session: [] }],
          responses: { 200: ok("{ games: [...] }"), 401: errorResponse("Not signed in") },
        },
      },
      "/api/me/stats": {
        get: {
          summary: "Games played, won and the average score",
          security: [{ session: [] }],
          responses: { 200: ok("{ stats: { played, won, averageScore } }"), 401: errorResponse("Not signed in") },
        },
      },
    },
  };
}
