import type { GameRoom } from "./room/game-room.js";

/** The Worker's bindings (wrangler.toml) and vars. */
export interface Env {
  DB: D1Database;
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
}

export interface SignedInUser {
  id: string;
  email: string;
  displayName: string | null;
}

/** Hono's typing for this app: bindings plus what middleware puts on the context. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The signed-in account, or null (set by the session middleware). */
    user: SignedInUser | null;
  };
}
