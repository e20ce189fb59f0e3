/**
 * The calibrated hybrid score (DESIGN §7): a monotone, piecewise-linear map from the raw
 * combination of the signals to a score whose value means what the badge colours say
 * (≥ 0.8 the offer fulfils the need, ≥ 0.6 strongly relevant, ≥ MATCH_MIN_SCORE stored).
 * The knots are fitted on graded pairs by `bench/calibrate.ts` and shipped in
 * `calibration.json`; this module validates the file when it is loaded.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import calibrationFile from "./calibration.json" with { type: "json" };

const knot = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);

export const calibrationSchema = z
  .object({
    format: z.literal(1),
    method: z.string().min(1),
    fittedOn: z.string().min(1),
    /** The raw combination the knots apply to. */
    raw: z.object({ alpha: z.number().min(0).max(1), categoryWeight: z.number().min(0).max(1) }),
    /** [raw, calibrated] pairs, raw strictly increasing from 0 to 1, calibrated non-decreasing from 0 to 1. */
    knots: z.array(knot).min(2),
    /** Held-out (cross-validated) figures measured when the file was written, per graded set. */
    crossValidation: z.record(z.string(), z.union([z.number(), z.record(z.string(), z.number())])).optional(),
  })
  .superRefine((value, ctx) => {
    const { knots } = value;
    const first = knots[0];
    const last = knots[knots.length - 1];
    if (!first || !last || first[0] !== 0 || first[1] !== 0 || last[0] !== 1 || last[1] !== 1) {
      ctx.addIssue({ code: "custom", message: "knots must start at [0, 0] and end at [1, 1]" });
    }
    for (let i = 1; i < knots.length; i++) {
      const [x0, y0] = knots[i - 1] as [number, number];
      const [x1, y1] = knots[i] as [number, number];
      if (!(x1 > x0)) ctx.addIssue({ code: "custom", message: `raw knots must increase (knot ${i})` });
      if (y1 < y0) ctx.addIssue({ code: "custom", message: `calibrated knots must not decrease (knot ${i})` });
    }
  });

export type CalibrationData = z.infer<typeof calibrationSchema>;

/** A loaded calibration: the map and the version derived from the file's content. */
export class Calibration {
  readonly data: CalibrationData;
  /** First 12 hex digits of the SHA-256 of the knots and raw settings: changes with the map. */
  readonly version: string;
  readonly #xs: Float64Array;
  readonly #ys: Float64Array;

  constructor(data: unknown) {
    const parsed = calibrationSchema.safeParse(data);
    if (!parsed.success) throw new Error(`invalid calibration: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
    this.data = parsed.data;
    this.version = createHash("sha256").update(JSON.stringify({ raw: this.data.raw, knots: this.data.knots })).digest("hex").slice(0, 12);
    this.#xs = Float64Array.from(this.data.knots.map((k) => k[0]));
    this.#ys = Float64Array.from(this.data.knots.map((k) => k[1]));
  }

  /** The calibrated score of a raw score; monotone, in [0, 1], NaN → 0. */
  apply(raw: number): number {
    if (!(raw > 0)) return 0;
    if (raw >= 1) return 1;
    const xs = this.#xs;
    let i = 1;
    while (i < xs.length - 1 && (xs[i] as number) < raw) i++;
    const x0 = xs[i - 1] as number;
    const x1 = xs[i] as number;
    const y0 = this.#ys[i - 1] as number;
    const y1 = this.#ys[i] as number;
    return Math.min(1, Math.max(0, y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0)));
  }

  /** The smallest raw score whose calibrated score reaches `score` (for candidate pruning). */
  inverse(score: number): number {
    if (!(score > 0)) return 0;
    for (let i = 1; i < this.#xs.length; i++) {
      const y0 = this.#ys[i - 1] as number;
      const y1 = this.#ys[i] as number;
      if (y1 >= score) {
        const x0 = this.#xs[i - 1] as number;
        const x1 = this.#xs[i] as number;
        return y1 === y0 ? x0 : x0 + ((score - y0) / (y1 - y0)) * (x1 - x0);
      }
    }
    return 1;
  }
}

/** The identity map: raw scores as they are (used to fit a calibration). */
export const IDENTITY_CALIBRATION = new Calibration({
  format: 1,
  method: "identity",
  fittedOn: "nothing",
  raw: { alpha: 0.6, categoryWeight: 0.15 },
  knots: [
    [0, 0],
    [1, 1],
  ],
});

/** The calibration shipped with the engine (calibration.json). */
export const DEFAULT_CALIBRATION = new Calibration(calibrationFile);
export const CALIBRATION_VERSION = DEFAULT_CALIBRATION.version;
