import type { ErrorCode as EngineErrorCode } from "../game/engine/errors.js";

/**
 * Every code an error can carry to a client: the engine's refusals of a move and the service's
 * (rooms, routes, the socket). Stable: clients branch on them, so never rename one. The web
 * client has a sentence for each in every language (web/i18n/errors/), so a code added here
 * without its sentences fails to compile.
 */
export type ErrorCode = EngineErrorCode | ServiceErrorCode;

/** The service's own codes: a request or a message it refused, or a game that went away. */
export type ServiceErrorCode =
  | "ALREADY_NUDGED"
  | "ALREADY_SEATED"
  | "ASSETS_UNAVAILABLE"
  | "BAD_SEAT_LINK"
  | "BODY_TOO_LARGE"
  | "CROSS_SITE"
  | "DUPLICATE_REQUEST"
  | "END_ALREADY_PROPOSED"
  | "EXPECTED_WEBSOCKET"
  | "FORBIDDEN"
  | "FORMAT_NOT_SUPPORTED"
  | "GAME_CANCELLED"
  | "GAME_EXISTS"
  | "GAME_EXPIRED"
  | "GAME_NOT_FOUND"
  | "GAME_NOT_OVER"
  | "GAME_NOT_STARTED"
  | "GAME_STARTED"
  | "HAS_CLOCK"
  | "INTERNAL"
  | "INVALID_BOT_SEATS"
  | "INVALID_INPUT"
  | "INVALID_MESSAGE"
  | "METHOD_NOT_ALLOWED"
  | "MUTE_YOURSELF"
  | "NOT_A_GAME_URL"
  | "NOT_FOUND"
  | "NOT_HOST"
  | "NOT_ON_VACATION"
  | "NOT_SEATED"
  | "NOT_SIGNED_IN"
  | "NOT_THEIR_TURN"
  | "NOTHING_TO_FOLLOW"
  | "NO_CLOCK"
  | "NO_END_PROPOSAL"
  | "NO_MAIL"
  | "NO_SEAT_LINK"
  | "NO_SUCH_DEVICE"
  | "NO_SUCH_MESSAGE"
  | "NO_SUCH_SEAT"
  | "NUDGE_YOURSELF"
  | "PUSH_NOT_SET_UP"
  | "RATE_LIMITED"
  | "REQUEST_REFUSED"
  | "RESIGNED"
  | "SEAT_FREE"
  | "SEAT_PLAYED_BY_BOT"
  | "SEAT_TAKEN"
  | "SIGN_IN_LINK_INVALID"
  | "STALE_VERSION"
  | "SUGGESTING_TOO_FAST"
  | "SUGGESTIONS_OFF"
  | "TALKING_TOO_FAST"
  | "TALK_PLAYERS_ONLY"
  | "TOO_MANY_INVITES"
  | "TOO_SOON"
  | "VACATION_USED_UP";
