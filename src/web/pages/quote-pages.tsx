/**
 * Quotes (issue 21): the user's quotes (/quotes), one quote with what its reader may do
 * (/quotes/:id), and a new quote for a need (/quotes/new?need=ID).
 */
import { useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Download, FileText } from "lucide-react";
import { fromCompany, ofCompany, quoted } from "../../shared/format";
import { AWARD_WITHDRAW_DAYS, QUOTE_STATUS_LABELS, QUOTE_STATUSES, QUOTE_TEXTS, formatCents, type QuoteContent, type QuoteDetail, type QuoteStatus } from "../../shared/quotes";
import { Page, PageLoading, SignInRequired } from "../components/layout/page";
import { AttachmentsPanel } from "../components/quotes/attachments-panel";
import { QuoteForm, initialQuote } from "../components/quotes/quote-form";
import { QuoteStatusBadge } from "../components/quotes/quote-status-badge";
import { QuoteVersion, quoteDate } from "../components/quotes/quote-version";
import { Button, ButtonLink, Card, Dialog, EmptyState, FormField, Label, PagePager, Select, Textarea, toast } from "../components/ui";
import { buttonClasses } from "../components/ui/button";
import { useAuth } from "../hooks/use-auth";
import { useFocusRescue } from "../hooks/use-focus-rescue";
import { describeFailure } from "../lib/errors";
import { trpc } from "../lib/trpc";
import { useSingleFlight } from "../lib/single-flight";
import { ReceivedRequests } from "../components/quotes/received-requests";

const PAGE_SIZE = 20;

function failed(error: unknown) {
  toast({ title: "Action impossible", description: describeFailure(error).message || "Le serveur n'a pas pu être joint.", variant: "destructive" });
}

function useQuoteMutations(onDone?: (quote: QuoteDetail) => void) {
  const utils = trpc.useUtils();
  const done = (title: string) => (quote: QuoteDetail) => {
    toast({ title });
    void utils.quotes.invalidate();
    void utils.needs.invalidate();
    onDone?.(quote);
  };
  return {
    create: useSingleFlight(trpc.quotes.create.useMutation({ onSuccess: (q) => done(q.status === "draft" ? "Brouillon enregistré" : "Devis envoyé")(q), onError: failed })),
    update: useSingleFlight(trpc.quotes.update.useMutation({ onSuccess: (q) => done(q.status === "draft" || q.status === "revision_requested" ? "Brouillon enregistré" : "Devis envoyé")(q), onError: failed })),
    send: useSingleFlight(trpc.quotes.send.useMutation({ onSuccess: done("Devis envoyé"), onError: failed })),
    withdraw: useSingleFlight(trpc.quotes.withdraw.useMutation({ onSuccess: done("Devis retiré"), onError: failed })),
    requestRevision: useSingleFlight(trpc.quotes.requestRevision.useMutation({ onSuccess: done("Révision demandée"), onError: failed })),
    award: useSingleFlight(trpc.quotes.award.useMutation({ onSuccess: done("Devis attribué : les autres fournisseurs sont prévenus"), onError: failed })),
    decline: useSingleFlight(trpc.quotes.decline.useMutation({ onSuccess: done("Devis refusé"), onError: failed })),
    withdrawAward: useSingleFlight(trpc.quotes.withdrawAward.useMutation({ onSuccess: done("Attribution retirée"), onError: failed })),
  };
}

