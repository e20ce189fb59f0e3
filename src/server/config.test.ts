import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("serves the project's built web app by default, whatever folder the server is started from", () => {
    const project = path.resolve(import.meta.dirname, "../..");
    const started = process.cwd();
    process.chdir(os.tmpdir());
    try {
      expect(loadConfig({}).webDir).toBe(path.join(project, "dist", "web"));
    } finally {
      process.chdir(started);
    }
  });

  it("reads PUBLIC_URL as a list of origins, paths and slashes dropped", () => {
    expect(loadConfig({ PUBLIC_URL: "https://maillon.fr/, http://intranet.local:8080/app" }).publicOrigins).toEqual([
      "https://maillon.fr",
      "http://intranet.local:8080",
    ]);
    expect(loadConfig({}).publicOrigins).toEqual([]);
  });

  it("never turns request limits off by a typo", () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: "beaucoup" }).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: "-3" }).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: "0" }).rateLimitScale).toBe(0);
    expect(loadConfig({ RATE_LIMIT_SCALE: "2.5" }).rateLimitScale).toBe(2.5);
  });

  it("keeps GET answers unless ANSWER_CACHE is off, in the words of every switch", () => {
    expect(loadConfig({}).answerCache).toBe(true);
    expect(loadConfig({ ANSWER_CACHE: "1" }).answerCache).toBe(true);
    expect(loadConfig({ ANSWER_CACHE: "0" }).answerCache).toBe(false);
    // « non » and « false » kept the answers: only « 0 » was read.
    expect(loadConfig({ ANSWER_CACHE: "non" }).answerCache).toBe(false);
    expect(loadConfig({ ANSWER_CACHE: "false" }).answerCache).toBe(false);
    expect(() => loadConfig({ ANSWER_CACHE: "peut-être" })).toThrow("ANSWER_CACHE illisible");
  });
});
