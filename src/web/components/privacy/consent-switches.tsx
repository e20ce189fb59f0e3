import { CONSENT_CHOICES, CONSENT_LABELS } from "../../../shared/enums";
import { formatDate } from "../../../shared/format";
import { ADMIN_MESSAGES } from "../../../shared/messages";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Skeleton, Switch, toast } from "../ui";

/** What is not a choice: said once, as information (issue 24). */
const NOT_CHOICES = ["data_processing", "cookies"] as const;

/** One switch per real choice (off until turned on), the latest stored on the server; the rest as information. */
export function ConsentSwitches({ showHistory = false }: { showHistory?: boolean }) {
  const consents = trpc.gdpr.consents.useQuery();
  const utils = trpc.useUtils();
  const record = trpc.gdpr.recordConsent.useMutation({
    onSuccess: (view) => {
      utils.gdpr.consents.setData(undefined, view);
      toast({ title: ADMIN_MESSAGES.consentTitle });
    },
    onError: (error) => toast({ title: ADMIN_MESSAGES.consentFail, description: describeFailure(error).message, variant: "destructive" }),
  });
  if (consents.isPending) return <Skeleton className="h-40 w-full" />;
  if (consents.isError) return <p role="alert" className="text-sm text-destructive">{describeFailure(consents.error).message}</p>;
  const state = new Map(consents.data.consents.map((c) => [c.consentType, c]));
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-border">
        {NOT_CHOICES.map((type) => (
          <li key={type} className="py-3">
            <p className="font-medium">{CONSENT_LABELS[type].label}</p>
            <p className="text-sm text-muted-foreground">{CONSENT_LABELS[type].description}</p>
          </li>
        ))}
        {CONSENT_CHOICES.map((type) => {
          const current = state.get(type);
          const id = `consent-${type}`;
          return (
            <li key={type} className="flex items-center justify-between gap-4 py-3">
              <div>
                <p id={`${id}-label`} className="font-medium">
                  {CONSENT_LABELS[type].label}
                </p>
                <p id={`${id}-description`} className="text-sm text-muted-foreground">
                  {CONSENT_LABELS[type].description}
                  {current?.updatedAt && <> · choisi le {formatDate(current.updatedAt)}</>}
                </p>
              </div>
              <Switch
                id={id}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
                checked={current?.granted ?? false}
                disabled={record.isPending}
                onCheckedChange={(granted) => record.mutate({ consentType: type, granted })}
              />
            </li>
          );
        })}
      </ul>
      {showHistory && consents.data.history.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Historique de mes choix ({consents.data.history.length})</summary>
          <ul className="mt-2 flex flex-col gap-1 text-muted-foreground">
            {consents.data.history.map((entry, index) => (
              <li key={index}>
                {formatDate(entry.createdAt)} · {CONSENT_LABELS[entry.consentType].label} : {entry.granted ? "accordé" : "retiré"}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
