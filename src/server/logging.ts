/**
 * Logging that stays on under load (issue 12): pino writes through an asynchronous destination
 * (flushed at exit), and each /api request gives one line at info with what an operator reads
 * (method, path, status, time), not every header of the request and the answer.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { AppConfig } from "./config";

/** Bytes gathered before a write to stdout; the rest is written at the latest on exit. */
const LOG_BUFFER_BYTES = 4096;

/** Session cookies never reach the logs. */
export function createLogger(config: Pick<AppConfig, "logLevel">): Logger {
  return pino(
    { level: config.logLevel, redact: ["req.headers.cookie", 'res.headers["set-cookie"]'] },
    pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES }),
  );
}

/** One line per /api request when it ends; other paths (the web app's files) are not logged. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => !req.url?.startsWith("/api") },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
}
