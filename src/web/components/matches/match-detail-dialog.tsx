import { formatDateTime, quoted } from "../../../shared/format";
import type { ReactNode } from "react";
import type { MatchAction } from "../../../shared/enums";
import { ArrowDownCircle, ArrowUpCircle, CheckCircle2, HelpCircle, XCircle } from "lucide-react";
import type { ConstraintSignals, MatchDetail } from "../../../shared/view-schemas";
import { sectorLabel } from "../../../shared/categories";
import { shownMatchedTerms } from "../../../shared/matched-terms";
import { trpc } from "../../lib/trpc";
import { ConversationThread } from "../conversation/conversation-thread";
import { MatchQuotes } from "../quotes/match-quotes";
import { Badge, Dialog, Skeleton } from "../ui";
import { NeedFacts, OfferFacts } from "../listings/listing-details";
import { MatchStatusBadge } from "./match-status-badge";
import { counterpartOf } from "./match-view-model";
import { ScoreBar } from "./score-display";

/** Every action has its words: the compiler says so when an action is added. */
const ACTION_LABELS: Record<MatchAction, string> = {
  contact: "Prise de contact",
  favorite: "Ajout aux favoris",
  unfavorite: "Retrait des favoris",
  reject: "Match ignoré",
  view: "Match consulté",
};


export interface MatchDetailDialogProps {
  matchId: number | null;
  onClose: () => void;
  viewerId: number;
  viewerIsBuyer: boolean;
  /** Put the cursor in the message box at once (the Recontacter button). */
  focusMessage?: boolean;
  /** Where the focus goes when the opener is gone on close (see Dialog). */
  onFocusLost?: () => void;
}

