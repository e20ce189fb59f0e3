import { useState, type FormEvent } from "react";
import { Mail, RefreshCw, Sparkles } from "lucide-react";
import type { MailView } from "../../shared/conversation-views";
import type { RematchResult } from "../../shared/view-schemas";
import { TOASTS, VALIDATION } from "../../shared/messages";
import { AdminOnly } from "../components/admin/admin-only";
import { Page, PageLoading } from "../components/layout/page";
import { Badge, Button, Card, ScrollRegion, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, Select, toast, type BadgeVariant } from "../components/ui";
import { describeFailure } from "../lib/errors";
import { trpc } from "../lib/trpc";

/** SPEC §2 /test-notifications: admin tools; the server refuses them to anyone else. */
export function TestNotificationsPage() {
  return (
    <Page title="Test des notifications" description="Envoi d'un e-mail de notification de test et déclenchement du matching.">
      <AdminOnly>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <TestMailCard />
          <TriggerMatchingCard />
          <OutboxCard />
        </div>
      </AdminOnly>
    </Page>
  );
}

const TEST_TYPES = [
  { value: "match", label: "Nouveau match" },
  { value: "contact", label: "Prise de contact" },
  { value: "system", label: "Système" },
] as const;
type TestType = (typeof TEST_TYPES)[number]["value"];

function TestMailCard() {
  const utils = trpc.useUtils();
  const [email, setEmail] = useState("");
  const [type, setType] = useState<TestType>("match");
  const [error, setError] = useState<string | undefined>();
  const send = trpc.testNotifications.sendTestMail.useMutation({
    onSuccess: (result) => {
      if (result.message) toast({ title: TOASTS.testTitle, description: result.message });
      else toast({ title: TOASTS.error, description: result.error ?? TOASTS.testUnknown, variant: "destructive" });
    },
    onError: (failure) => {
      const described = describeFailure(failure);
      if (described.kind === "network") toast({ title: TOASTS.testNetwork, description: TOASTS.testConnection, variant: "destructive" });
      else {
        setError(described.fieldErrors.email);
        toast({ title: TOASTS.error, description: described.message || TOASTS.testUnknown, variant: "destructive" });
      }
    },
    onSettled: () => utils.testNotifications.outbox.invalidate(),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === "") {
      setError(VALIDATION.testEmailRequired);
      return;
    }
    setError(undefined);
    send.mutate({ email: email.trim(), type });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          E-mail de test
        </CardTitle>
        <CardDescription>Envoie un vrai e-mail (SMTP si configuré, sinon boîte d'envoi).</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField id="test-email" label="Adresse email" error={error}>
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="nom@entreprise.fr" autoComplete="email" />
          </FormField>
          <FormField id="test-type" label="Type">
            <Select value={type} onChange={(event) => setType(event.target.value as TestType)}>
              {TEST_TYPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit" className="self-start" disabled={send.isPending}>
            <Mail aria-hidden="true" />
            {send.isPending ? "Envoi..." : "Envoyer le test"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function TriggerMatchingCard() {
  const [result, setResult] = useState<RematchResult | null>(null);
  const trigger = trpc.admin.rematch.useMutation({
    onSuccess: (data) => {
      setResult(data);
      toast({ title: TOASTS.matchingTitle, description: data.message });
    },
    onError: () => toast({ title: TOASTS.error, description: TOASTS.matchingFail, variant: "destructive" }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Matching
        </CardTitle>
        <CardDescription>Recalcule tous les matches avec le moteur hybride.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button className="self-start" onClick={() => trigger.mutate({})} disabled={trigger.isPending}>
          <RefreshCw aria-hidden="true" className={trigger.isPending ? "animate-spin" : undefined} />
          {trigger.isPending ? "Matching en cours..." : "Déclencher le matching"}
        </Button>
        {result && (
          <dl className="grid grid-cols-2 gap-2 text-sm" aria-label="Résultat du matching">
            <dt className="text-muted-foreground">Message</dt>
            <dd>{result.message}</dd>
            <dt className="text-muted-foreground">Matches créés</dt>
            <dd className="tabular-nums">{result.matchesCreated}</dd>
            <dt className="text-muted-foreground">Notifications envoyées</dt>
            <dd className="tabular-nums">{result.notificationsSent}</dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

const STATUS_LABELS: Record<MailView["status"], { label: string; variant: BadgeVariant }> = {
  pending: { label: "En attente", variant: "warning" },
  sent: { label: "Envoyé", variant: "success" },
  failed: { label: "Échec", variant: "destructive" },
  outbox: { label: "Boîte d'envoi", variant: "secondary" },
};

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "medium" });
const OUTBOX_SHOWN = 20;

function OutboxCard() {
  const outbox = trpc.testNotifications.outbox.useQuery({ limit: OUTBOX_SHOWN });
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="text-lg">Derniers e-mails</CardTitle>
        <CardDescription>Les {OUTBOX_SHOWN} derniers e-mails, avec leur statut d'envoi.</CardDescription>
      </CardHeader>
      <CardContent>
        {outbox.isPending ? (
          <PageLoading />
        ) : outbox.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {outbox.error.message}
          </p>
        ) : outbox.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun e-mail pour l'instant.</p>
        ) : (
          <ScrollRegion label="Boîte d'envoi">
            <table className="w-full text-left text-sm" data-testid="outbox">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">Destinataire</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Sujet</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Statut</th>
                  <th scope="col" className="py-2 font-medium">Date</th>
                </tr>
              </thead>
              <tbody>
                {outbox.data.map((mail) => (
                  <tr key={mail.id} className="border-t border-border align-top">
                    <td className="py-2 pr-4">{mail.to}</td>
                    <td className="py-2 pr-4">{mail.subject}</td>
                    <td className="py-2 pr-4">
                      <Badge variant={STATUS_LABELS[mail.status].variant}>{STATUS_LABELS[mail.status].label}</Badge>
                      {mail.lastError && <p className="mt-1 text-xs text-destructive">{mail.lastError}</p>}
                    </td>
                    <td className="py-2 whitespace-nowrap tabular-nums">{dateTime.format(new Date(mail.createdAt))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
