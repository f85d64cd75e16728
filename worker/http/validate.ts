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

/** A JSON body that may be left out (read as {}); otherwise checked like valid("json", …). */
export async function optionalJson<Schema extends ZodType>(request: Request, schema: Schema): Promise<import("zod").infer<Schema>> {
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
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
    throw new ApiError(400, "INVALID_INPUT", `${issue?.message ?? "The request is not valid."}${where}`);
  }
  return result.data;
}
