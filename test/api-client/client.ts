import type { paths } from "./generated/schema.js";

/**
 * A small client typed only by the types openapi-typescript generates from /api/openapi.json
 * (test/build/openapi.test.ts writes them to ./generated and compiles this file against them):
 * what a third party would write, so the document is checked as a source for clients.
 */

type Method = "get" | "post" | "put" | "patch" | "delete";
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type PathParams<O> = O extends { parameters: { path: infer T } } ? (T extends Record<string, unknown> ? T : never) : never;
type JsonBody<O> = O extends { requestBody?: { content: { "application/json": infer T } } } ? T : never;
type Answer<R, C extends number> = C extends keyof R ? (R[C] extends { content: { "application/json": infer T } } ? T : never) : never;
/** The JSON a successful answer carries. */
type Success<O> = O extends { responses: infer R } ? Answer<R, 200> | Answer<R, 201> | Answer<R, 202> : never;
/** The error shape every refusal carries. */
export type ApiErrorBody = paths["/api/games"]["post"]["responses"][400]["content"]["application/json"];

export interface Call<O> {
  path?: PathParams<O>;
  body?: JsonBody<O>;
  /** A seat's or the host's secret token, sent as a bearer token. */
  token?: string;
}

export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(`${status} ${body.error.code}: ${body.error.message}`);
  }
}

export function apiClient(baseUrl: string) {
  return async function call<P extends keyof paths, M extends Method>(method: M, path: P, init: Call<Operation<P, M>> = {}): Promise<Success<Operation<P, M>>> {
    const url = String(path).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((init.path as Record<string, unknown>)[name])));
    const headers: Record<string, string> = {};
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${baseUrl}${url}`, {
      method: method.toUpperCase(),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json: unknown = await response.json();
    if (!response.ok) throw new ApiRefusal(response.status, json as ApiErrorBody);
    return json as Success<Operation<P, M>>;
  };
}
