import { LANGUAGES } from "../../protocol/languages.js";
import { channelSettingsSchema, connectWebhookSchema, mentionSchema, WEBHOOK_FAILURES, WEBHOOK_FLAVOURS } from "../../protocol/channel.js";
import { body, errorResponse, gameId, ok, ref } from "./openapi-parts.js";

/**
 * The OpenAPI document's part for webhooks: a game's channel (Discord, Slack or any Standard
 * Webhooks receiver) and a player's own webhook. The bodies come from the zod schemas that check
 * the requests; a webhook's address is sent, never answered back but masked.
 */

/** The host (host token), or a seated player (seat token or account) if the host lets players connect the channel. */
const hostOrSeat = [{ hostToken: [] }, { seatToken: [] }, { session: [] }];
const signedIn = [{ session: [] }];
const badAddress = "WEBHOOK_URL_INVALID (not a URL, or credentials in it), WEBHOOK_URL_NOT_HTTPS (http:// or another scheme), WEBHOOK_URL_PORT (a port named), WEBHOOK_URL_PRIVATE (an IP address, localhost, a private name), WEBHOOK_URL_WRONG_PATH (a Discord or Slack address that is no incoming webhook)";

export const webhookSchemas = {
  WebhookView: {
    type: "object",
    required: ["flavour", "masked", "language", "failingSince", "offAt", "lastError", "failure", "failureStatus"],
    properties: {
      flavour: { enum: [...WEBHOOK_FLAVOURS] },
      masked: { type: "string", description: "The address with its secret part hidden" },
      language: { enum: [...LANGUAGES] },
      failingSince: { type: ["integer", "null"], description: "Since when every post has failed (ms since the epoch)" },
      offAt: { type: ["integer", "null"], description: "Turned off after a day of failures (connect it again to turn it on)" },
      lastError: { type: ["string", "null"], description: "What the receiver answered last time it failed" },
      failure: { oneOf: [{ enum: [...WEBHOOK_FAILURES] }, { type: "null" }], description: "Why it failed last time, as a stable code (null while it works)" },
      failureStatus: { type: ["integer", "null"], description: "The receiver's HTTP status, when it answered one" },
    },
  },
  WebhookTestAnswer: {
    type: "object",
    required: ["sent", "webhook"],
    properties: {
      sent: { type: "boolean", description: "Whether the test message went through" },
      webhook: ref("WebhookView"),
    },
  },
  WebhookConnected: {
    type: "object",
    required: ["webhook", "secret"],
    properties: {
      webhook: ref("WebhookView"),
      secret: { type: ["string", "null"], description: "A generic webhook's signing secret (whsec_…), shown this once; null for Discord, Slack, or the same address again" },
    },
  },
  ChannelView: {
    type: "object",
    required: ["webhook", "playersMayConnect", "mayConnect", "mention"],
    properties: {
      webhook: { oneOf: [ref("WebhookView"), { type: "null" }], description: "Shown to the host and the players; null for spectators or when none is connected" },
      playersMayConnect: { type: "boolean" },
      mayConnect: { type: "boolean", description: "Whether the asker may connect, test or remove it" },
      mention: { type: ["string", "null"], description: "The asker's seat's Discord or Slack member id" },
    },
  },
};

export function webhookPaths() {
  const testAnswer = { 200: ok("Posted while the request waits: whether it went through, and the webhook as it now stands", ref("WebhookTestAnswer")), 404: errorResponse("WEBHOOK_NOT_CONNECTED"), 429: errorResponse("RATE_LIMITED") };
  return {
    "/api/games/{id}/channel": {
      get: {
        operationId: "getChannel",
        summary: "The game's channel: which webhook is connected (masked), who may connect it, and the asker's mention id",
        parameters: [gameId],
        security: [...hostOrSeat, {}],
        responses: { 200: ok("The channel", ref("ChannelView")), 404: errorResponse("GAME_NOT_FOUND") },
      },
      put: {
        operationId: "connectChannel",
        summary: "Connect the game to a Discord, Slack or generic incoming webhook: it hears the start, whose turn it is, proposals to end, a rematch and the end, in the language chosen",
        parameters: [gameId],
        security: hostOrSeat,
        requestBody: body(connectWebhookSchema),
        responses: { 200: ok("Connected", ref("WebhookConnected")), 400: errorResponse(badAddress), 403: errorResponse("CHANNEL_NOT_ALLOWED") },
      },
      delete: {
        operationId: "disconnectChannel",
        summary: "Disconnect the game's channel (its address is deleted)",
        parameters: [gameId],
        security: hostOrSeat,
        responses: { 200: ok("{ removed: true }"), 403: errorResponse("CHANNEL_NOT_ALLOWED") },
      },
    },
    "/api/games/{id}/channel/settings": {
      put: {
        operationId: "setChannelSettings",
        summary: "Host only: let every seated player connect, test or remove the channel (default: only the host)",
        parameters: [gameId],
        security: [{ hostToken: [] }],
        requestBody: body(channelSettingsSchema),
        responses: { 200: ok("{ playersMayConnect }"), 403: errorResponse("NOT_HOST") },
      },
    },
    "/api/games/{id}/channel/mention": {
      put: {
        operationId: "setChannelMention",
        summary: "A seated player's Discord user id or Slack member id, so the channel's turn messages mention them (null: none)",
        parameters: [gameId],
        security: [{ seatToken: [] }, { session: [] }],
        requestBody: body(mentionSchema),
        responses: { 200: ok("{ mention }"), 400: errorResponse("Not a Discord or Slack member id"), 403: errorResponse("NOT_SEATED") },
      },
    },
    "/api/games/{id}/channel/test": {
      post: {
        operationId: "testChannel",
        summary: "Post a test message to the game's channel",
        parameters: [gameId],
        security: hostOrSeat,
        responses: { ...testAnswer, 403: errorResponse("CHANNEL_NOT_ALLOWED") },
      },
    },
    "/api/me/webhook": {
      get: {
        operationId: "getMyWebhook",
        summary: "The account's own webhook, which hears \"your turn\" in every game it sits in (same quiet hours and mutes as its mails)",
        security: signedIn,
        responses: { 200: ok("{ webhook }", { type: "object", required: ["webhook"], properties: { webhook: { oneOf: [ref("WebhookView"), { type: "null" }] } } }), 401: errorResponse("Not signed in") },
      },
      put: {
        operationId: "connectMyWebhook",
        summary: "Connect (or replace) the account's own webhook",
        security: signedIn,
        requestBody: body(connectWebhookSchema),
        responses: { 200: ok("Connected", ref("WebhookConnected")), 400: errorResponse(badAddress), 401: errorResponse("Not signed in") },
      },
      delete: {
        operationId: "disconnectMyWebhook",
        summary: "Remove the account's own webhook",
        security: signedIn,
        responses: { 200: ok("{ removed: true }"), 401: errorResponse("Not signed in") },
      },
    },
    "/api/me/webhook/test": {
      post: { operationId: "testMyWebhook", summary: "Post a test message to the account's own webhook", security: signedIn, responses: { ...testAnswer, 401: errorResponse("Not signed in") } },
    },
  };
}
