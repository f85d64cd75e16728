import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameSnapshot } from "../../protocol/types.js";
import { HANGS } from "../../scripts/push-service.js";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import { act, api, openSocket, snapshot } from "./helpers.js";
import { PUSH, answerWith, newDevice, type Subscription } from "./push-helpers.js";
import { address, playOne, startSlowGame, stub, type SlowGame } from "./slow-helpers.js";

/**
 * The room never waits on the outside (issue 33): behind a push endpoint that takes the connection
 * and never answers, every answer the room gives still comes at once (talk, moves, a seat handed to
 * a bot, the alarm's bot moves), and the bot keeps moving. The endpoint is a real one of the local
 * push service (scripts/push-service.ts) told to hang.
 */

/** Far below any delivery timeout: an answer that waited on the hung endpoint can't make it. */
const PROMPT_MS = 2_000;

/** The promise's value, or a failure naming what did not answer in time. */
async function prompt<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${PROMPT_MS} ms`)), PROMPT_MS)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A device following a seat, whose endpoint then takes every push and never answers. */
async function hungDevice(game: SlowGame, seat: number): Promise<Subscription> {
  const device = await newDevice();
  const followed = await api("/api/push/devices", { method: "POST", json: { subscription: device, locale: "en", seats: [{ gameId: game.gameId, token: game.tokens[seat] }] } });
  expect(followed.status).toBe(201);
  await answerWith(device, HANGS);
  return device;
}

/** A push request the hung endpoint holds (so the room really has one in flight). */
async function pushesHeld(device: Subscription): Promise<void> {
  await expect.poll(async () => (await (await fetch(`${PUSH}/__held?endpoint=${encodeURIComponent(device.endpoint)}`)).json()) as number, { timeout: 5_000 }).toBeGreaterThan(0);
}

describe("behind a push endpoint that never answers", () => {
  it("talk, moves, handing a seat to a bot and the bot's moves (the alarm) all answer at once", async () => {
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [
      { name: "Ana", email: address("ana") },
      { name: "Bo", email: address("bo") },
    ]);
    const device = await hungDevice(game, 0);
    try {
      // Bo talks while Ana is away: her device is told, and holds the push.
      const said = await prompt("POST /talk", api(`/api/games/${game.gameId}/talk`, { method: "POST", token: game.tokens[1], json: { text: "Hello Ana" } }));
      expect(said.status).toBe(201);
      await pushesHeld(device);
      const talkAgain = await prompt("POST /talk again", api(`/api/games/${game.gameId}/talk`, { method: "POST", token: game.tokens[1], json: { text: "Still there?" } }));
      expect(talkAgain.status).toBe(201);

      // Moves, whoever's turn it is: each that passes the turn to Ana sends her hung device a notice.
      await prompt("a move", playOne(game, "hung-1"));
      await prompt("a move", playOne(game, "hung-2"));

      // A move on the mover's socket.
      const mover = (await snapshot(game.gameId)).view.toAct[0];
      const socket = await openSocket(game.gameId, game.tokens[mover]);
      const opened = await socket.next();
      if (opened.type !== "snapshot") throw new Error("expected a snapshot");
      const { player: _player, ...action } = randomAction(stateFromView(opened.snapshot.view), rngFromSeed("hung-3"), "guided") as unknown as { player: number };
      socket.socket.send(JSON.stringify({ type: "act", version: opened.snapshot.version, action, requestId: "hung-socket-move" }));
      const acted = await prompt("a move on the socket", (async () => {
        for (;;) {
          const message = await socket.next();
          if (message.type === "acted" || message.type === "refused") return message;
        }
      })());
      expect(acted, JSON.stringify(acted)).toMatchObject({ type: "acted", requestId: "hung-socket-move" });
      socket.socket.close();

      // The host hands Bo's seat to a bot, which moves at once: it is Ana's turn again.
      const handed = await prompt("handing seat 2 to a bot", api(`/api/games/${game.gameId}/seats/1/bot`, { method: "POST", token: game.hostToken }));
      expect(handed.status).toBe(200);
      const afterBot = await snapshot(game.gameId, game.tokens[0]);
      expect(afterBot.view.toAct).toEqual([0]);

      // From now on the bot answers every move of Ana's through the alarm: it keeps moving.
      for (let round = 0; round < 3; round++) {
        const before = await snapshot(game.gameId, game.tokens[0]);
        if (before.status !== "active") break;
        await prompt(`Ana's move ${round + 1}`, playOne(game, `hung-${round + 4}`));
        await prompt("the alarm", runDurableObjectAlarm(stub(game.gameId)));
        const after = await prompt("the game", snapshot(game.gameId, game.tokens[0]));
        expect(after.status === "ended" || after.view.toAct.includes(0), "the bot has moved").toBe(true);
      }
      // A move sent on a socket-less POST is answered with its snapshot at once too.
      const current: GameSnapshot = await snapshot(game.gameId, game.tokens[0]);
      if (current.status === "active") expect((await prompt("a stale move", act(game.gameId, game.tokens[0], current.version - 1, { type: "place", square: 0, cup: 0 }))).status).toBe(409);
      await pushesHeld(device);
    } finally {
      await answerWith(device, 410);
    }
  });
});
