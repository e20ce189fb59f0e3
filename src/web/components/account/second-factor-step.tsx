import { ShieldCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../ui/card";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

/** The second step of a sign-in with a second factor: a code from the app, or a recovery code. */
export function SecondFactorStep({ busy, onCode, onCancel }: { busy: boolean; onCode: (code: string) => Promise<void>; onCancel: () => void }) {
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length >= 6) void onCode(code.trim());
  };
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="flex items-center justify-center gap-2 text-2xl">
          <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
          Double authentification
        </CardTitle>
        <CardDescription>Saisissez le code à 6 chiffres affiché par votre application d'authentification, ou l'un de vos codes de secours.</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label="Vérification en deux étapes">
        <CardContent>
          <FormField id="second-factor-code" label="Code de vérification">
            <Input inputMode="text" autoComplete="one-time-code" autoFocus value={code} onChange={(e) => setCode(e.target.value)} maxLength={20} />
          </FormField>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3">
          <Button type="submit" size="lg" disabled={busy || code.trim().length < 6}>
            {busy ? "Vérification..." : "Valider"}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Revenir à la connexion
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
