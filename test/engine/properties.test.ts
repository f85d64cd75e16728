/**
 * Property-based tests of the rules engine over thousands of random games of every edition, player
 * count and variant combination, played by the random bot (game/bots/random.ts).
 *
 * Every property is an fc.assert; a failure prints fast-check's seed and path together with the
 * counterexample (options, secret seed, bot seed, bot style, head start), which replays the very
 * same game. Re-run it with
 *   FC_SEED=<seed> FC_PATH=<path> npx vitest run --project engine test/engine/properties.test.ts -t "<property>"
 * and scale every property's numRuns with FC_RUNS_SCALE (e.g. 10 for a soak).
 *
 * The properties check the engine against RULES.md with their own small model of the rules (card
 * and token totals, board, adjacency, step allowance, multipliers, surge and flow of time, end
 * timing, scoring), not with the engine's helpers.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomAction } from "../../game/bots/random.js";
import {
  applyAction,
  applyActionInPlace,
  createGame,
  legalPlacements,
  legalTurns,
  ranking,
  replay,
  rulesFor,
  type Action,
  type GameOptions,
  type GameState,
  type TurnAction,
} from "../../game/engine/index.js";
import { botRng, checkRng, fcParams, gameSpecArb, giveHeadStart, mustCreate, playGame, type GameSpec } from "./arbitraries.js";
import { exercised, expectRefused, placementCorruptions, turnCorruptions, upgradeChoiceCorruptions, type Corruption } from "./corruptions.js";
import { ALL_UPGRADES, DEFAULT_UPGRADES, INVARIANT_CAP, MAX_ACTIONS, SQUARES, activeUpgrades, check, checkBookkeeping, checkCards, checkSetup, checkTokens, expectedMoves, expectedWinners, fail, junior, lastSeatOf, pick, queueEmpty } from "./rules-model.js";

// ---------------------------------------------------------------------------------------------

describe("engine properties over random games", () => {
  it("0. a new game is set up as §2 says (board, deal, removed cards, tokens, upgrades, first to act)", () => {
    fc.assert(
      fc.property(gameSpecArb({ headStart: false }), (spec) => {
        checkSetup(mustCreate(spec.options, spec.seed), spec.options);
      }),
      fcParams(3000),
    );
  }, 120_000);

  it("0b. createGame refuses invalid options with INVALID_OPTIONS", () => {
    fc.assert(
      fc.property(gameSpecArb({ headStart: false }), fc.nat(), (spec, choice) => {
        const o = spec.options;
        const variants = o.variants ?? [];
        const winter = o.edition === "winter";
        const tableUpgrades = !variants.includes("variableUpgrades") && !variants.includes("juniorBarista");
        const bad: unknown[] = [
          { ...o, edition: "summer" },
          { ...o, edition: undefined },
          { ...o, players: pick(checkRng(spec), [0, 1, 5, 2.5, "2", null, NaN]) },
          { ...o, variants: [...variants, winter ? "calmStart" : "juniorBarista"] },
          { ...o, variants: [...variants, "turbo"] },
          { ...o, startingPlayer: pick(checkRng(spec), [-1, o.players, o.players + 1, 0.5, "0", null, NaN]) },
        ];
        if (variants.length > 0) bad.push({ ...o, variants: [...variants, variants[0]] });
        if (winter && variants.includes("juniorBarista") && !variants.includes("variableUpgrades")) bad.push({ ...o, variants: [...variants, "variableUpgrades"] });
        if (winter && variants.includes("variableUpgrades") && !variants.includes("juniorBarista")) bad.push({ ...o, variants: [...variants, "juniorBarista"] });
        if (tableUpgrades) {
          const base = o.upgrades ?? DEFAULT_UPGRADES;
          bad.push({ ...o, upgrades: base.slice(0, 3) }, { ...o, upgrades: [base[0], base[0], base[1], base[2]] }, { ...o, upgrades: [base[0], base[1], base[2], "teleport"] });
          if (!winter) bad.push({ ...o, upgrades: [base[0], base[1], base[2], "jump"] });
        } else {
          bad.push({ ...o, upgrades: DEFAULT_UPGRADES });
        }
        const options = bad[choice % bad.length];
        const created = createGame(options as GameOptions, spec.seed);
        check(!created.ok && created.error.code === "INVALID_OPTIONS" && created.error.message.length > 0,
          () => `createGame(${JSON.stringify(options)}) gave ${JSON.stringify(created).slice(0, 200)}`);
      }),
      fcParams(2000),
    );
  }, 120_000);

  it("1. cards are conserved at every step: every card id of the edition is in exactly one place", () => {
    const combos = new Set<string>();
    fc.assert(
      fc.property(gameSpecArb(), (spec) => {
        combos.add(`${spec.options.edition}/${spec.options.players}/${[...(spec.options.variants ?? [])].sort().join("+")}`);
        const initial = mustCreate(spec.options, spec.seed);
        checkCards(initial);
        playGame(spec, INVARIANT_CAP, ({ after, action, index }) => {
          try {
            checkCards(after);
          } catch (error) {
            fail(`after action #${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`);
          }
        });
      }),
      fcParams(1000),
    );
    // Every edition × player count × variant combination was played (8 combinations × 3 player counts).
    if (process.env.FC_SEED === undefined) expect(combos.size).toBe(24);
  }, 120_000);

  it("2. Classic tokens are conserved (supply + cups = box), Winter's supply stays null", () => {
    fc.assert(
      fc.property(gameSpecArb(), (spec) => {
        checkTokens(mustCreate(spec.options, spec.seed));
        playGame(spec, INVARIANT_CAP, ({ after, action, index }) => {
          try {
            checkTokens(after);
          } catch (error) {
            fail(`after action #${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`);
          }
        });
      }),
      fcParams(1000),
    );
  }, 120_000);

  it("3. every game ends within a bound, with equal turns, the last by the starting player's right, and the right winners", () => {
    fc.assert(
      fc.property(gameSpecArb({ terminating: true }), (spec) => {
        let closedAt: number | null = null;
        const game = playGame(spec, MAX_ACTIONS, ({ before, action, after, index }) => {
          const n = after.players.length;
          if (before.token === "open" && after.token === "closed") {
            closedAt = index;
            // §4 / R-2 / R-14 / §6: the token flips only for a reason that holds now.
            const reasons = {
              deck: after.deck.length === 0,
              dislikes: after.players.some((p) => p.dislikes.length >= 5),
              stall: after.players.every((_, seat) => queueEmpty(after, seat)),
              queueCleared: junior(after) && after.players.some((_, seat) => queueEmpty(after, seat)),
            };
            check(after.closedBy !== null && reasons[after.closedBy], () => `token closed by ${after.closedBy} after #${index + 1}, but ${JSON.stringify(reasons)}`);
          }
          if (after.token === "open") {
            check(after.deck.length > 0, () => "the deck is empty but the token is open");
            check(after.players.every((p) => p.dislikes.length < 5), () => "a player has 5 dislikes but the token is open");
            if (after.phase === "turns" && action.type === "turn") {
              check(!after.players.every((_, seat) => queueEmpty(after, seat)), () => "every queue is empty after a turn but the token is open (R-14)");
              check(!junior(after) || !after.players.some((_, seat) => queueEmpty(after, seat)), () => "Junior Barista: a queue is cleared but the token is open");
            }
          }
          if (action.type === "turn") {
            // Turn order goes to the left from the starting player (§3).
            check(action.player === (after.startingPlayer + before.turnsPlayed) % n, () => `turn ${before.turnsPlayed + 1} was played by seat ${action.player}`);
            check(after.turnsPlayed === before.turnsPlayed + 1, () => "turnsPlayed did not count the turn");
            // §4: once CLOSED, play goes on until the seat at the starting player's right has played.
            const shouldEnd = after.token === "closed" && action.player === lastSeatOf(after);
            check((after.phase === "ended") === shouldEnd,
              () => `after turn #${after.turnsPlayed} (seat ${action.player}, token ${after.token}) phase is ${after.phase}`);
          } else {
            check(after.phase !== "ended", () => `the game ended on a ${action.type} action`);
          }
        });
        const state = game.final;
        check(game.ended, () => `not over after ${MAX_ACTIONS} actions (token ${state.token}, ${state.turnsPlayed} turns)`);
        check(closedAt !== null || game.initial.token === "closed", () => "the game ended without the token closing");
        const n = state.players.length;
        const turns = game.log.filter((a): a is TurnAction => a.type === "turn");
        check(state.turnsPlayed === turns.length, () => `turnsPlayed ${state.turnsPlayed} but ${turns.length} turns in the log`);
        check(state.turnsPlayed % n === 0, () => `${state.turnsPlayed} turns for ${n} players`);
        const perSeat = state.players.map((_, seat) => turns.filter((t) => t.player === seat).length);
        check(new Set(perSeat).size === 1, () => `unequal turns per seat: ${perSeat.join(", ")}`);
        const last = game.log[game.log.length - 1];
        check(last.type === "turn" && last.player === (state.startingPlayer + n - 1) % n, () => `the last action was ${JSON.stringify(last)}`);
        check(state.token === "closed" && state.closedBy !== null, () => `ended with token ${state.token}`);
        const rules = rulesFor(state.options);
        const top = ranking(state, rules)
          .filter((entry) => entry.rank === 1)
          .map((entry) => entry.player);
        const winners = [...(state.winners ?? [])].sort();
        check(JSON.stringify(winners) === JSON.stringify([...top].sort()), () => `winners ${JSON.stringify(state.winners)} but ranking's top is ${JSON.stringify(top)}`);
        check(JSON.stringify(winners) === JSON.stringify(expectedWinners(state)),
          () => `winners ${JSON.stringify(state.winners)}, by §4 ${JSON.stringify(expectedWinners(state))}`);
      }),
      fcParams(1500),
    );
  }, 120_000);

  it("4. replaying the action log rebuilds the identical state (whole game and a prefix)", () => {
    fc.assert(
      fc.property(gameSpecArb({ headStart: false }), fc.nat(), (spec, cut) => {
        const states: GameState[] = [];
        const game = playGame(spec, INVARIANT_CAP, ({ after }) => states.push(after));
        const full = replay(spec.options, spec.seed, game.log);
        check(full.ok, () => `replay refused the log: ${JSON.stringify(full)}`);
        check(JSON.stringify((full as { value: GameState }).value) === JSON.stringify(game.final), () => "the replayed state differs from the played one");
        const k = cut % (game.log.length + 1);
        const prefix = replay(spec.options, spec.seed, game.log.slice(0, k));
        const expected = k === 0 ? game.initial : states[k - 1];
        check(prefix.ok && JSON.stringify(prefix.value) === JSON.stringify(expected), () => `replaying the first ${k} actions differs`);
        // A log that no longer fits the game is refused, not half-applied.
        if (game.log.length > 0) {
          const broken = [...game.log, game.log[game.log.length - 1]];
          const refused = replay(spec.options, spec.seed, broken);
          check(!refused.ok && refused.error.code === "REPLAY_FAILED", () => `replaying an action twice at the end gave ${JSON.stringify(refused).slice(0, 200)}`);
        }
      }),
      fcParams(600),
    );
  }, 120_000);

  it("5. every enumerated legal turn and placement is accepted", () => {
    const seen = { turns: 0, activations: 0, jumps: 0, diagonal: 0, completions: 0, secondMeeple: 0, speedToken: 0 };
    fc.assert(
      fc.property(gameSpecArb(), fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (spec, picks) => {
        const states: GameState[] = [mustCreate(spec.options, spec.seed)];
        playGame(spec, INVARIANT_CAP, ({ after }) => after.phase !== "ended" && states.push(after));
        let applied = 0;
        for (const p of picks) {
          // Bound the heavy tail (some states enumerate tens of thousands of turns): every sampled
          // state is checked in full, but no further states once this game has applied 10 000 turns.
          if (applied > 10_000) break;
          const state = states[p % states.length];
          const before = JSON.stringify(state);
          if (state.phase === "placement") {
            const legal = legalPlacements(state);
            const legalKeys = new Set(legal.map((a) => `${a.player}/${a.square}/${a.cup}`));
            const free = SQUARES.filter((square) => !state.players.some((pl) => pl.meeples.includes(square)));
            check(legal.length === free.length * 3, () => `${legal.length} legal placements for ${free.length} free squares`);
            for (const square of SQUARES) {
              for (let cup = 0; cup < 3; cup++) {
                const action: Action = { type: "place", player: state.current, square, cup };
                const result = applyAction(state, action);
                check(result.ok === free.includes(square), () => `placing on ${square} (free: ${free.includes(square)}) gave ${JSON.stringify(result).slice(0, 200)}`);
                check(result.ok === legalKeys.has(`${state.current}/${square}/${cup}`), () => `legalPlacements disagrees with applyAction on ${square}/${cup}`);
                if (result.ok) {
                  checkCards(result.value.state);
                  checkTokens(result.value.state);
                }
              }
            }
          } else if (state.phase === "chooseUpgrades") {
            for (const seat of state.players.keys()) {
              const waiting = state.players[seat].upgrades.length === 0;
              for (let mask = 0; mask < 64; mask++) {
                const upgrades = ALL_UPGRADES.filter((_, bit) => mask & (1 << bit));
                if (upgrades.length !== 4) continue;
                const result = applyAction(state, { type: "chooseUpgrades", player: seat, upgrades });
                check(result.ok === waiting, () => `choosing ${upgrades.join(",")} for seat ${seat} (waiting: ${waiting}) gave ${JSON.stringify(result).slice(0, 200)}`);
              }
            }
          } else if (state.phase === "turns") {
            const turns = legalTurns(state, { maxSpeedTokens: 1 });
            check(turns.length > 0, () => "no legal turn enumerated (R-8)");
            // legalTurns promises every activation, meeple, jump choice and path within the limit.
            const moves = new Set(turns.map((t) => `${t.activate ?? "-"}|${t.meeple ?? 0}|${t.jump ? 1 : 0}|${t.path.join(",")}`));
            const expected = expectedMoves(state, 1);
            const missing = [...expected].filter((key) => !moves.has(key));
            const extra = [...moves].filter((key) => !expected.has(key));
            check(missing.length === 0 && extra.length === 0,
              () => `legalTurns' moves differ from §3.2: missing ${missing.slice(0, 5).join(" ; ")}, extra ${extra.slice(0, 5).join(" ; ")}`);
            for (const turn of turns) {
              const result = applyAction(state, turn);
              check(result.ok, () => `legal turn ${JSON.stringify(turn)} refused: ${JSON.stringify(result)}`);
              if (result.ok) {
                checkCards(result.value.state);
                checkTokens(result.value.state);
              }
            }
            applied += turns.length;
            const active = activeUpgrades(state, state.current);
            for (const turn of turns) {
              seen.turns++;
              if (turn.activate) seen.activations++;
              if (turn.jump) seen.jumps++;
              if (turn.complete) seen.completions++;
              if (turn.meeple === 1) seen.secondMeeple++;
              if ((turn.activate === "diagonalMovement" || active.includes("diagonalMovement")) && turn.path.length > 0) seen.diagonal++;
              if (turn.path.length > (junior(state) ? 4 : 3) + (turn.jump ? 1 : 0)) seen.speedToken++;
            }
          }
          check(JSON.stringify(state) === before, () => "checking legal actions changed the state");
        }
      }),
      fcParams(60),
    );
    // The enumeration reached turns of every kind.
    if (process.env.FC_SEED === undefined) for (const [kind, n] of Object.entries(seen)) expect(n, kind).toBeGreaterThan(0);
  }, 120_000);

  it("6. corrupted actions are refused with a typed error and leave the state unchanged", () => {
    exercised.clear();
    fc.assert(
      fc.property(gameSpecArb(), fc.array(fc.nat(), { minLength: 2, maxLength: 5 }), (spec, picks) => {
        const steps: { state: GameState; action: Action; events: { type: string }[] }[] = [];
        const game = playGame(spec, INVARIANT_CAP, ({ before, action, events }) => steps.push({ state: before, action, events }));
        const rng = checkRng(spec);
        for (const p of picks) {
          const { state, action, events } = steps[p % steps.length];
          let corruptions: Corruption[];
          if (action.type === "turn") corruptions = turnCorruptions(state, action, events, rng);
          else if (action.type === "place") corruptions = placementCorruptions(state, action, rng);
          else corruptions = upgradeChoiceCorruptions(state, action, rng);
          for (const corruption of corruptions) expectRefused(state, corruption);
        }
        if (game.ended) {
          const last = game.log[game.log.length - 1];
          expectRefused(game.final, { kind: "gameOver", action: last, codes: ["GAME_OVER"] });
          expectRefused(game.final, { kind: "gameOver", action: { type: "place", player: 0, square: 0, cup: 0 }, codes: ["GAME_OVER"] });
        }
      }),
      fcParams(450),
    );
    // Every kind of corruption was actually tried.
    const kinds = [
      "player:otherSeat", "player:badValue", "type:otherPhase", "type:unknown", "action:notObject",
      "place:occupied", "place:offBoard", "place:badCup",
      "chooseUpgrades:badChoice", "chooseUpgrades:again",
      "path:nonAdjacent", "path:diagonalWithoutUpgrade", "path:offBoard", "path:stepNotANumber", "path:beyondSpeedTokens",
      "path:empty", "path:notAList", "path:endOnOccupied", "junior:endOnOccupiedAccepted",
      "pour:notCollected", "pour:splitBeyondCollected", "pour:negativeToBalance", "pour:otherEditionsIngredient",
      "pour:unknownIngredient", "pour:badCount", "pour:badShape",
      "complete:notInQueue", "complete:badCard", "complete:badCup", "complete:recipeMismatch", "complete:notAList",
      "complete:sameCupTwice", "complete:sameCardTwice",
      "activate:withoutThreeLikes", "activate:alreadyActive", "activate:notOwned", "activate:unknown",
      "jump:withoutUpgrade", "jump:notABoolean", "meeple:bad", "empty:bad", "gameOver",
    ];
    if (process.env.FC_SEED === undefined) for (const kind of kinds) expect(exercised.get(kind) ?? 0, kind).toBeGreaterThan(0);
  }, 120_000);

  it("7. applyAction never changes its input, shares nothing with its output, and agrees with applyActionInPlace", () => {
    fc.assert(
      fc.property(gameSpecArb(), (spec: GameSpec) => {
        const rng = botRng(spec);
        let state = mustCreate(spec.options, spec.seed);
        let played = 0;
        /** Applies the bot's next action to `input` both ways; returns applyAction's output. */
        const step = (input: GameState): GameState => {
          const action = randomAction(input, rng, spec.style);
          const where = () => `action #${played + 1} ${JSON.stringify(action)}`;
          const json = JSON.stringify(input);
          const pure = applyAction(input, action);
          check(pure.ok, () => `${where()} refused: ${JSON.stringify(pure)}`);
          check(JSON.stringify(input) === json, () => `applyAction changed its input on ${where()}`);
          const { state: output, events } = (pure as { value: { state: GameState; events: unknown[] } }).value;
          const outputJson = JSON.stringify(output);
          check(output !== input, () => `applyAction returned its input on ${where()}`);
          // Advancing the input in place gives the same state and events, and leaves the output alone.
          const inPlace = applyActionInPlace(input, action);
          check(inPlace.ok && JSON.stringify(inPlace.value) === JSON.stringify(events), () => `applyActionInPlace's events differ on ${where()}`);
          check(JSON.stringify(input) === outputJson, () => `applyActionInPlace gave another state on ${where()}`);
          check(JSON.stringify(output) === outputJson, () => `changing the input in place changed applyAction's output on ${where()}`);
          played++;
          return output;
        };
        const headStart = (from: GameState["phase"], to: GameState): GameState =>
          spec.headStart !== null && from !== "turns" && to.phase === "turns" ? giveHeadStart(to, spec.headStart) : to;
        while (state.phase !== "ended" && played < INVARIANT_CAP) {
          const input = state;
          const inputPhase = input.phase;
          const output = headStart(inputPhase, step(input));
          const inputJson = JSON.stringify(input); // advanced in place: equal to the output
          if (output.phase === "ended") break;
          // Advancing the output (in place, inside step) must not reach back into the input.
          const outputPhase = output.phase;
          state = headStart(outputPhase, step(output));
          check(JSON.stringify(input) === inputJson, () => `changing applyAction's output changed its input (action #${played})`);
        }
      }),
      fcParams(600),
    );
  }, 120_000);

  it("8. every action's bookkeeping matches an independent model of §2.4, §3 and §5", () => {
    fc.assert(
      fc.property(gameSpecArb(), (spec) => {
        playGame(spec, INVARIANT_CAP, ({ before, action, after, events, index }) => {
          // The head start is applied after the last placement: check that action against the engine's own output.
          const engineAfter = spec.headStart !== null && before.phase !== "turns" && after.phase === "turns" ? (applyAction(before, action) as { value: { state: GameState } }).value.state : after;
          try {
            checkBookkeeping(before, action, engineAfter, events);
          } catch (error) {
            fail(`action #${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`);
          }
        });
      }),
      fcParams(1000),
    );
  }, 120_000);

  // Junior Barista games end only once a player clears their queue (RULES.md §6): players who
  // never complete an order play forever. That needs a ruling; the bound above covers guided play.
});

