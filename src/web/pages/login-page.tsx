import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { PublicUser } from "../../shared/view-schemas";
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from "../../shared/constants";
import { TOASTS } from "../../shared/messages";
import { loginInputSchema, type LoginInput } from "../../shared/schemas";
import { Page } from "../components/layout/page";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../components/ui/card";
import { FormField } from "../components/ui/form-field";
import { Input } from "../components/ui/input";
import { useAuth } from "../hooks/use-auth";
import { toast } from "../hooks/use-toast";
import { describeFailure } from "../lib/errors";
import { AlreadySignedIn } from "../components/account/already-signed-in";
import { SecondFactorStep } from "../components/account/second-factor-step";

type LoginOutput = ReturnType<typeof loginInputSchema.parse>;

export function LoginPage() {
  const { login, completeLogin, isLoggingIn } = useAuth();
  const navigate = useNavigate();
  // After a right password, an account with a second factor asks for its code (issue 18).
  const [step, setStep] = useState<"password" | "code">("password");
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginInputSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });

  const welcome = async (user: PublicUser) => {
    toast({ title: TOASTS.loginTitle, description: TOASTS.loginText(user.username) });
    // An admin has no buyer or supplier side: their home is the admin console (issue 24).
    await navigate(user.accountType === "admin" ? "/admin-dashboard" : "/dashboard");
  };
  const failed = (error: unknown) => {
    const failure = describeFailure(error);
    const description = failure.kind === "network" ? TOASTS.loginNetwork : failure.message || TOASTS.loginFailText;
    toast({ title: TOASTS.loginFailTitle, description, variant: "destructive" });
  };

  const onSubmit = async (values: LoginOutput) => {
    try {
      const user = await login(values);
      if (user === "totp") setStep("code");
      else await welcome(user);
    } catch (error) {
      failed(error);
    }
  };

  if (step === "code") {
    return (
      <Page className="flex items-start justify-center">
        <SecondFactorStep
          busy={isLoggingIn}
          onCode={async (code) => {
            try {
              await welcome(await completeLogin(code));
            } catch (error) {
              failed(error);
              // 401: the challenge is over (five wrong codes, or its 5 minutes): another code can only fail, the password comes first.
              if (describeFailure(error).status === 401) setStep("password");
            }
          }}
          onCancel={() => setStep("password")}
        />
      </Page>
    );
  }

  const fillDemo = (email: string) => {
    setValue("email", email);
    setValue("password", DEMO_PASSWORD);
    clearErrors();
  };

  return (
    <Page className="flex items-start justify-center">
      <div className="flex w-full max-w-md flex-col gap-6">
        <AlreadySignedIn />
        <Card>
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl">
              Connexion
            </CardTitle>
            <CardDescription>Accédez à votre espace B2B, à vos matches et à vos échanges.</CardDescription>
          </CardHeader>
          <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Connexion">
            <CardContent className="flex flex-col gap-4">
              <FormField id="email" label="Email" error={errors.email?.message}>
                <Input type="email" autoComplete="email" placeholder="contact@entreprise.fr" {...register("email")} />
              </FormField>
              <FormField id="password" label="Mot de passe" error={errors.password?.message}>
                <Input type="password" autoComplete="current-password" {...register("password")} />
              </FormField>
              <Link to="/forgot-password" className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
                Mot de passe oublié ?
              </Link>
            </CardContent>
            <CardFooter className="flex-col items-stretch gap-4">
              <Button type="submit" size="lg" disabled={isLoggingIn}>
                {isLoggingIn ? "Connexion..." : "Se connecter"}
              </Button>
              <p className="text-center text-sm text-muted-foreground">
                Pas encore de compte ?{" "}
                <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
                  Créer un compte
                </Link>
              </p>
            </CardFooter>
          </form>
        </Card>

        <section aria-labelledby="demo-title" className="rounded-xl border border-dashed border-primary/40 bg-accent/60 p-5">
          <h2 id="demo-title" className="flex items-center gap-2 text-sm font-semibold text-accent-foreground">
            <KeyRound className="size-4" aria-hidden="true" />
            Comptes de démonstration
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Mot de passe commun : <code className="rounded bg-card px-1.5 py-0.5 font-mono text-foreground">{DEMO_PASSWORD}</code>.
            Cliquez sur un compte pour remplir le formulaire.
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            L'administrateur a la double authentification : ajoutez la clé{" "}
            <code className="break-all rounded bg-card px-1.5 py-0.5 font-mono text-foreground">{DEMO_ADMIN_TOTP_SECRET}</code> à une application
            d'authentification pour obtenir ses codes.
          </p>
          <ul className="mt-3 flex flex-col gap-2">
            {DEMO_ACCOUNTS.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  onClick={() => fillDemo(account.email)}
                  className="flex w-full items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2 text-left text-sm hover:border-primary"
                  data-testid={`demo-${account.role}`}
                >
                  <span className="font-medium">{account.label}</span>
                  <span className="truncate font-mono text-muted-foreground">{account.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
