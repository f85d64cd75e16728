import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { startLocalService } from "../../scripts/local-service.js";
import type { LocalWebhookReceiver } from "../../scripts/webhook-receiver.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local webhook receivers' control routes (/__webhooks/…), for tests to read what arrived. */
    webhookControl: string;
  }
}

/** The receivers live in this process; tests reach their control routes over HTTP. */
async function serveControl(webhooks: LocalWebhookReceiver): Promise<{ url: string; close: () => void }> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = new Request(`https://hooks.example.org${incoming.url}`, { method: incoming.method, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const response = await webhooks.handle(request);
    response.headers.forEach((value, name) => outgoing.setHeader(name, value));
    outgoing.writeHead(response.status);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Browser tests run against the production bundle and web assets on workerd, with a fresh D1. */
export default async function setup(project: TestProject) {
  // Every browser test's requests come from one address: the per-client limits (20 new games in
  // 10 minutes) would refuse the suite's own games. The limits' own tests run inside workerd.
  // A turn mail goes at once, not 5 minutes after the turn passes (and turns mails to one address
  // 15 minutes apart): a game played by mail (reply-by-mail.test.ts) can't wait that out.
  const service = await startLocalService({ rateLimitScale: 50, turnMailWaitSeconds: 0 });
  project.provide("baseUrl", service.url);
  const control = await serveControl(service.webhooks);
  project.provide("webhookControl", control.url);
  return async () => {
    control.close();
    await service.stop();
  };
}
