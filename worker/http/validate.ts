import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z, type ZodType } from "zod";
import type { ErrorCode } from "../../protocol/errors.js";
import { ApiError } from "./errors.js";
import { issueSentence } from "./validation-messages.js";

// Every issue a schema left without a message of its own reads as a sentence for a person.
z.config({ customError: issueSentence });

/** Codes of their own for some fields' issues (e.g. UNKNOWN_POOL for a pool's edition), else INVALID_INPUT. */
type FieldCodes = Partial<Record<string, ErrorCode>>;

/** The 400 for a request that failed its schema: the first issue's sentence (schemas' own or issueSentence's). */
function invalidInput(error: { issues: readonly { message: string; path?: readonly PropertyKey[] }[] }, codes: FieldCodes = {}): ApiError {
  const issue = error.issues[0];
  const field = issue?.path?.[0];
  return new ApiError(400, (typeof field === "string" && codes[field]) || "INVALID_INPUT", issue?.message ?? "The request is not valid.");
}

/** Validates one part of the request with a zod schema at the edge; a bad input becomes a 400 in the API's error shape. */
export function valid<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema, codes: FieldCodes = {}) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error, codes);
  });
}

/** A JSON body that may be left out (read as {}); otherwise checked like valid("json", …). */
export async function optionalJson<Schema extends ZodType>(request: Request, schema: Schema): Promise<z.infer<Schema>> {
  const text = await request.text();
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, "INVALID_INPUT", "The request body is not valid JSON.");
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}
