import { z } from "zod";

/** The OpenAPI document's building blocks, shared by its parts (openapi.ts and the files beside it). */

export const json = (schema: object) => ({ content: { "application/json": { schema } } });
export const body = (schema: z.ZodType) => ({ required: true, ...json(z.toJSONSchema(schema, { io: "input" })) });
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const errorResponse = (description: string) => ({ description, ...json(ref("Error")) });
export const ok = (description: string, schema: object = { type: "object" }) => ({ description, ...json(schema) });

export const optionalBody = (schema: z.ZodType) => ({ required: false, ...json(z.toJSONSchema(schema, { io: "input" })) });
export const html = (description: string) => ({ description, content: { "text/html": { schema: { type: "string" } } } });
/** What any request can meet before it reaches the Worker: Cloudflare's edge refuses an over-long URI or headers, or a malformed request. */
export const refusedAtTheEdge = { "4XX": { description: "Refused by Cloudflare's edge before reaching the service (URI or headers too long, a malformed request)" } };

export const gameId = { name: "id", in: "path", required: true, schema: { type: "string", pattern: "^[A-Za-z0-9_-]{22}$" } };
export const seatParam = { name: "seat", in: "path", required: true, schema: { type: "integer", minimum: 0, maximum: 3 } };
export const mailToken = { name: "t", in: "query", required: false, schema: { type: "string" }, description: "The token from a mail's link" };
/** Who may call: a seat (by its token, or the account that took it), else a spectator. */
export const seatAuth = [{ seatToken: [] }, { session: [] }, {}];
/** Anyone: no credentials (a token the body carries, such as join's, is said in the body's schema). */
export const anyone = [{}];
/** Anyone; a signed-in account's session, when sent, is used (a game's host, a device following the account). */
export const anyoneOrSession = [{ session: [] }, {}];
/** A mail's link (its token names the address), or the signed-in account. */
export const mailLink = [{ mailToken: [] }, { session: [] }];
