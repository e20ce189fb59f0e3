import { z } from "zod";
import { VALIDATION } from "../../../shared/messages";
import { needInputSchema, needUpdateSchema, numeric, offerInputSchema } from "../../../shared/schemas";

/** "acier, inox ,, tôle" → ["acier", "inox", "tôle"] (SPEC §2: split on commas and trimmed). */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** What the forms leave to the server: sent empty on publication, left untouched by an edit (a need's quantity aside). */
const SERVER_ONLY = { specifications: true, images: true } as const;

/**
 * The modals type lists as comma-separated text and the deadline in a date input (empty when
 * unset); these wrappers turn that into the shapes of the shared schemas and then validate with
 * them, so the rules and French messages stay those of src/shared/schemas.ts.
 */
const commaList = <T extends z.ZodType>(target: T) =>
  z.preprocess((value) => (typeof value === "string" ? splitList(value) : value), target);

const blankAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

export const needFormSchema = needInputSchema.omit(SERVER_ONLY).extend({
  keywords: commaList(needInputSchema.shape.keywords),
  // The edit form sends the deadline back as it was: one that has passed since is the server's to judge.
  deadline: z.preprocess(blankAsNull, needUpdateSchema.shape.deadline.unwrap()),
  // How many units: the engine compares it with an offer's minimum order and multiplies the price
  // by it against the budget (specifications.quantity, which no form could set).
  quantity: z.preprocess((value) => blankAsNull(value) ?? null, numeric(z.number(VALIDATION.needQuantity).int(VALIDATION.needQuantity).min(1, VALIDATION.needQuantity).max(1e9, VALIDATION.needQuantity)).nullable()),
  // The listing's other specifications (from the API or an import), sent back untouched by an edit.
  specifications: needInputSchema.shape.specifications.optional(),
});
export type NeedFormValues = z.input<typeof needFormSchema>;
export type NeedFormData = z.output<typeof needFormSchema>;

export const offerFormSchema = offerInputSchema.omit(SERVER_ONLY).extend({
  keywords: commaList(offerInputSchema.shape.keywords),
  certifications: commaList(offerInputSchema.shape.certifications),
});
export type OfferFormValues = z.input<typeof offerFormSchema>;
export type OfferFormData = z.output<typeof offerFormSchema>;
