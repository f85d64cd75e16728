import { confirmRequest, mailSettingsUpdate, profileUpdate, pushDeviceOffSchema, pushDeviceSchema, signInRequest } from "../../protocol/schemas.js";
import { anyone, anyoneOrSession, body, errorResponse, html, mailLink, mailToken, ok, ref, refusedAtTheEdge } from "./openapi-parts.js";

/** The OpenAPI document's part for accounts, mail links and push devices (openapi.ts has the games). */
export function accountPaths() {
  return {
    "/api/auth/sign-in": {
      post: {
        operationId: "signIn", security: anyone,
        summary: "E-mail a single-use sign-in link (15 minutes); the same answer whether or not the address has an account",
        requestBody: body(signInRequest),
        responses: {
          202: ok("Sent"),
          400: errorResponse("Not an e-mail address"),
          421: errorResponse("UNKNOWN_HOST: no PUBLIC_ORIGIN, and the request named a host other than this machine"),
          429: errorResponse("Too many requests; see Retry-After"),
        },
      },
    },
    "/api/auth/confirm": {
      post: {
        operationId: "confirmSignIn", security: anyone,
        summary: "Spend a sign-in link's token: starts a session (HttpOnly cookie)",
        requestBody: body(confirmRequest),
        responses: { 200: ok("Signed in: { user }"), 400: errorResponse("Link expired, used or unknown") },
      },
    },
    "/api/auth/sign-out": {
      post: { operationId: "signOut", summary: "End the current session", security: [{ session: [] }], responses: { 204: { description: "Signed out" }, 403: errorResponse("CROSS_SITE: asked from another site") } },
    },
    "/api/me": {
      get: { operationId: "getMe", security: anyoneOrSession, summary: "The signed-in account: { user }, or { user: null } when not signed in (not an error)", responses: { 200: ok("{ user } (null when not signed in)"), ...refusedAtTheEdge } },
      patch: {
        operationId: "updateMe",
        summary: "Change the display name",
        security: [{ session: [] }],
        requestBody: body(profileUpdate),
        responses: { 200: ok("{ user }"), 400: errorResponse("Invalid name"), 401: errorResponse("Not signed in") },
      },
    },
    "/api/me/games": {
      get: {
        operationId: "listMyGames",
        summary: "The account's games, those waiting on you first (longest-waiting first), then by last move: each with its seats (name, bot, when its player resigned), since when it waits, and your score and place",
        security: [{ session: [] }],
        responses: { 200: ok("{ games: [...] }"), 401: errorResponse("Not signed in") },
      },
    },
    "/api/me/settings": {
      get: {
        operationId: "getMailSettings",
        summary: "The account's mail settings",
        security: [{ session: [] }],
        responses: { 200: ok("The settings", ref("MailSettings")), 401: errorResponse("Not signed in") },
      },
      put: {
        operationId: "updateMailSettings",
        summary: "Change which mails come (all, turns: my turn and deadlines only, none), the timezone for quiet hours (22:00–08:00) and the mails' language",
        security: [{ session: [] }],
        requestBody: body(mailSettingsUpdate),
        responses: { 200: ok("The settings", ref("MailSettings")), 400: errorResponse("Unknown choice, timezone or language"), 401: errorResponse("Not signed in") },
      },
    },
    "/mail/unsubscribe": {
      get: { operationId: "getUnsubscribePage", security: [{ mailToken: [] }], summary: "Page asking to confirm (mail scanners follow links)", parameters: [mailToken], responses: { 200: html("Confirm page"), 400: html("Bad link") } },
      post: {
        operationId: "unsubscribe", security: [{ mailToken: [] }],
        summary: "One-click unsubscribe (RFC 8058, List-Unsubscribe-Post): no more mail to the link's address; no sign-in needed",
        parameters: [mailToken],
        responses: { 200: html("Done"), 400: html("Bad link") },
      },
    },
    "/mail/confirm": {
      get: { operationId: "getConfirmAddressPage", security: [{ mailToken: [] }], summary: "Page asking the address's owner to confirm it (mail scanners follow links)", parameters: [mailToken], responses: { 200: html("Confirm page"), 400: html("Bad link") } },
      post: { operationId: "confirmAddress", security: [{ mailToken: [] }], summary: "Confirm the link's address: game mails go to it from now on, those waiting first", parameters: [mailToken], responses: { 200: html("Done"), 400: html("Bad link") } },
    },
    "/mail/settings": {
      get: { operationId: "getMailSettingsPage", security: mailLink, summary: "Server-rendered mail settings page, from a mail's link or for the signed-in account", parameters: [mailToken], responses: { 200: html("The form"), 400: html("Bad link"), 401: html("No link and not signed in") } },
      post: { operationId: "saveMailSettingsPage", security: mailLink, summary: "Save the form (t, mail, timezone, language)", responses: { 200: html("Saved"), 400: html("Bad input") } },
    },
    "/api/push/key": {
      get: {
        operationId: "getPushKey", security: anyone,
        summary: "The server's VAPID public key (RFC 8292), which a browser subscribes with",
        responses: { 200: ok("{ publicKey }"), 404: errorResponse("PUSH_NOT_SET_UP: this server sends no push notices") },
      },
    },
    "/api/push/devices": {
      post: {
        operationId: "registerPushDevice", security: anyoneOrSession,
        summary:
          "Turn push notices on for this device: for the seats whose links it sends, and for every game of the signed-in account. Notices: your turn (not while you watch the game live), a clock running low, the game's end; once per turn change, with your mail preferences and quiet hours",
        requestBody: body(pushDeviceSchema),
        responses: {
          201: ok("{ device }"),
          400: errorResponse(
            "Bad subscription (PUSH_SERVICE_UNKNOWN, PUSH_ADDRESS_IP, PUSH_ADDRESS_PORT, PUSH_ADDRESS_CREDENTIALS: the endpoint is not at a known push service; PUSH_KEY_INVALID, PUSH_AUTH_INVALID: its keys are not usable), or nothing to follow (sign in or send a seat link). A seat keeps its 5 newest devices and an account its 10 newest",
          ),
          403: errorResponse("BAD_SEAT_LINK: a seat link is not valid"),
          404: errorResponse("PUSH_NOT_SET_UP"),
          429: errorResponse("Too many requests"),
        },
      },
      delete: {
        operationId: "unregisterPushDevice", security: anyone,
        summary: "Turn push notices off for this device (its push endpoint proves it is the device)",
        requestBody: body(pushDeviceOffSchema),
        responses: { 204: { description: "Off" }, 400: errorResponse("Bad input") },
      },
      get: {
        operationId: "listPushDevices",
        summary: "The signed-in account's devices that receive notices",
        security: [{ session: [] }],
        responses: { 200: ok("{ devices: [{ id, label, account, games, createdAt, lastSentAt }] }"), 401: errorResponse("Not signed in") },
      },
    },
    "/api/push/devices/{id}": {
      delete: {
        operationId: "removePushDevice",
        summary: "Remove one of the account's devices",
        security: [{ session: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", pattern: "^[0-9a-f]{32}$" } }],
        responses: { 204: { description: "Removed" }, 401: errorResponse("Not signed in"), 404: errorResponse("NO_SUCH_DEVICE") },
      },
    },
    "/api/me/stats": {
      get: {
        operationId: "getMyStats",
        summary: "Games played, won and the average score",
        security: [{ session: [] }],
        responses: { 200: ok("{ stats: { played, won, averageScore } }"), 401: errorResponse("Not signed in") },
      },
    },
  };
}
