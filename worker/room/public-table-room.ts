import { DurableObject } from "cloudflare:workers";
import type { ReadyCheck } from "../../protocol/lobby.js";
import type { TalkMessage } from "../../protocol/types.js";
import type { Env } from "../env.js";
import { randomToken } from "../secrets/tokens.js";
import { openToPublic, takeFreeSeat, type ListingChoice, type PublicListing, type Seeker } from "./public-table.js";
import { confirmReady, readReadyCheck } from "./ready-check.js";
import { anyone, host, seated, type Caller } from "./room-access.js";
import { removeTalk } from "./room-changes.js";
import type { RoomCore } from "./room-core.js";
import { roomOk, type RoomResult } from "./room-result.js";

/**
 * What a room can do as a public table (docs/lobby.md), the part of GameRoom's list the lobby
 * uses: its changes go through the room's one write path like every other.
 */
export abstract class PublicTableRoom extends DurableObject<Env> {
  protected abstract readonly core: RoomCore;

  /** The host opens the game's free seats to the public (public-table.ts). */
  async openToPublic(hostToken: string, choice: ListingChoice, hostUserId: string | null): Promise<RoomResult<PublicListing>> {
    return this.core.write(null, host(hostToken, "open it to the public"), (w) => openToPublic(w, choice, hostUserId), true);
  }

  /** A signed-in player takes a public table's free seat, as its link would; the answer is their seat and its new link. */
  async takeFreeSeat(seeker: Seeker): Promise<RoomResult<{ seat: number; token: string }>> {
    return this.core.write(null, anyone, (w) => takeFreeSeat(w, seeker, randomToken()), true);
  }

  /** A table of strangers' ready check (ready-check.ts): read it, or the caller's seat confirms; the last confirmation starts the game. */
  async ready(caller: Caller, confirm: boolean): Promise<RoomResult<ReadyCheck | null>> {
    if (!confirm) return this.core.read(caller, anyone, (r) => roomOk(readReadyCheck(r.parts.storage)));
    return this.core.write(caller, seated("confirm you are ready"), confirmReady);
  }

  /** An operator hides a reported message: shown as removed, as the host's removals are. */
  async hideTalk(id: number): Promise<RoomResult<TalkMessage>> {
    return this.core.write(null, anyone, (w) => removeTalk(w, id));
  }
}
