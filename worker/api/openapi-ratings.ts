import { profileVisibility } from "../../protocol/profile-schemas.js";
import { STANDINGS_PERIODS } from "../../protocol/profiles.js";
import { POOLS } from "../../protocol/ratings.js";
import { EDITIONS } from "../../game/engine/index.js";
import { anyoneOrSession, body, errorResponse, ok, ref } from "./openapi-parts.js";

/**
 * The OpenAPI document's part for ratings (docs/ratings.md): public profiles, a pool's standings,
 * and the account's own profile.
 */

const pool = { enum: [...POOLS], description: "An edition and player-count group: 2p or 3-4p" };
const shown = {
  rating: { type: "integer", description: "1000 + 40 × (μ − 3σ), rounded" },
  uncertainty: { type: "integer", description: "How unsure the model still is: one standard deviation on the shown scale (40 × σ)" },
};

export const ratingSchemas = {
  PlayerProfile: {
    type: "object",
    required: ["name", "hidden", "mine", "editions", "ratings", "recentGames", "reliability"],
    properties: {
      name: { type: "string" },
      hidden: { type: "boolean", description: "Kept from others: only its owner sees it" },
      mine: { type: "boolean" },
      editions: {
        type: "array",
        items: {
          type: "object",
          required: ["edition", "played", "finished", "won"],
          properties: { edition: { enum: Object.keys(EDITIONS) }, played: { type: "integer" }, finished: { type: "integer" }, won: { type: "integer" } },
        },
      },
      ratings: {
        type: "array",
        items: {
          type: "object",
          required: ["pool", "rating", "uncertainty", "provisional", "games", "history"],
          properties: {
            pool,
            ...shown,
            provisional: { type: "boolean", description: "Uncertain still (σ ≥ 6.5): left out of the standings" },
            games: { type: "integer" },
            history: {
              type: "array",
              description: "The rating after each rated game, oldest first (the latest 100)",
              items: { type: "object", required: ["at", "gameId", "rating"], properties: { at: { type: "integer" }, gameId: { type: "string" }, rating: { type: "integer" } } },
            },
          },
        },
      },
      recentGames: {
        type: "array",
        description: "The latest finished games, each replayable at /g/{gameId}",
        items: {
          type: "object",
          required: ["gameId", "edition", "players", "finishedAt", "rank", "score", "won", "left", "ratedPool"],
          properties: {
            gameId: { type: "string" },
            edition: { enum: Object.keys(EDITIONS) },
            players: { type: "integer" },
            finishedAt: { type: "integer" },
            rank: { type: "integer" },
            score: { type: "integer" },
            won: { type: "boolean" },
            left: { enum: ["resigned", "timed-out", null] },
            ratedPool: { oneOf: [pool, { type: "null" }] },
          },
        },
      },
      reliability: {
        oneOf: [{ type: "null" }, { type: "object", required: ["figure", "games"], properties: { figure: { type: "integer", minimum: 0, maximum: 100 }, games: { type: "integer" } } }],
        description: "How reliably the player keeps what they take on (the public tables' figure, 0–100); null before their first counted game",
      },
    },
  },
  RatedGamesPage: {
    type: "object",
    required: ["pool", "games", "next"],
    properties: {
      pool,
      next: { type: ["integer", "null"], description: "Pass as after for the next page; null at the end" },
      games: {
        type: "array",
        items: {
          type: "object",
          required: ["seq", "gameId", "players"],
          properties: {
            seq: { type: "integer", description: "The game's place in the pool's order of rated games" },
            gameId: { type: "string", description: "Its record: GET /api/games/{id}/record" },
            players: {
              type: "array",
              items: {
                type: "object",
                required: ["player", "name", "rank", "left"],
                properties: {
                  player: { type: "string", description: "A stable pseudonym of the account" },
                  name: { type: ["string", "null"], description: "The profile's name, null if hidden" },
                  rank: { type: "integer" },
                  left: { enum: ["resigned", "timed-out", null] },
                },
              },
            },
          },
        },
      },
    },
  },
  Standings: {
    type: "object",
    required: ["pool", "period", "rows"],
    properties: {
      pool,
      period: { enum: [...STANDINGS_PERIODS] },
      rows: {
        type: "array",
        items: {
          type: "object",
          required: ["place", "name", "rating", "uncertainty", "games", "change"],
          properties: {
            place: { type: "integer" },
            name: { type: "string", description: "The profile's name: /u/{name}" },
            ...shown,
            games: { type: "integer" },
            change: { type: ["integer", "null"], description: "The week's standings: rating points won over the last seven days" },
          },
        },
      },
    },
  },
};

export function ratingPaths() {
  return {
    "/api/profiles/{name}": {
      get: {
        operationId: "getProfile",
        security: anyoneOrSession,
        summary: "A player's profile: games per edition, wins, ratings with their uncertainty and history, recent games",
        parameters: [{ name: "name", in: "path", required: true, schema: { type: "string", minLength: 1, maxLength: 44 } }],
        responses: {
          200: ok("The profile", ref("PlayerProfile")),
          403: errorResponse("PROFILE_HIDDEN: the player keeps it to themselves"),
          404: errorResponse("NO_SUCH_PLAYER"),
        },
      },
    },
    "/api/standings/{pool}": {
      get: {
        operationId: "getStandings",
        security: anyoneOrSession,
        summary: "A pool's standings, provisional ratings left out: all time by rating, or the week's by rating points won",
        parameters: [
          { name: "pool", in: "path", required: true, schema: pool },
          { name: "period", in: "query", required: false, schema: { enum: [...STANDINGS_PERIODS], default: "all" } },
        ],
        responses: { 200: ok("The standings", ref("Standings")), 400: errorResponse("Unknown pool or period") },
      },
    },
    "/api/standings/{pool}/games": {
      get: {
        operationId: "listRatedGames",
        security: anyoneOrSession,
        summary: "A pool's rated games in the order they were rated, 20 a page: everything needed to recompute every rating (docs/ratings.md)",
        parameters: [
          { name: "pool", in: "path", required: true, schema: pool },
          { name: "after", in: "query", required: false, schema: { type: "integer", minimum: 0, default: 0 }, description: "The last place read (a page's next)" },
        ],
        responses: { 200: ok("A page of rated games", ref("RatedGamesPage")), 400: errorResponse("Unknown pool, or after not a whole number") },
      },
    },
    "/api/me/profile": {
      get: {
        operationId: "getMyProfile",
        security: [{ session: [] }],
        summary: "The account's own profile (its name claimed on first sight), hidden or not",
        responses: { 200: ok("The profile", ref("PlayerProfile")), 401: errorResponse("Not signed in") },
      },
      put: {
        operationId: "setProfileHidden",
        security: [{ session: [] }],
        summary: "Hide the profile from others (and from the standings), or show it again",
        requestBody: body(profileVisibility),
        responses: { 200: ok("{ hidden }"), 400: errorResponse("hidden must be true or false"), 401: errorResponse("Not signed in") },
      },
    },
  };
}