/** Everything about one match: scores, why it matched, constraints, both listings, history, messages. */
export function MatchDetailDialog({ matchId, onClose, viewerId, viewerIsBuyer, focusMessage = false, onFocusLost }: MatchDetailDialogProps) {
  const detail = trpc.matches.get.useQuery({ id: matchId ?? 0 }, { enabled: matchId !== null });
  const match = detail.data;
  const counterpart = match ? counterpartOf(match, viewerIsBuyer) : null;

  return (
    <Dialog
      open={matchId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={counterpart?.title ?? "Détails du match"}
      description={counterpart ? `${counterpart.companyName} · ${sectorLabel(counterpart.category)} · ${counterpart.location}` : undefined}
      className="sm:max-w-3xl"
      onFocusLost={onFocusLost}
    >
      {detail.isPending && matchId !== null && <DetailSkeleton />}
      {detail.isError && (
        <p role="alert" className="text-sm text-destructive">
          {detail.error.message || "Impossible de charger ce match."}
        </p>
      )}
      {match && <DetailBody match={match} viewerId={viewerId} viewerIsBuyer={viewerIsBuyer} focusMessage={focusMessage} />}
    </Dialog>
  );
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label="Chargement du match">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function DetailBody({ match, viewerId, viewerIsBuyer, focusMessage }: { match: MatchDetail; viewerId: number; viewerIsBuyer: boolean; focusMessage: boolean }) {
  const counterpartCompany = viewerIsBuyer ? match.offer.supplier.companyName : match.need.buyer.companyName;
  // The reader's own words first: a term is shown as they wrote it.
  const [own, other] = viewerIsBuyer ? [match.need, match.offer] : [match.offer, match.need];
  const terms = shownMatchedTerms(match.matchedTerms, [own, other].flatMap((listing) => [listing.title, listing.keywords.join(", "), listing.description]));
  return (
    <div className="flex flex-col gap-5">
      {/* Each status with its label, wrapping as a unit: on a phone the second line began with a lone « · ». */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="flex items-center gap-2">
          <span className="text-muted-foreground">Votre statut :</span>
          <MatchStatusBadge status={match.status} />
        </span>
        <span className="flex items-center gap-2">
          <span className="text-muted-foreground">{counterpartCompany} :</span>
          <MatchStatusBadge status={match.counterpartStatus} />
        </span>
      </div>

      <Section title="Scores">
        <div className="grid gap-4 sm:grid-cols-2">
          <ScoreBar label="Score global" score={match.hybridScore} hint="Combinaison pondérée des trois scores" toned />
          <ScoreBar label="Mots-clés (TF-IDF)" score={match.tfidfScore} hint="Termes communs aux deux annonces" />
          <ScoreBar label="Sémantique" score={match.semanticScore} hint="Proximité de sens, synonymes compris" />
          <ScoreBar label="Catégorie" score={match.categoryScore} hint="Même secteur ou secteurs voisins" />
        </div>
      </Section>

      <Section title="Pourquoi ce match">
        {terms.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Termes en commun">
            {terms.map((term) => (
              <li key={term}>
                <Badge variant="secondary">{term}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Aucun terme commun marquant : le rapprochement vient du sens des textes et du secteur.</p>
        )}
        <ConstraintList constraints={match.constraints} />
        {match.ranking && <RankingNote ranking={match.ranking} />}
      </Section>

      <Section title="Les annonces">
        <div className="grid gap-4 md:grid-cols-2">
          <article className="flex flex-col gap-2 rounded-lg border border-border p-4">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Besoin · {match.need.buyer.companyName}</p>
            <h4 className="font-semibold">{match.need.title}</h4>
            <p className="text-sm whitespace-pre-line">{match.need.description}</p>
            <NeedFacts need={match.need} />
          </article>
          <article className="flex flex-col gap-2 rounded-lg border border-border p-4">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Offre · {match.offer.supplier.companyName}</p>
            <h4 className="font-semibold">{match.offer.title}</h4>
            <p className="text-sm whitespace-pre-line">{match.offer.description}</p>
            <OfferFacts offer={match.offer} />
          </article>
        </div>
      </Section>

      <Section title="Historique">
        {match.interactions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune action pour l'instant.</p>
        ) : (
          <ol className="flex flex-col gap-1.5 text-sm">
            {match.interactions.map((interaction) => (
              <li key={interaction.id} className="flex flex-wrap gap-x-2">
                <span className="font-medium">{ACTION_LABELS[interaction.action as MatchAction] ?? interaction.action}</span>
                <span className="text-muted-foreground">
                  par {interaction.userId === viewerId ? "vous" : counterpartCompany} · {formatDateTime(interaction.createdAt)}
                </span>
                {interaction.notes && <span className="w-full text-muted-foreground italic">{quoted(interaction.notes)}</span>}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Devis">
        <MatchQuotes match={match} viewerIsBuyer={viewerIsBuyer} />
      </Section>

      <Section title="Messages">
        <ConversationThread matchId={match.id} counterpartCompany={counterpartCompany} autoFocus={focusMessage} />
      </Section>
    </div>
  );
}

/** Why the match sits lower or higher in the viewer's own list: their past ignores, favourites and contacts. */
function RankingNote({ ranking }: { ranking: NonNullable<MatchDetail["ranking"]> }) {
  const Icon = ranking.reason === "ignored" ? ArrowDownCircle : ArrowUpCircle;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="match-ranking">
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span>{ranking.explanation}</span>
    </p>
  );
}

interface Signal {
  label: string;
  state: "ok" | "ko" | "unknown";
  text: string;
}

function constraintSignals(constraints: ConstraintSignals): Signal[] {
  const tri = (value: boolean | null): Signal["state"] => (value === null ? "unknown" : value ? "ok" : "ko");
  const missing = constraints.missingCertifications;
  return [
    {
      label: "Budget",
      state: tri(constraints.priceWithinBudget),
      text:
        constraints.priceWithinBudget === null
          ? "Comparaison impossible (devises différentes ou montant absent)"
          : constraints.priceWithinBudget
            ? "Le prix tient dans le budget"
            : "Le prix dépasse le budget",
    },
    {
      label: "Délai",
      state: tri(constraints.deliveryBeforeDeadline),
      text:
        constraints.deliveryBeforeDeadline === null
          ? "Pas de date limite ou délai non renseigné"
          : constraints.deliveryBeforeDeadline
            ? "Livraison possible avant la date limite"
            : "Livraison prévue après la date limite",
    },
    {
      label: "Quantité minimale",
      state: tri(constraints.quantityFitsMinimum),
      text:
        constraints.quantityFitsMinimum === null
          ? "Quantité du besoin non précisée"
          : constraints.quantityFitsMinimum
            ? "La quantité demandée atteint le minimum de commande"
            : "La quantité demandée est sous le minimum de commande",
    },
    {
      label: "Certifications manquantes",
      state: missing.length === 0 ? "ok" : "ko",
      text: missing.length === 0 ? "Aucune" : missing.join(", "),
    },
  ];
}

const SIGNAL_ICON = {
  ok: <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />,
  ko: <XCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />,
  unknown: <HelpCircle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />,
};
const SIGNAL_WORD = { ok: "compatible", ko: "point d'attention", unknown: "inconnu" };

function ConstraintList({ constraints }: { constraints: ConstraintSignals }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Contraintes">
      {constraintSignals(constraints).map((signal) => (
        <li key={signal.label} className="flex items-start gap-2 rounded-md bg-muted p-2.5 text-sm">
          {SIGNAL_ICON[signal.state]}
          <div>
            <p className="font-medium">
              {signal.label} <span className="sr-only">({SIGNAL_WORD[signal.state]})</span>
            </p>
            <p className="text-muted-foreground">{signal.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
