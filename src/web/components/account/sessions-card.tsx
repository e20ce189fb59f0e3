import { LogOut, Monitor } from "lucide-react";
import { formatDateTime } from "../../../shared/format";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, toast } from "../ui";

/** /security: where the account is signed in, and closing what the user does not know (issue 18). */
export function SessionsCard() {
  const utils = trpc.useUtils();
  const sessions = trpc.auth.sessions.useQuery();
  const end = trpc.auth.endSession.useMutation({
    onSuccess: () => {
      void utils.auth.sessions.invalidate();
      toast({ title: "Session fermée" });
    },
    onError: (error) => toast({ title: "Session non fermée", description: describeFailure(error).message, variant: "destructive" }),
  });
  const endOthers = trpc.auth.endOtherSessions.useMutation({
    onSuccess: ({ ended }) => {
      void utils.auth.sessions.invalidate();
      toast({ title: ended > 1 ? `${ended} sessions fermées` : "Session fermée", description: "Seul cet appareil reste connecté." });
    },
    onError: (error) => toast({ title: "Sessions non fermées", description: describeFailure(error).message, variant: "destructive" }),
  });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions ouvertes</CardTitle>
        <CardDescription>Les appareils connectés à votre compte. Fermez une session que vous ne reconnaissez pas, puis changez votre mot de passe.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeFailure(sessions.error).message}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Sessions ouvertes">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex items-center gap-3">
                  <Monitor className="size-5 text-muted-foreground" aria-hidden="true" />
                  <div>
                    <p className="font-medium">
                      {session.device} {session.current && <Badge variant="secondary">Cet appareil</Badge>}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Ouverte le {formatDateTime(session.createdAt)}
                      {session.lastSeenAt ? ` · dernière activité le ${formatDateTime(session.lastSeenAt)}` : ""}
                    </p>
                  </div>
                </div>
                {!session.current && (
                  <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate({ id: session.id })} aria-label={`Fermer la session ${session.device}`}>
                    <LogOut aria-hidden="true" />
                    Fermer
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {others > 1 && (
          <Button variant="outline" className="mt-3 h-auto! min-h-10 py-2 text-center whitespace-normal!" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
            <LogOut aria-hidden="true" />
            Fermer les {others} autres sessions
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
