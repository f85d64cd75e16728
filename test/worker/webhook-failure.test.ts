import { describe, expect, it } from "vitest";
import { failureOf } from "../../worker/webhook/webhook-failure.js";

/** Why a webhook failed, as the stable code the page words in the player's language (issue 54, item 9). */
describe("a webhook's failure, as a code", () => {
  it.each([
    [null, { failure: null, failureStatus: null }],
    ["internal error; reference = 8kq2n3j0lg", { failure: "unreachable", failureStatus: null }],
    ["The operation was aborted due to timeout", { failure: "timeout", failureStatus: null }],
    ["500 Internal Server Error", { failure: "refused", failureStatus: 500 }],
    ["404", { failure: "refused", failureStatus: 404 }],
    ['429 {"retry_after": 1.5}', { failure: "rateLimited", failureStatus: 429 }],
    ["301 (a redirect, not followed)", { failure: "redirect", failureStatus: 301 }],
    ["A webhook address must be on a public site, not localhost or a private network name.", { failure: "notAllowed", failureStatus: null }],
    ["The webhook's name points at a private address (10.0.0.1), so nothing is posted to it.", { failure: "notAllowed", failureStatus: null }],
    ["The webhook's name resolves to no address.", { failure: "unreachable", failureStatus: null }],
    ["Posted perhaps: no answer came (timeout), and the channel can't tell a repeat apart, so it is not posted again.", { failure: "postedPerhaps", failureStatus: null }],
  ] as const)("%s", (lastError, expected) => {
    expect(failureOf(lastError)).toEqual(expected);
  });
});
