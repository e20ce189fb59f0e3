import { useState, type FormEvent } from "react";
import { Pause, Play, Trash2 } from "lucide-react";
import type { Preferences, PreferencesView } from "../../../shared/preferences";
import type { PublicUser } from "../../../shared/view-schemas";
import { formatDate } from "../../../shared/format";
import { ADMIN_MESSAGES } from "../../../shared/messages";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Link } from "react-router";
import { ConsentSwitches } from "../privacy/consent-switches";
import { ChangePasswordCard } from "../account/change-password-card";
import { useDeletionRequest } from "../privacy/use-deletion-request";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, Switch, toast } from "../ui";

const EMAIL_TYPES = [
  {
    key: "match",
    label: "Nouveaux matches",
    description: "Un e-mail quand un match dépasse votre seuil. Le lien « Ne plus recevoir » de ces e-mails éteint ce réglage.",
  },
  {
    key: "contact",
    label: "Contacts et messages",
    description: "Un e-mail quand une entreprise vous contacte ou vous écrit. Le lien « Ne plus recevoir » de ces e-mails éteint ce réglage.",
  },
  {
    key: "quote",
    label: "Devis",
    description: "Un e-mail pour chaque demande de devis, devis reçu ou révisé, attribution ou refus. Le lien « Ne plus recevoir » de ces e-mails éteint ce réglage.",
  },
  { key: "system", label: "Messages de la plateforme", description: "Sécurité du compte et informations de service." },
] as const;

/** Settings tab: notification and matching preferences (saved and used), privacy, pause, deletion. */
export function SettingsTab({ user }: { user: PublicUser }) {
  const preferences = trpc.user.preferences.useQuery();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {preferences.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : preferences.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeFailure(preferences.error).message}
        </p>
      ) : (
        <PreferencesForm key={JSON.stringify(preferences.data)} initial={preferences.data} />
      )}
      <div className="flex flex-col gap-6">
        <ChangePasswordCard />
        <Card>
          <CardHeader>
            <CardTitle>Confidentialité</CardTitle>
            <CardDescription>Vos consentements ; l'historique complet est dans l'onglet RGPD de la page Sécurité.</CardDescription>
          </CardHeader>
          <CardContent>
            <ConsentSwitches />
          </CardContent>
        </Card>
        {user.accountType !== "admin" && preferences.data && <AccountCard pausedAt={preferences.data.pausedAt} />}
      </div>
    </div>
  );
}

function PreferencesForm({ initial }: { initial: PreferencesView }) {
  const [values, setValues] = useState<Preferences>({ notifications: initial.notifications, matching: initial.matching });
  const utils = trpc.useUtils();
  const save = trpc.user.savePreferences.useMutation({
    onSuccess: (view) => {
      utils.user.preferences.setData(undefined, view);
      toast({ title: ADMIN_MESSAGES.settingsTitle });
    },
    onError: (error) => toast({ title: ADMIN_MESSAGES.settingsFail, description: describeFailure(error).message, variant: "destructive" }),
  });
  const setEmail = (key: (typeof EMAIL_TYPES)[number]["key"], on: boolean) =>
    setValues((v) => ({ ...v, notifications: { email: { ...v.notifications.email, [key]: on } } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(values);
  }

  const threshold = Math.round(values.matching.minScore * 100);
  return (
    <Card>
      <form onSubmit={submit} aria-label="Préférences de notification et de matching">
        <CardHeader>
          <CardTitle>Notifications et matching</CardTitle>
          <CardDescription>Tout est activé par défaut.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold">Notifications par e-mail</legend>
            {EMAIL_TYPES.map(({ key, label, description }) => (
              <SwitchRow key={key} id={`email-${key}`} label={label} description={description} checked={values.notifications.email[key]} onChange={(on) => setEmail(key, on)} />
            ))}
            <p className="text-xs text-muted-foreground">
              Les e-mails de vos alertes se règlent alerte par alerte dans <Link to="/profile?tab=alerts">l'onglet Alertes</Link>, où le lien « Ne plus
              recevoir cette alerte » d'un e-mail la désactive.
            </p>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold">Matching</legend>
            <SwitchRow
              id="notify-matches"
              label="Me prévenir des nouveaux matches"
              description="Dans l'application et par e-mail si activé ci-dessus."
              checked={values.matching.notifyNewMatches}
              onChange={(on) => setValues((v) => ({ ...v, matching: { ...v.matching, notifyNewMatches: on } }))}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="match-threshold" className="text-sm font-medium">
                Seuil de notification : {threshold} %
              </label>
              <input
                id="match-threshold"
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={values.matching.minScore}
                disabled={!values.matching.notifyNewMatches}
                aria-valuetext={`${threshold} %`}
                onChange={(event) => setValues((v) => ({ ...v, matching: { ...v.matching, minScore: Number(event.target.value) } }))}
                className="accent-primary"
              />
              <p className="text-xs text-muted-foreground">Vous n'êtes pas prévenu des matches dont le score est inférieur.</p>
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={save.isPending}>
              Enregistrer les réglages
            </Button>
          </div>
        </CardContent>
      </form>
    </Card>
  );
}

function SwitchRow({ id, label, description, checked, onChange }: { id: string; label: string; description: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium">
          {label}
        </p>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

function AccountCard({ pausedAt }: { pausedAt: string | null }) {
  const utils = trpc.useUtils();
  const deletion = useDeletionRequest();
  const onDone = (title: string) => (view: PreferencesView) => {
    utils.user.preferences.setData(undefined, view);
    void utils.needs.invalidate();
    void utils.offers.invalidate();
    toast({ title });
  };
  const onFail = (error: unknown) => toast({ title: ADMIN_MESSAGES.settingsFail, description: describeFailure(error).message, variant: "destructive" });
  const pause = trpc.user.pause.useMutation({ onSuccess: onDone(ADMIN_MESSAGES.pauseTitle), onError: onFail });
  const resume = trpc.user.resume.useMutation({ onSuccess: onDone(ADMIN_MESSAGES.resumeTitle), onError: onFail });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compte</CardTitle>
        <CardDescription>
          {pausedAt
            ? `En pause depuis le ${formatDate(pausedAt)} : vos annonces ne participent plus au matching.`
            : "La pause retire vos annonces du matching sans rien supprimer, jusqu'à votre retour."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {pausedAt ? (
          <Button variant="outline" onClick={() => resume.mutate()} disabled={resume.isPending}>
            <Play aria-hidden="true" />
            Reprendre mon activité
          </Button>
        ) : (
          <Button variant="outline" onClick={() => pause.mutate()} disabled={pause.isPending}>
            <Pause aria-hidden="true" />
            Suspendre temporairement
          </Button>
        )}
        <Button variant="destructive" onClick={() => void deletion.ask()} disabled={deletion.isPending}>
          <Trash2 aria-hidden="true" />
          Supprimer le compte
        </Button>
      </CardContent>
    </Card>
  );
}
