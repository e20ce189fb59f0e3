/**
 * The pages an alert mail's links open (issue 22), usable without signing in: a 👍/👎 and the
 * way out. Each asks for one click before it posts, so that a link scanner fetching every URL of
 * a mail changes nothing.
 */
import type { ReactNode } from "react";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useSearchParams } from "react-router";
import { ALERT_TEXTS, type AlertVote } from "../../shared/alerts";
import { Page } from "../components/layout/page";
import { Button, ButtonLink, Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui";
import { describeFailure } from "../lib/errors";
import { trpc } from "../lib/trpc";

function LinkCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Page className="flex items-start justify-center">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4">{children}</CardContent>
      </Card>
    </Page>
  );
}

function Outcome({ error, message }: { error: unknown; message: string | undefined }) {
  if (message) {
    return (
      <>
        <p role="status" className="text-center">
          {message}
        </p>
        <ButtonLink to="/profile?tab=alerts" variant="outline">
          Gérer mes alertes
        </ButtonLink>
      </>
    );
  }
  if (error) {
    return (
      <p role="alert" className="text-center text-sm text-destructive">
        {describeFailure(error).message || ALERT_TEXTS.linkInvalid}
      </p>
    );
  }
  return null;
}

export function AlertFeedbackPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const vote: AlertVote = params.get("vote") === "down" ? "down" : "up";
  const give = trpc.alerts.feedback.useMutation();
  const Icon = vote === "up" ? ThumbsUp : ThumbsDown;
  return (
    <LinkCard title="Votre avis sur ce résultat" description="Un clic suffit, sans vous connecter : les prochains envois de l'alerte en tiendront compte.">
      {!give.isSuccess && (
        <Button size="lg" onClick={() => give.mutate({ token, vote })} disabled={give.isPending}>
          <Icon aria-hidden="true" />
          {vote === "up" ? "Confirmer : pertinent" : "Confirmer : pas pertinent"}
        </Button>
      )}
      <Outcome error={give.error} message={give.data?.message} />
    </LinkCard>
  );
}

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const leave = trpc.alerts.unsubscribe.useMutation();
  return (
    <LinkCard title="Ne plus recevoir ces e-mails" description="Un clic suffit, sans vous connecter. Vous pourrez les réactiver dans votre profil.">
      {!leave.isSuccess && (
        <Button size="lg" onClick={() => leave.mutate({ token })} disabled={leave.isPending}>
          Me désabonner
        </Button>
      )}
      <Outcome error={leave.error} message={leave.data?.message} />
    </LinkCard>
  );
}
