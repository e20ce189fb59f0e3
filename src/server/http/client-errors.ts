/**
 * What a connection gets when Node cannot even read its request (raw « é » bytes in the path, a
 * header over the limit, a request too slow to arrive): fastify's answer was English, without our
 * security headers. Same statuses, French words, the headers every answer carries.
 */
import type { Socket } from "node:net";
import type { AppConfig } from "../config";
import { ERRORS } from "../../shared/messages";
import { securityHeaders } from "./security-headers";

const ANSWERS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", ERRORS.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", ERRORS.headersTooLarge],
};

export function clientErrorAnswer(config: AppConfig) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, label, message] = ANSWERS[error.code ?? ""] ?? [400, "Bad Request", ERRORS.badUrl];
    const body = JSON.stringify({ error: message });
    const headers: [string, string][] = [
      ...securityHeaders(config, socket.localPort ?? 0),
      ["Content-Type", "application/json; charset=utf-8"],
      ["Content-Length", String(Buffer.byteLength(body))],
      ["Connection", "close"],
    ];
    if (socket.writable) socket.write(`HTTP/1.1 ${status} ${label}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}
