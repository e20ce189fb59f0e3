/**
 * The supplier's quote form: lines (designation, quantity, unit, unit price HT, discount, VAT), lead time,
 * validity, payment terms, conditions. The same schema as the server checks the input; the totals
 * shown while typing are computed by the same code, and the server computes them again. Quantities
 * and prices are typed the French way (« 32,50 », « 1 200 »): the schema reads them (numeric()).
 */
import { useEffect, useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Send, Save, Trash2 } from "lucide-react";
import { formatCents, quoteContentSchema, quoteFormSchema, quoteTotals, toStoredLine, VAT_RATES, vatLabel, type QuoteContent, type QuoteContentInput, type QuoteVersionView } from "../../../shared/quotes";
import { Button, FormField, Input, Select, Textarea } from "../ui";
import { useLeaveWarning } from "../../lib/leave-warning";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function initialQuote(version?: QuoteVersionView): QuoteContentInput {
  if (!version) {
    return { lines: [{ designation: "", quantity: 1, unit: "u", unitPrice: 0, vatRate: 20 }], validUntil: inDays(30), leadTime: 15, paymentTerms: "30 jours fin de mois", conditions: "", vatExemption: "", send: false };
  }
  return {
    // Shown again as the supplier typed them, the French way (« 1,5 », « 1 234,56 »), not « 1234.56 ».
    lines: version.lines.map((line) => ({
      designation: line.designation,
      quantity: line.quantity.toLocaleString("fr-FR", { maximumFractionDigits: 3 }),
      unit: line.unit,
      unitPrice: (line.unitPriceCents / 100).toLocaleString("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      vatRate: line.vatRate,
      // Empty when none: the field is optional, « 0 » on every line was noise.
      discountRate: line.discountRate === 0 ? "" : line.discountRate.toLocaleString("fr-FR", { maximumFractionDigits: 2 }),
    })),
    validUntil: version.validUntil > inDays(0) ? version.validUntil : inDays(30),
    leadTime: version.leadTimeDays,
    paymentTerms: version.paymentTerms,
    conditions: version.conditions,
    vatExemption: version.vatExemption,
    send: false,
  };
}

/** Totals of what is typed so far (lines that do not parse yet count for nothing). */
function previewTotals(lines: QuoteContentInput["lines"] | undefined) {
  const valid = (lines ?? []).flatMap((line) => {
    const parsed = quoteContentSchema.shape.lines.element.safeParse(line);
    return parsed.success ? [toStoredLine(parsed.data)] : [];
  });
  return quoteTotals(valid);
}

export interface QuoteFormProps {
  defaultValues: QuoteContentInput;
  busy: boolean;
  onSubmit: (content: QuoteContent) => void;
}

export function QuoteForm({ defaultValues, busy, onSubmit }: QuoteFormProps) {
  const { register, control, handleSubmit, setValue, setFocus, formState } = useForm<QuoteContentInput, unknown, QuoteContent>({ resolver: zodResolver(quoteFormSchema), defaultValues, mode: "onSubmit" });
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  const lines = useWatch({ control, name: "lines" });
  // A removed line took the focused button with it: the line now in its place (or the last one) gets it.
  const [lineToFocus, setLineToFocus] = useState<number | null>(null);
  useEffect(() => {
    if (lineToFocus === null) return;
    setFocus(`lines.${Math.min(lineToFocus, fields.length - 1)}.designation`);
    setLineToFocus(null);
  }, [fields.length, lineToFocus, setFocus]);
  const totals = previewTotals(lines);
  // The VAT exemption mention is asked for once a line is at 0 % (quoteFormSchema), and only then.
  const untaxed = (lines ?? []).some((line) => Number(line.vatRate) === 0);
  const errors = formState.errors;
  useLeaveWarning(formState.isDirty && !busy);
  const number = { valueAsNumber: true } as const;
  // The two buttons submit the same form, sent or kept as a draft.
  const submitWith = (send: boolean) => () => {
    setValue("send", send);
    if (!untaxed) setValue("vatExemption", "");
    void handleSubmit(onSubmit)();
  };

  return (
    <form className="flex flex-col gap-5" noValidate onSubmit={(event) => event.preventDefault()} aria-label="Devis">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold">Lignes</legend>
        {errors.lines?.root?.message && <p role="alert" className="text-sm font-medium text-destructive">{errors.lines.root.message}</p>}
        {errors.lines?.message && <p role="alert" className="text-sm font-medium text-destructive">{errors.lines.message}</p>}
        {fields.map((field, i) => {
          const lineErrors = errors.lines?.[i];
          return (
            // One row from lg up; below, the designation on its own row and the five figures in threes
            // (at 820 px « Remise (%) » wrapped and the VAT select showed « 20 9 »).
            <div key={field.id} className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-3 sm:items-start lg:grid-cols-[minmax(0,3fr)_repeat(5,minmax(0,1fr))_auto]">
              <FormField id={`line-${i}-designation`} label="Désignation" error={lineErrors?.designation?.message} className="sm:col-span-3 lg:col-span-1">
                <Input {...register(`lines.${i}.designation`)} />
              </FormField>
              <FormField id={`line-${i}-quantity`} label="Quantité" error={lineErrors?.quantity?.message}>
                <Input inputMode="decimal" {...register(`lines.${i}.quantity`)} />
              </FormField>
              <FormField id={`line-${i}-unit`} label="Unité" error={lineErrors?.unit?.message}>
                <Input {...register(`lines.${i}.unit`)} />
              </FormField>
              <FormField id={`line-${i}-price`} label="PU HT (€)" error={lineErrors?.unitPrice?.message}>
                <Input inputMode="decimal" {...register(`lines.${i}.unitPrice`)} />
              </FormField>
              <FormField id={`line-${i}-discount`} label="Remise (%)" error={lineErrors?.discountRate?.message}>
                <Input inputMode="decimal" placeholder="0" {...register(`lines.${i}.discountRate`)} />
              </FormField>
              <FormField id={`line-${i}-vat`} label="TVA" error={lineErrors?.vatRate?.message}>
                <Select {...register(`lines.${i}.vatRate`, number)}>
                  {VAT_RATES.map((rate) => (
                    <option key={rate} value={rate}>
                      {vatLabel(rate)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Button type="button" variant="ghost" size="icon" className="sm:mt-7" aria-label={`Supprimer la ligne ${i + 1}`} disabled={fields.length === 1} onClick={() => {
                  remove(i);
                  setLineToFocus(i);
                }}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <Button type="button" variant="outline" className="self-start" onClick={() => append({ designation: "", quantity: 1, unit: "u", unitPrice: 0, vatRate: 20 })}>
          <Plus aria-hidden="true" />
          Ajouter une ligne
        </Button>
      </fieldset>

      <p className="text-sm" aria-live="polite">
        Total HT <strong className="tabular-nums">{formatCents(totals.htCents)}</strong> · TVA <span className="tabular-nums">{formatCents(totals.vatCents)}</span> · Total TTC{" "}
        <strong className="tabular-nums">{formatCents(totals.ttcCents)}</strong>
        <span className="text-muted-foreground"> (recalculés par Maillon à l'envoi)</span>
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="quote-lead-time" label="Délai de livraison (jours)" error={errors.leadTime?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...register("leadTime", number)} />
        </FormField>
        <FormField id="quote-valid-until" label="Valable jusqu'au" error={errors.validUntil?.message}>
          <Input type="date" {...register("validUntil")} />
        </FormField>
        <FormField id="quote-payment" label="Conditions de paiement" hint="Par exemple « 30 jours fin de mois »" error={errors.paymentTerms?.message}>
          <Input {...register("paymentTerms")} />
        </FormField>
        {untaxed && (
          <FormField
            id="quote-vat-exemption"
            label="Mention d'exonération de TVA"
            hint="Obligatoire pour une ligne à 0 % : par exemple « TVA non applicable, art. 293 B du CGI » ou « Autoliquidation »"
            error={errors.vatExemption?.message}
            className="sm:col-span-2"
          >
            <Input {...register("vatExemption")} />
          </FormField>
        )}
        <FormField id="quote-conditions" label="Conditions particulières" error={errors.conditions?.message} className="sm:col-span-2">
          <Textarea rows={3} {...register("conditions")} />
        </FormField>
      </div>

      <div className="flex flex-wrap gap-2">
        {/* Not a submit button: Enter in a field (to confirm a price) clicked it, and sent a half-written quote. */}
        <Button type="button" disabled={busy} onClick={submitWith(true)}>
          <Send aria-hidden="true" />
          Envoyer le devis
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={submitWith(false)}>
          <Save aria-hidden="true" />
          Enregistrer le brouillon
        </Button>
      </div>
    </form>
  );
}
