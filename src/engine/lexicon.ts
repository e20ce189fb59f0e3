/**
 * The French B2B concept lexicon (lexicon.json): what small and medium companies buy, grouped
 * so that the words people use for the same thing ("PC portable", "ordinateur portable",
 * "laptop") share a concept, and concepts of one trade share a domain. Written from general
 * purchasing practice across the 25 sectors, not from any evaluation set. Each string is one
 * concept: its variants separated by "|"; a variant is any phrase, run through the same
 * pipeline as listings (so plurals, elisions, missing accents and stop words do not matter).
 *
 * The file is validated when loaded. LEXICON_VERSION is a hash of its domains and concepts, so
 * any change to them changes EMBEDDER_VERSION (and the server re-embeds); nothing is bumped
 * by hand.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import lexiconFile from "./lexicon.json" with { type: "json" };

const concept = z
  .string()
  .min(1)
  .refine((value) => value.split("|").every((variant) => variant.trim().length > 0), "empty variant in a concept");

export const lexiconSchema = z.object({
  format: z.literal(1),
  description: z.string().optional(),
  domains: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/, "domain names are snake_case"), z.array(concept).min(1)),
});

export type LexiconData = z.infer<typeof lexiconSchema>;

/** Validates lexicon data; throws an Error naming what is wrong. */
export function parseLexicon(data: unknown): LexiconData {
  const parsed = lexiconSchema.safeParse(data);
  if (!parsed.success) throw new Error(`invalid lexicon: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  return parsed.data;
}

/** First 12 hex digits of the SHA-256 of the domains and their concepts. */
export function lexiconVersion(data: LexiconData): string {
  return createHash("sha256").update(JSON.stringify(data.domains)).digest("hex").slice(0, 12);
}

const loaded = parseLexicon(lexiconFile);

export const LEXICON: Readonly<Record<string, readonly string[]>> = loaded.domains;
export const LEXICON_VERSION = lexiconVersion(loaded);
