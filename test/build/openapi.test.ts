import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../worker/api/openapi.js";

const clientDir = resolve(__dirname, "../api-client");

describe("the OpenAPI document (/api/openapi.json)", () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(openApiDocument()), absoluteRef: "/openapi.json", config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  it("names every operation once, and says who may call it", () => {
    const operations = Object.values(openApiDocument().paths).flatMap((item) => Object.values(item as Record<string, { operationId?: string; security?: unknown[] }>));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => Array.isArray(operation.security) && operation.security.length > 0)).toBe(true);
  });

  it("generates TypeScript types (openapi-typescript) that a small client compiles against", async () => {
    const types = astToString(await openapiTS(JSON.parse(JSON.stringify(openApiDocument()))));
    mkdirSync(resolve(clientDir, "generated"), { recursive: true });
    writeFileSync(resolve(clientDir, "generated/schema.d.ts"), types);
    const { config } = ts.readConfigFile(resolve(clientDir, "tsconfig.json"), ts.sys.readFile);
    const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, clientDir);
    const program = ts.createProgram(fileNames, options);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);
    expect(types).toContain("submitAction: {");
  }, 60_000);
});
