/**
 * Logging that stays on under load (issue 12): pino writes through an asynchronous destination
 * (flushed at exit), and each /api request gives one line at info with what an operator reads
 * (method, path, status, time), not every header of the request and the answer.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";
import type { AppConfig } from "./config";
import { queryParameterTexts } from "./db/query-errors";

/** Bytes gathered before a write to stdout; the rest is written within LOG_FLUSH_MS, or on exit. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Session cookies never reach the logs. On a terminal, readable lines (pino-pretty), written at
 * once; otherwise JSON lines for a log collector, buffered (issue 23).
 */
export function createLogger(config: Pick<AppConfig, "logLevel">, terminal = Boolean(process.stdout.isTTY)): Logger {
  const options = { level: config.logLevel, redact: ["req.headers.cookie", 'res.headers["set-cookie"]'], serializers: { err: errorWithoutParameters } };
  if (terminal) return pino(options, pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true, sync: true }));
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  // A quiet server's lines waited for 4 kB, unseen by the collector, and a kill -9 lost them all:
  // written at the latest a second later.
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed at exit, which flushed it.
    }
  }, LOG_FLUSH_MS).unref();
  return pino(options, destination);
}

/**
 * An error as pino writes it, without the parameters of a failed statement (drizzle puts them in
 * its message: a registration that hit a unique index logged the new account's password hash).
 */
export function errorWithoutParameters(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  const hidden = queryParameterTexts(error);
  if (hidden.length === 0) return serialized;
  const mask = (text: string) => hidden.reduce((masked, params) => masked.split(params).join("params: [masqués]"), text);
  const { params: _params, ...rest } = serialized as typeof serialized & { params?: unknown };
  return { ...rest, message: mask(serialized.message), stack: mask(serialized.stack) };
}

/**
 * One line per /api request when it ends (other paths, the web app's files, are not logged):
 * at info, or at error from status 500. pino-http, used before, built a child logger with the
 * serialised request for every request, logged or not (6 % of the CPU samples of a cached GET
 * /api/stats under load, before the garbage it left).
 */
export function requestLogger(logger: Logger) {
  let lastId = 0;
  return (req: IncomingMessage, res: ServerResponse): void => {
    const { method, url } = req;
    if (!url?.startsWith("/api") || !logger.isLevelEnabled("info")) return;
    const id = ++lastId;
    const started = performance.now();
    const done = () => {
      res.off("finish", done);
      res.off("close", done);
      const line = { req: { id, method, url }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
      if (res.statusCode >= 500) logger.error(line, "request errored");
      else if (!res.writableFinished) logger.info(line, "request aborted");
      else logger.info(line, "request completed");
    };
    res.on("finish", done);
    res.on("close", done);
  };
}
