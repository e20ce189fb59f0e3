/**
 * One HTTP request with full control of what fetch hides: the Host header, and the local address
 * it leaves from (127.0.0.N stands for another client address on the loopback interface).
 */
import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  bytes: Buffer;
}

export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown; localAddress?: string },
): Promise<RawResponse> {
  const url = new URL(options.path, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? "GET",
        localAddress: options.localAddress,
        headers: { ...(payload ? { "content-type": "application/json" } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          let body: unknown = bytes.toString("utf8");
          try {
            body = JSON.parse(body as string);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, bytes });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** The session cookie pair (`name=value`) set by a response, if any. */
export function cookiePairs(res: RawResponse): string {
  return (res.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}
