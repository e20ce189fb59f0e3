/**
 * Profil › Alertes (issue 22): the user's alerts, each with its schedule (frequency, hour, on/off),
 * its precision over 30 days and the suggestion to narrow it, its latest items with 👍/👎, a
 * preview of the next digest, its words, name and threshold changed in a dialog, and deletion.
 */
import { useState } from "react";
import { BellOff, Eye, Pencil, ThumbsDown, ThumbsUp, Trash2 } from "lucide-react";
import { Link } from "react-router";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_KIND_LABELS,
  ALERT_PRECISION_DAYS,
  ALERT_PRECISION_MIN_RATED,
  ALERT_TEXTS,
  type AlertFrequency,
  type AlertItemView,
  type AlertView,
  type AlertVote,
} from "../../../shared/alerts";
import { sectorLabel } from "../../../shared/categories";
import { formatDate, percent, quoted } from "../../../shared/format";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { AlertFormDialog, HOURS } from "../alerts/create-alert-button";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Options, Select, Skeleton, Switch, toast } from "../ui";

export function AlertsTab() {
  const alerts = trpc.alerts.list.useQuery();
  if (alerts.isPending) return <Skeleton className="h-40" />;
  if (alerts.isError) return <p role="alert" className="text-sm text-destructive">{alerts.error.message}</p>;
  if (alerts.data.length === 0) {
    return (
      <EmptyState
        title="Aucune alerte"
        description="Créez-en une depuis la marketplace, une page de secteur ou un de vos besoins : « Créer une alerte »."
      />
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="Mes alertes">
      {alerts.data.map((alert) => (
        <li key={alert.id}>
          <AlertCard alert={alert} />
        </li>
      ))}
    </ul>
  );
}

function nextRunText(alert: AlertView): string {
  if (!alert.enabled) return "Désactivée";
  if (alert.frequency === "immediate") return "Envoi dès qu'un résultat arrive";
  if (!alert.nextRunAt) return "";
  const at = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short", timeZone: alert.timezone }).format(new Date(alert.nextRunAt));
  return `Prochain envoi : ${at} (${alert.timezone})`;
}

function AlertCard({ alert }: { alert: AlertView }) {
  const utils = trpc.useUtils();
  const [preview, setPreview] = useState<AlertItemView[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const onError = (error: unknown) => toast({ title: "Erreur", description: describeFailure(error).message || "L'opération a échoué", variant: "destructive" });
  const update = trpc.alerts.update.useMutation({
    onSuccess: async () => {
      await utils.alerts.list.invalidate();
      toast({ title: ALERT_TEXTS.saved });
    },
    onError,
  });
  const remove = trpc.alerts.remove.useMutation({
    onSuccess: async () => {
      await utils.alerts.list.invalidate();
      toast({ title: ALERT_TEXTS.deleted });
    },
    onError,
  });
  const run = trpc.alerts.preview.useMutation({ onSuccess: (answer) => setPreview(answer.items), onError });
  const { precision } = alert;
  const titleId = `alert-${alert.id}-title`;

  return (
    <Card aria-labelledby={titleId} data-testid="alert-card">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle id={titleId} className="text-base">
            {alert.name}
          </CardTitle>
          <Badge variant={alert.enabled ? "success" : "outline"}>{alert.enabled ? "Active" : "Désactivée"}</Badge>
        </div>
        <CardDescription>
          {ALERT_KIND_LABELS[alert.kind]} · {quoted(alert.query)}{alert.categories.length > 0 && ` · ${alert.categories.map(sectorLabel).join(", ")}`}
          {alert.kind !== "products" && ` · score minimum ${percent(alert.minScore)}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex items-center gap-2">
            <Switch
              id={`alert-${alert.id}-enabled`}
              aria-label={`Alerte « ${alert.name} » active`}
              checked={alert.enabled}
              disabled={update.isPending}
              onCheckedChange={(enabled) => update.mutate({ id: alert.id, enabled })}
            />
            <label htmlFor={`alert-${alert.id}-enabled`} className="text-sm">
              Active
            </label>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`alert-${alert.id}-frequency`} className="text-sm font-medium">
              Fréquence
            </label>
            <Select
              id={`alert-${alert.id}-frequency`}
              value={alert.frequency}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ id: alert.id, frequency: e.target.value as AlertFrequency })}
            >
              <Options values={ALERT_FREQUENCIES} labels={ALERT_FREQUENCY_LABELS} />
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`alert-${alert.id}-hour`} className="text-sm font-medium">
              Heure d'envoi
            </label>
            <Select
              id={`alert-${alert.id}-hour`}
              value={alert.hour}
              disabled={update.isPending || alert.frequency === "immediate"}
              onChange={(e) => update.mutate({ id: alert.id, hour: Number(e.target.value) })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hour} h
                </option>
              ))}
            </Select>
          </div>
          <p className="text-sm text-muted-foreground">{nextRunText(alert)}</p>
        </div>

        <div className="rounded-md bg-muted p-3 text-sm" data-testid="alert-precision">
          <p>
            <span className="font-medium">Précision sur {ALERT_PRECISION_DAYS} jours : </span>
            {precision.value === null
              ? `notez au moins ${ALERT_PRECISION_MIN_RATED} résultats (${precision.rated} noté${precision.rated > 1 ? "s" : ""})`
              : `${percent(precision.value)} de résultats pertinents (${precision.up} 👍 sur ${precision.rated})`}
          </p>
          {precision.suggestion && (
            <p role="status" className="mt-1 font-medium text-warning">
              {precision.suggestion}
            </p>
          )}
        </div>

        <ItemList title="Derniers résultats envoyés" items={alert.recent} empty={alert.lastSentAt ? "" : "Rien n'a encore été envoyé."} />
        {preview && <ItemList title="Aperçu du prochain envoi" items={preview} empty="Rien de nouveau pour l'instant : aucun envoi." />}

        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Modifier l'alerte « ${alert.name} »`}>
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
          {editing && (
            <AlertFormDialog
              kind={alert.kind}
              categories={alert.categories}
              alertId={alert.id}
              initial={{ name: alert.name, query: alert.query, frequency: alert.frequency, hour: alert.hour, minScore: Math.round(alert.minScore * 100) }}
              onClose={() => setEditing(false)}
            />
          )}
          <Button size="sm" variant="outline" onClick={() => run.mutate({ id: alert.id })} disabled={run.isPending}>
            <Eye aria-hidden="true" />
            Aperçu du prochain envoi
          </Button>
          {alert.enabled && (
            <Button size="sm" variant="outline" onClick={() => update.mutate({ id: alert.id, enabled: false })} disabled={update.isPending}>
              <BellOff aria-hidden="true" />
              Désactiver
            </Button>
          )}
          {confirming ? (
            <>
              <Button size="sm" variant="destructive" onClick={() => remove.mutate({ id: alert.id })} disabled={remove.isPending}>
                Confirmer la suppression
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Annuler
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              Supprimer
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function ItemList({ title, items, empty }: { title: string; items: AlertItemView[]; empty: string }) {
  if (items.length === 0 && !empty) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-2">
              <div className="min-w-0 flex-1">
                <Link to={item.url} className="font-medium text-primary hover:underline">
                  {item.title}
                </Link>
                <p className="text-xs text-muted-foreground">{item.explanation}</p>
                {item.sentAt && <p className="text-xs text-muted-foreground">Envoyé le {formatDate(item.sentAt)}</p>}
              </div>
              {item.deliveryId !== null && <Votes deliveryId={item.deliveryId} vote={item.vote} title={item.title} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 👍/👎 on an item sent: one click, changeable. */
function Votes({ deliveryId, vote, title }: { deliveryId: number; vote: AlertVote | null; title: string }) {
  const utils = trpc.useUtils();
  const give = trpc.alerts.feedback.useMutation({
    onSuccess: () => utils.alerts.list.invalidate(),
    onError: (error) => toast({ title: "Erreur", description: describeFailure(error).message, variant: "destructive" }),
  });
  const button = (value: AlertVote, label: string, Icon: typeof ThumbsUp) => (
    <Button
      size="sm"
      variant={vote === value ? "default" : "outline"}
      aria-pressed={vote === value}
      aria-label={`${label} : ${title}`}
      disabled={give.isPending}
      onClick={() => give.mutate({ deliveryId, vote: value })}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
  return (
    <div className="flex gap-1">
      {button("up", "Pertinent", ThumbsUp)}
      {button("down", "Pas pertinent", ThumbsDown)}
    </div>
  );
}
