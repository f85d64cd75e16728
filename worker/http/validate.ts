import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ApiError } from "./errors.js";

/**
 * Validates one part of the request with a zod schema at the edge; a bad input becomes a 400 in
 * the API's error shape, naming the first field that is wrong.
 */
export function valid<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
      throw new ApiError(400, "INVALID_INPUT", `${issue?.message ?? "The request is not valid."}${where}`);
    }
  });
}
