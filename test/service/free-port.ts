import { createServer } from "node:net";

/**
 * A port nothing listens on now. The service tests that start a process of their own take one, not
 * a fixed number: another service on this machine (a second checkout's tests) may hold any fixed
 * port, and a health check would then be answered by the wrong service.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
