/**
 * On a need's quotes page, its buyer asks several matched suppliers at once: those who may still
 * be asked (the server's `candidates`: not asked, no quote, not ignored), the favourites ticked.
 */
import { useState } from "react";
import { Star } from "lucide-react";
import { percent } from "../../../shared/format";
import { QUOTE_REQUEST_MAX_SUPPLIERS, type NeedQuotes } from "../../../shared/quotes";
import { focusWhenShown } from "../../lib/focus-when-shown";
import { QuoteRequestForm } from "./quote-request-form";

/** The heading of the « Fournisseurs sollicités » list on the need's page (need-quotes-page.tsx). */
export const ASKED_SUPPLIERS_HEADING_ID = "quote-requests";

export function AskForQuotes({ needId, candidates }: { needId: number; candidates: NeedQuotes["candidates"] }) {
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(candidates.filter((c) => c.favorite).slice(0, QUOTE_REQUEST_MAX_SUPPLIERS).map((c) => c.supplierId)));
  const ids = candidates.map((c) => c.supplierId).filter((id) => chosen.has(id));
  const names = candidates.filter((c) => chosen.has(c.supplierId)).map((c) => c.companyName);
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section className="mt-8" aria-labelledby="ask-for-quotes">
      <h2 id="ask-for-quotes" className="mb-1 text-lg font-semibold">
        Demander des devis
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Fournisseurs en correspondance que vous n'avez pas encore sollicités ({QUOTE_REQUEST_MAX_SUPPLIERS} au plus par demande).
      </p>
      <QuoteRequestForm
        id={`quote-request-need-${needId}`}
        needId={needId}
        supplierIds={ids}
        recipients={names.length === 1 ? `${names[0]} est prévenu.` : `${names.length} fournisseurs sont prévenus.`}
        onDone={() => {
          setChosen(new Set());
          // This section is drawn anew with the suppliers left to ask (or leaves): the focus goes to the list of those asked.
          focusWhenShown(() => document.getElementById(ASKED_SUPPLIERS_HEADING_ID));
        }}
      >
        <fieldset className="mb-2 flex flex-col gap-2 pointer-coarse:gap-0">
          <legend className="sr-only">Fournisseurs à solliciter</legend>
          {candidates.map((c) => {
            const full = !chosen.has(c.supplierId) && chosen.size >= QUOTE_REQUEST_MAX_SUPPLIERS;
            return (
              // The whole row is the checkbox's label; under a finger it is 44 px high at least, its box larger.
              <label key={c.supplierId} className="flex cursor-pointer items-start gap-2 text-sm pointer-coarse:min-h-11 pointer-coarse:gap-3 pointer-coarse:py-3">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary pointer-coarse:size-5 pointer-coarse:mt-0"
                  checked={chosen.has(c.supplierId)}
                  disabled={full}
                  onChange={(event) => toggle(c.supplierId, event.target.checked)}
                />
                <span>
                  <span className="font-medium">{c.companyName}</span>
                  {c.favorite && (
                    <>
                      {" "}
                      <Star className="inline size-3.5 fill-current text-warning" aria-hidden="true" />
                      <span className="sr-only">(favori)</span>
                    </>
                  )}
                  <span className="text-muted-foreground">
                    {" "}
                    · {c.offerTitle} · score {percent(c.matchScore)}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      </QuoteRequestForm>
    </section>
  );
}
