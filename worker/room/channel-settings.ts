import { isHost, type Caller } from "./room-access.js";
import type { Reading, Writing } from "./room-core.js";
import { recipientOf } from "./room-mail.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";

/**
 * A game's channel as its room knows it: whether one is connected (its address lives in D1 alone,
 * never here, in a snapshot or a record), whether the host lets every seated player connect it,
 * and the seats' member ids for mentions. Kept in the room's key-value storage, one small value;
 * the room's changes to it are here, what it posts is in room-channel.ts.
 */

const KEY = "channel";

export interface ChannelSettings {
  connected: boolean;
  playersMayConnect: boolean;
  /** Seat → its player's Discord or Slack member id. */
  mentions: Record<number, string>;
}

const NONE: ChannelSettings = { connected: false, playersMayConnect: false, mentions: {} };

export function readChannel(storage: DurableObjectStorage): ChannelSettings {
  return storage.kv.get<ChannelSettings>(KEY) ?? NONE;
}

function writeChannel(storage: DurableObjectStorage, settings: ChannelSettings): void {
  storage.kv.put(KEY, settings);
}

/** The channel as the caller sees it (the webhook itself is D1's: the route adds it; `seated`: the host or a player). */
export type ChannelView = { connected: boolean; seated: boolean; playersMayConnect: boolean; mayConnect: boolean; mention: string | null };

function viewOf(channel: ChannelSettings, host: boolean, seat: number | null): ChannelView {
  return {
    connected: channel.connected,
    seated: host || seat !== null,
    playersMayConnect: channel.playersMayConnect,
    mayConnect: host || (seat !== null && channel.playersMayConnect),
    mention: seat === null ? null : (channel.mentions[seat] ?? null),
  };
}

export function channelView({ game, seat, parts }: Reading, caller: Caller): RoomResult<ChannelView> {
  return roomOk(viewOf(readChannel(parts.storage), isHost(game, caller), seat));
}

/**
 * The host, or a seated player if the host allows it, connects the channel (or disconnects it).
 * Answers where "it was turned off" is mailed: the host's or the seat's address.
 */
export function connectChannel({ game, seat, parts }: Writing, caller: Caller, connected: boolean): RoomResult<{ ownerEmail: string | null }> {
  const channel = readChannel(parts.storage);
  const host = isHost(game, caller);
  if (!viewOf(channel, host, seat).mayConnect) return roomError(403, "CHANNEL_NOT_ALLOWED", "Only the host can connect this game to a channel, unless they let the players do it.");
  writeChannel(parts.storage, { ...channel, connected });
  return roomOk({ ownerEmail: host ? game.hostEmail : seat === null ? null : recipientOf(parts.store.seats()[seat]) });
}

/** The host (its guard) lets every seated player connect the channel, or keeps it to themselves. */
export function setChannelPlayers({ parts }: Writing, playersMayConnect: boolean): RoomResult<{ playersMayConnect: boolean }> {
  writeChannel(parts.storage, { ...readChannel(parts.storage), playersMayConnect });
  return roomOk({ playersMayConnect });
}

/** A seated player's member id for mentions (null: none). */
export function setMention({ seat, parts }: Writing<number>, memberId: string | null): RoomResult<{ mention: string | null }> {
  const channel = readChannel(parts.storage);
  const mentions = { ...channel.mentions };
  if (memberId === null) delete mentions[seat];
  else mentions[seat] = memberId;
  writeChannel(parts.storage, { ...channel, mentions });
  return roomOk({ mention: memberId });
}
