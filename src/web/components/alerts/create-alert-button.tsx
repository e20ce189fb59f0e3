/**
 * "Créer une alerte" (issue 22): saves the search the page shows (the marketplace's words, a
 * sector, a need's text) as an alert, with its frequency and hour. Visitors are sent to sign in.
 */
import { useState, type FormEvent } from "react";
import { BellPlus } from "lucide-react";
import { Link } from "react-router";
import { ALERT_DEFAULT_HOUR, ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, ALERT_KIND_LABELS, ALERT_TEXTS, type AlertFrequency, type AlertKind } from "../../../shared/alert-texts";
import { isSectorKey } from "../../../shared/categories";
import { SHOWN_MIN_SCORE } from "../../../shared/constants";
import { useAuth } from "../../hooks/use-auth";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Button, ButtonLink, Dialog, FormField, Input, Options, Select, toast } from "../ui";
import { useSingleFlight } from "../../lib/single-flight";
import { quoted } from "../../../shared/format";

export interface CreateAlertButtonProps {
  kind: AlertKind;
  /** The words to watch, prefilled (editable). */
  query: string;
  categories?: string[];
  /** Prefilled name. */
  name?: string;
  variant?: "default" | "outline";
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function CreateAlertButton({ kind, query, categories = [], name, variant = "outline" }: CreateAlertButtonProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) {
    return (
      <ButtonLink to="/login" variant={variant}>
        <BellPlus aria-hidden="true" />
        {ALERT_TEXTS.create}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button type="button" variant={variant} onClick={() => setOpen(true)}>
        <BellPlus aria-hidden="true" />
        {ALERT_TEXTS.create}
      </Button>
      {open && (
        <AlertFormDialog
          kind={kind}
          categories={categories}
          initial={{ name: name ?? query, query, frequency: "daily", hour: ALERT_DEFAULT_HOUR, minScore: Math.round(SHOWN_MIN_SCORE * 100) }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** What the dialog edits: an alert's words, name, schedule and threshold; categories stay as given. */
export interface AlertFormValues {
  name: string;
  query: string;
  frequency: AlertFrequency;
  hour: number;
  /** Percent (55–100). */
  minScore: number;
}

/**
 * The form of a new alert, or of an existing one (`alertId`: Profil › Alertes › « Modifier »; the
 * name, words and threshold could only be changed by deleting and creating again).
 */
export function AlertFormDialog({
  kind,
  categories,
  initial,
  alertId,
  onClose,
}: {
  kind: AlertKind;
  categories: readonly string[];
  initial: AlertFormValues;
  alertId?: number;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState(initial);
  const done = async (title: string, alert: { name: string }) => {
    await utils.alerts.list.invalidate();
    toast({ title, description: alertId === undefined ? `${quoted(alert.name)} : retrouvez-la dans Profil › Alertes.` : quoted(alert.name) });
    onClose();
  };
  const create = useSingleFlight(trpc.alerts.create.useMutation({ onSuccess: (alert) => done(ALERT_TEXTS.created, alert) }));
  const update = useSingleFlight(trpc.alerts.update.useMutation({ onSuccess: (alert) => done(ALERT_TEXTS.saved, alert) }));
  const saving = alertId === undefined ? create : update;
  const errors = saving.error ? describeFailure(saving.error).fieldErrors : {};
  const title = alertId === undefined ? ALERT_TEXTS.create : "Modifier l'alerte";

  function submit(event: FormEvent) {
    event.preventDefault();
    const minScore = values.minScore / 100;
    if (alertId === undefined) create.mutate({ ...values, kind, categories: categories.filter(isSectorKey), minScore });
    else update.mutate({ id: alertId, name: values.name, query: values.query, frequency: values.frequency, hour: values.hour, ...(kind === "products" ? {} : { minScore }) });
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={`${ALERT_KIND_LABELS[kind]} : recevez ce qui est nouveau, avec la raison de chaque résultat.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label={alertId === undefined ? "Nouvelle alerte" : "Modifier l'alerte"}>
        <FormField id="alert-name" label="Nom de l'alerte" error={errors.name}>
          <Input value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
        </FormField>
        <FormField id="alert-query" label="Mots recherchés" error={errors.query}>
          <Input value={values.query} onChange={(e) => setValues((v) => ({ ...v, query: e.target.value }))} />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField id="alert-frequency" label="Fréquence" error={errors.frequency}>
            <Select value={values.frequency} onChange={(e) => setValues((v) => ({ ...v, frequency: e.target.value as AlertFrequency }))}>
              <Options values={ALERT_FREQUENCIES} labels={ALERT_FREQUENCY_LABELS} />
            </Select>
          </FormField>
          <FormField id="alert-hour" label="Heure d'envoi" error={errors.hour}>
            <Select value={values.hour} disabled={values.frequency === "immediate"} onChange={(e) => setValues((v) => ({ ...v, hour: Number(e.target.value) }))}>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hour} h
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        {kind !== "products" && (
          <FormField id="alert-min-score" label={`Score minimum : ${values.minScore} %`} error={errors.minScore} hint="Rien sous ce score n'est envoyé.">
            <input
              type="range"
              min={Math.round(SHOWN_MIN_SCORE * 100)}
              max={100}
              step={5}
              value={values.minScore}
              aria-valuetext={`${values.minScore} %`}
              onChange={(e) => setValues((v) => ({ ...v, minScore: Number(e.target.value) }))}
              className="accent-primary"
            />
          </FormField>
        )}
        {saving.error && !Object.keys(errors).length && (
          <p role="alert" className="text-sm text-destructive">
            {saving.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" disabled={saving.isPending}>
            {saving.isPending ? "Enregistrement..." : alertId === undefined ? ALERT_TEXTS.create : "Enregistrer"}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Gérez vos alertes dans <Link to="/profile?tab=alerts">Profil › Alertes</Link>.
        </p>
      </form>
    </Dialog>
  );
}