export function QuotesPage() {
  const { user, isLoading } = useAuth();
  const [status, setStatus] = useState<QuoteStatus | "">("");
  const [page, setPage] = useState(0);
  const list = trpc.quotes.list.useQuery({ status: status || undefined, limit: PAGE_SIZE, offset: page * PAGE_SIZE }, { enabled: user !== null, placeholderData: (previous) => previous });
  if (isLoading) return <Page title="Mes devis"><PageLoading /></Page>;
  if (!user) return <Page title="Mes devis"><SignInRequired message="Connectez-vous pour voir vos devis." /></Page>;
  const items = list.data?.items ?? [];
  return (
    <Page title="Mes devis" description={user.accountType === "buyer" ? "Les devis reçus pour vos besoins." : "Les demandes reçues et les devis que vous avez rédigés et envoyés."}>
      {user.accountType === "supplier" && <ReceivedRequests />}
      <div className="mb-6 flex flex-col gap-1.5 sm:w-60">
        <Label htmlFor="quote-status-filter">Statut</Label>
        <Select
          id="quote-status-filter"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as QuoteStatus | "");
            setPage(0);
          }}
        >
          <option value="">Tous</option>
          {QUOTE_STATUSES.filter((s) => user.accountType !== "buyer" || s !== "draft").map((s) => (
            <option key={s} value={s}>
              {QUOTE_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      {list.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Aucun devis"
          description={user.accountType === "buyer" ? "Demandez un devis depuis un match de vos besoins." : "Rédigez un devis depuis un match de vos offres."}
          action={<ButtonLink to="/matches">Voir mes matches</ButtonLink>}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Devis">
          {items.map((quote) => (
            <li key={quote.id}>
              <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex flex-col gap-1">
                  <Link to={`/quotes/${quote.id}`} className="font-semibold hover:underline">
                    {quote.number} · {quote.need.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {quote.side === "buyer" ? quote.supplier.companyName : quote.buyer.companyName} · mis à jour le {quoteDate(quote.updatedAt)}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">{formatCents(quote.current.totals.ttcCents)} TTC</span>
                  <QuoteStatusBadge status={quote.status} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PagePager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} label="Pages des devis" summary={`${list.data?.total ?? 0} devis`} />
    </Page>
  );
}

export function NewQuotePage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const needId = Number(params.get("need"));
  const need = trpc.quotes.forNeed.useQuery({ id: needId }, { enabled: user !== null && Number.isInteger(needId) && needId > 0, retry: false });
  const { create } = useQuoteMutations((quote) => void navigate(`/quotes/${quote.id}`));
  if (isLoading) return <Page title="Nouveau devis"><PageLoading /></Page>;
  if (!user) return <Page title="Nouveau devis"><SignInRequired /></Page>;
  // Without a need (/quotes/new typed or bookmarked) the query never runs: say what to do instead
  // of a skeleton that never ends (the tour, issue 24).
  if (!(Number.isInteger(needId) && needId > 0)) {
    return (
      <Page title="Nouveau devis">
        <EmptyState
          icon={FileText}
          title="Un devis répond à un besoin"
          description={
            user.accountType === "supplier"
              ? "Ouvrez un de vos matches et choisissez « Rédiger un devis » : le devis sera rattaché à ce besoin."
              : "Les fournisseurs rédigent les devis. Demandez-en un depuis vos matches avec « Demander un devis »."
          }
          action={<ButtonLink to="/matches">Voir mes matches</ButtonLink>}
        />
      </Page>
    );
  }
  if (need.isError) return <Page title="Nouveau devis"><p role="alert" className="text-destructive">{need.error.message}</p></Page>;
  if (!need.data) return <Page title="Nouveau devis"><PageLoading /></Page>;
  const open = need.data.columns.find((column) => ["draft", "sent", "revision_requested", "revised"].includes(column.quote.status));
  return (
    <Page title="Nouveau devis" description={`Pour ${quoted(need.data.need.title)}`}>
      {open && (
        <p className="mb-4 rounded-md bg-muted p-3 text-sm">
          Vous avez déjà un devis en cours pour ce besoin : <Link className="font-medium underline" to={`/quotes/${open.quote.id}`}>{open.quote.number}</Link>.
        </p>
      )}
      {!user.companyNumber && <IdentityReminder />}
      {need.data.need.status !== "active" ? (
        <p role="alert" className="text-destructive">Ce besoin n'est plus actif : il ne reçoit plus de devis.</p>
      ) : (
        <Card className="p-4 sm:p-6">
          <QuoteForm defaultValues={initialQuote()} busy={create.isPending} onSubmit={(content) => create.mutate({ ...content, needId })} />
        </Card>
      )}
    </Page>
  );
}

export function QuotePage() {
  const { user, isLoading } = useAuth();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const quote = trpc.quotes.get.useQuery({ id }, { enabled: user !== null && validId, retry: false });
  if (isLoading) return <Page title="Devis"><PageLoading /></Page>;
  if (!user) return <Page title="Devis"><SignInRequired message="Connectez-vous pour voir ce devis." /></Page>;
  // /quotes/abc asked nothing and waited for ever.
  if (!validId) return <Page title="Devis"><p role="alert" className="text-destructive">{QUOTE_TEXTS.notFound}</p></Page>;
  if (quote.isError) return <Page title="Devis"><p role="alert" className="text-destructive">{quote.error.message}</p></Page>;
  if (!quote.data) return <Page title="Devis"><PageLoading /></Page>;
  return <QuoteBody quote={quote.data} />;
}

function QuoteBody({ quote }: { quote: QuoteDetail }) {
  const counterpart = quote.side === "buyer" ? quote.supplier.companyName : quote.buyer.companyName;
  const canEdit = quote.actions.includes("edit");
  const hasSentVersion = quote.versions.some((v) => v.sentAt !== null);
  return (
    <Page
      title={`Devis ${quote.number}`}
      description={
        <>
          {quote.side === "buyer" ? fromCompany(counterpart) : `Pour ${counterpart}`} · {quoted(quote.need.title)}
        </>
      }
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <QuoteStatusBadge status={quote.status} />
          {hasSentVersion && (
            <a className={buttonClasses("outline", "sm")} href={`/api/quotes/${quote.id}/pdf`} download>
              <Download aria-hidden="true" />
              Télécharger le PDF
            </a>
          )}
          {quote.side === "buyer" && quote.need.id !== null && (
            <ButtonLink variant="outline" size="sm" to={`/needs/${quote.need.id}/quotes`}>
              Comparer les devis
            </ButtonLink>
          )}
        </div>
      }
    >
      <div className="flex flex-col gap-6">
        {quote.revisionComment && (
          <Notice title={`Révision demandée par ${quote.buyer.companyName}`}>{quoted(quote.revisionComment)}</Notice>
        )}
        {quote.declineReason && <Notice title="Devis refusé">{quote.declineReason}</Notice>}
        {quote.awardedAt && (
          // The award was said nowhere but in the badge: not its day, nor until when the buyer may withdraw it.
          <Notice title={`Devis accepté le ${quoteDate(quote.awardedAt)}`}>
            {quote.side === "supplier"
              ? `${quote.buyer.companyName} a retenu ce devis : le besoin est attribué.`
              : quote.actions.includes("withdrawAward")
                ? `Le besoin est attribué. Vous pouvez retirer l'attribution jusqu'au ${quoteDate(new Date(Date.parse(quote.awardedAt) + AWARD_WITHDRAW_DAYS * 86_400_000).toISOString())}.`
                : "Le besoin est attribué."}
          </Notice>
        )}
        {quote.awardWithdrawal && (
          <Notice title={`Attribution retirée le ${quoteDate(quote.awardWithdrawal.at)}`}>{quote.awardWithdrawal.reason}</Notice>
        )}
        <QuoteActions quote={quote} />
        <section aria-labelledby="quote-files" className="flex flex-col gap-2">
          <h2 id="quote-files" className="text-lg font-semibold">
            Fichiers joints
          </h2>
          <AttachmentsPanel itemKind="quote" itemId={quote.id} canEdit={quote.side === "supplier" && quote.actions.includes("withdraw")} />
        </section>
        {canEdit ? (
          <Card className="p-4 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold">{quote.status === "revision_requested" ? "Votre révision" : "Votre brouillon"}</h2>
            <EditQuote quote={quote} />
          </Card>
        ) : (
          <Card className="p-4 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold">
              Version {quote.current.version}
              {quote.current.sentAt && <span className="font-normal text-muted-foreground"> · envoyée le {quoteDate(quote.current.sentAt)}</span>}
            </h2>
            {/* The revision request this version answers: said under the older versions only, never under the newest. */}
            {quote.current.answersComment && <p className="mb-3 text-sm text-muted-foreground">En réponse à : {quoted(quote.current.answersComment)}</p>}
            <QuoteVersion version={quote.current} />
          </Card>
        )}
        {quote.versions.length > 1 && (
          <section aria-labelledby="quote-history" className="flex flex-col gap-2">
            <h2 id="quote-history" className="text-lg font-semibold">
              Versions précédentes
            </h2>
            {quote.versions
              .filter((v) => v.version !== quote.current.version)
              .reverse()
              .map((version) => (
                <details key={version.version} className="rounded-lg border border-border p-3">
                  <summary className="cursor-pointer font-medium">
                    Version {version.version} · {formatCents(version.totals.ttcCents)} TTC{version.sentAt ? ` · envoyée le ${quoteDate(version.sentAt)}` : ""}
                  </summary>
                  <div className="mt-3">
                    {version.answersComment && <p className="mb-3 text-sm text-muted-foreground">En réponse à : {quoted(version.answersComment)}</p>}
                    <QuoteVersion version={version} />
                  </div>
                </details>
              ))}
          </section>
        )}
      </div>
    </Page>
  );
}

/** A quote states the supplier's SIREN (a legal mention): say so before the first one goes. */
function IdentityReminder() {
  return (
    <p className="mb-4 rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-900 dark:bg-yellow-950 dark:text-yellow-100">
      Votre SIREN ou SIRET n'est pas renseigné : il doit figurer sur vos devis.{" "}
      <Link to="/profile" className="font-medium underline">
        Compléter mon profil
      </Link>
    </p>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-muted p-4 text-sm">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 whitespace-pre-line">{children}</p>
    </div>
  );
}

function EditQuote({ quote }: { quote: QuoteDetail }) {
  const { update } = useQuoteMutations();
  // After a revision request the form starts from the last version sent; a revision being written is the current one.
  return <QuoteForm key={quote.updatedAt} defaultValues={initialQuote(quote.current)} busy={update.isPending} onSubmit={(content: QuoteContent) => update.mutate({ ...content, id: quote.id })} />;
}

/** The buttons of what the reader may do, as the server said (`actions`). */
export function QuoteActions({ quote, compact = false }: { quote: QuoteDetail | (Omit<QuoteDetail, "versions"> & { versions?: never }); compact?: boolean }) {
  const m = useQuoteMutations();
  const [asking, setAsking] = useState<null | "revision" | "decline" | "withdrawAward" | "award" | "withdraw">(null);
  const [text, setText] = useState("");
  const busy = Object.values(m).some((mutation) => mutation.isPending);
  const has = (action: QuoteDetail["actions"][number]) => quote.actions.includes(action);
  const size = compact ? "sm" : "md";
  const group = useRef<HTMLDivElement>(null);
  useFocusRescue(group);
  if (quote.actions.filter((a) => a !== "edit").length === 0) return null;
  // Numbers are counted per supplier: on the comparison, three quotes may all be DEV-2026-0001.
  const named = `${quote.number} ${ofCompany(quote.supplier.companyName)}`;
  const close = () => {
    setAsking(null);
    setText("");
  };
  const prompt =
    asking === "revision"
      ? { title: "Demander une révision", label: "Ce qui doit changer", button: "Demander la révision", required: true, run: () => m.requestRevision.mutate({ id: quote.id, comment: text }, { onSuccess: close }) }
      : asking === "decline"
        ? { title: "Refuser ce devis", label: "Motif (facultatif, transmis au fournisseur)", button: "Refuser le devis", required: false, run: () => m.decline.mutate({ id: quote.id, reason: text }, { onSuccess: close }) }
        : asking === "withdrawAward"
          ? { title: "Retirer l'attribution", label: "Motif (transmis aux fournisseurs)", button: "Retirer l'attribution", required: true, run: () => m.withdrawAward.mutate({ id: quote.id, reason: text }, { onSuccess: close }) }
          : null;
  return (
    <div ref={group} className="flex flex-wrap gap-2" role="group" aria-label={`Actions sur le devis ${named}`}>
      {has("send") && quote.status === "draft" && (
        <Button size={size} disabled={busy} onClick={() => m.send.mutate({ id: quote.id })}>
          Envoyer le devis
        </Button>
      )}
      {has("award") && (
        <Button size={size} disabled={busy} onClick={() => setAsking("award")}>
          Attribuer
        </Button>
      )}
      {has("requestRevision") && (
        <Button size={size} variant="outline" disabled={busy} onClick={() => setAsking("revision")}>
          Demander une révision
        </Button>
      )}
      {has("decline") && (
        <Button size={size} variant="outline" disabled={busy} onClick={() => setAsking("decline")}>
          Refuser
        </Button>
      )}
      {has("withdrawAward") && (
        <Button size={size} variant="outline" disabled={busy} onClick={() => setAsking("withdrawAward")}>
          Retirer l'attribution
        </Button>
      )}
      {has("withdraw") && (
        <Button size={size} variant="ghost" disabled={busy} onClick={() => setAsking("withdraw")}>
          Retirer mon devis
        </Button>
      )}
      <Dialog
        open={asking === "award"}
        onOpenChange={(open) => !open && close()}
        title={`Attribuer le besoin au devis ${named} ?`}
        description={`Les autres devis de ce besoin seront refusés et leurs fournisseurs prévenus ; le besoin sera marqué « attribué ». Vous pourrez retirer l'attribution pendant 7 jours.`}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Annuler
            </Button>
            <Button disabled={busy} onClick={() => m.award.mutate({ id: quote.id }, { onSuccess: close })}>
              Confirmer l'attribution
            </Button>
          </>
        }
      />
      <Dialog
        open={asking === "withdraw"}
        onOpenChange={(open) => !open && close()}
        title={`Retirer le devis ${quote.number} ?`}
        description="L'acheteur en est prévenu. Un devis retiré ne peut plus être envoyé, révisé ni attribué : pour proposer à nouveau, vous rédigerez un autre devis."
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Annuler
            </Button>
            <Button disabled={busy} onClick={() => m.withdraw.mutate({ id: quote.id }, { onSuccess: close })}>
              Retirer le devis
            </Button>
          </>
        }
      />
      <Dialog
        open={prompt !== null}
        onOpenChange={(open) => !open && close()}
        title={prompt?.title ?? ""}
        description={`Devis ${named}`}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Annuler
            </Button>
            <Button disabled={busy || (prompt?.required === true && text.trim() === "")} onClick={() => prompt?.run()}>
              {prompt?.button}
            </Button>
          </>
        }
      >
        <FormField id="quote-action-text" label={prompt?.label ?? ""}>
          <Textarea rows={3} value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
      </Dialog>
    </div>
  );
}
