import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * HTTP/1.1 requests on reused keep-alive connections (node:http, not fetch: the tests need to
 * control the connection and send what fetch refuses, such as a GET with a chunked body). A
 * connection the service resets surfaces as status 0 with the error in `text`.
 */
export class KeepAliveClient {
  private readonly agent: http.Agent;
  private readonly target: URL;

  constructor(baseUrl: string, connections = 1) {
    this.target = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  request(method: string, path: string, options: { headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean } = {}): Promise<RawAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined && !options.chunked) headers["Content-Length"] = String(Buffer.byteLength(options.body));
    if (options.chunked) headers["Transfer-Encoding"] = "chunked";
    return new Promise((resolve) => {
      const request = http.request({ host: this.target.hostname, port: this.target.port, path, method, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", (error) => resolve({ status: 0, headers: {}, text: String(error) }));
      });
      request.on("error", (error) => resolve({ status: 0, headers: {}, text: String(error) }));
      request.end(options.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
