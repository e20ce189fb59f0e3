import { ShieldCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { PublicUser } from "../../../shared/view-schemas";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from "../ui";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

/** « Il vous reste 3 codes de secours. », and what to do when none or few are left. */
function recoveryCodesLeftText(left: number): string {
  if (left === 0) return "Il ne vous reste aucun code de secours : générez-en de nouveaux ci-dessous.";
  const count = left === 1 ? "1 code de secours" : `${left} codes de secours`;
  return left <= 2 ? `Il vous reste ${count} : pensez à en générer de nouveaux.` : `Il vous reste ${count}.`;
}

/** /security: turning the second factor (TOTP) on with a QR code, or off (issue 18). */
export function SecondFactorCard({ user }: { user: PublicUser }) {
  const utils = trpc.useUtils();
  const setup = trpc.auth.totpSetup.useMutation();
  const enable = trpc.auth.totpEnable.useMutation();
  const disable = trpc.auth.totpDisable.useMutation();
  const renew = trpc.auth.totpRecoveryCodes.useMutation();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [renewal, setRenewal] = useState({ password: "", code: "" });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const failed = (title: string) => (error: unknown) => toast({ title, description: describeFailure(error).message, variant: "destructive" });
  const refresh = () => void utils.auth.me.invalidate();

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(
      { code },
      {
        onSuccess: ({ recoveryCodes }) => {
          setRecoveryCodes(recoveryCodes);
          setCode("");
          // Replaces a « Code refusé » left by an earlier try, which stood beside the recovery codes.
          toast({ title: "Double authentification activée", description: "Notez vos codes de secours ci-dessous." });
          refresh();
        },
        onError: failed("Code refusé"),
      },
    );
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          setPassword("");
          setCode("");
          toast({ title: "Double authentification désactivée" });
          refresh();
        },
        onError: failed("Double authentification toujours active"),
      },
    );
  };

  const renewCodes = (event: FormEvent) => {
    event.preventDefault();
    renew.mutate(renewal, {
      onSuccess: ({ recoveryCodes }) => {
        setRecoveryCodes(recoveryCodes);
        setRenewal({ password: "", code: "" });
        toast({ title: "Nouveaux codes de secours", description: "Les précédents ne fonctionnent plus. Notez les nouveaux ci-dessus." });
        refresh();
      },
      onError: failed("Codes de secours inchangés"),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Double authentification
        </CardTitle>
        <CardDescription>
          {user.totpEnabled
            ? "Active : chaque connexion demande un code de votre application d'authentification."
            : "Un code de votre téléphone en plus du mot de passe. Obligatoire pour les administrateurs."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {recoveryCodes && (
          <div role="status" className="rounded-lg border border-primary/40 bg-accent/60 p-4">
            <p className="font-medium">Codes de secours : notez-les maintenant, ils ne seront plus affichés.</p>
            <p className="text-sm text-muted-foreground">Chacun remplace une fois un code de l'application si vous perdez votre téléphone.</p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Codes de secours">
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        )}
        {user.totpEnabled && user.recoveryCodesLeft !== null && (
          <p className={user.recoveryCodesLeft <= 2 ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}>
            {recoveryCodesLeftText(user.recoveryCodesLeft)}
          </p>
        )}
        {user.totpEnabled && (
          <form onSubmit={renewCodes} aria-label="Nouveaux codes de secours" className="flex flex-col gap-3 border-b border-border pb-4">
            <p className="text-sm font-medium">Nouveaux codes de secours</p>
            <p className="text-sm text-muted-foreground">Remplace tous vos codes de secours par 10 nouveaux, montrés une seule fois : les précédents ne fonctionneront plus.</p>
            <FormField id="renew-password" label="Mot de passe">
              <Input type="password" autoComplete="current-password" value={renewal.password} onChange={(e) => setRenewal({ ...renewal, password: e.target.value })} />
            </FormField>
            <FormField id="renew-code" label="Code de l'application ou code de secours">
              <Input autoComplete="one-time-code" value={renewal.code} onChange={(e) => setRenewal({ ...renewal, code: e.target.value })} maxLength={20} />
            </FormField>
            <Button type="submit" variant="outline" className="self-end" disabled={renew.isPending}>
              Générer de nouveaux codes
            </Button>
          </form>
        )}
        {user.totpEnabled ? (
          <form onSubmit={turnOff} aria-label="Désactiver la double authentification" className="flex flex-col gap-3">
            <p className="text-sm font-medium">Désactiver la double authentification</p>
            <FormField id="totp-off-password" label="Mot de passe">
              <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
            <FormField id="totp-off-code" label="Code de l'application ou code de secours">
              <Input autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} maxLength={20} />
            </FormField>
            <Button type="submit" variant="outline" className="self-end" disabled={disable.isPending}>
              Désactiver
            </Button>
          </form>
        ) : !setup.data ? (
          <Button className="self-start" disabled={setup.isPending} onClick={() => setup.mutate(undefined, { onError: failed("Configuration impossible") })}>
            Configurer
          </Button>
        ) : (
          <form onSubmit={confirm} aria-label="Activer la double authentification" className="flex flex-col gap-3">
            <p className="text-sm">Scannez ce QR code avec votre application (Google Authenticator, Microsoft Authenticator, FreeOTP…), puis saisissez le code affiché.</p>
            <img src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qrCodeSvg)}`} alt="QR code de configuration de la double authentification" width={176} height={176} className="rounded border border-border bg-white p-2" />
            <p className="text-sm text-muted-foreground">
              Ou saisissez la clé : <code className="break-all font-mono">{setup.data.secret}</code>
            </p>
            <FormField id="totp-code" label="Code à 6 chiffres">
              {/* Room for the space the apps show (« 492 817 »): at 6 the last digit was cut off; the server ignores spaces. */}
              <Input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} maxLength={7} />
            </FormField>
            <Button type="submit" className="self-end" disabled={enable.isPending || code.replace(/\s/g, "").length < 6}>
              Activer
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
