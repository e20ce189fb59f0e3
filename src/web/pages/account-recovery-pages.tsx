/**
 * The screens the account mails lead to (issue 18): asking for a reset link, choosing a new
 * password with it, and confirming an e-mail address.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, MailCheck, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { passwordResetConfirmSchema, passwordResetRequestSchema } from "../../shared/schemas";
import { Page } from "../components/layout/page";
import { showServerFieldErrors } from "../components/listings/server-field-errors";
import { Button, ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, toast } from "../components/ui";
import { FormField } from "../components/ui/form-field";
import { Input } from "../components/ui/input";
import { describeFailure } from "../lib/errors";
import { displayEmail } from "../../shared/email-domain";
import { trpc } from "../lib/trpc";

function Centered({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Page className="flex items-start justify-center">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
    </Page>
  );
}

type RequestInput = z.input<typeof passwordResetRequestSchema>;

export function ForgotPasswordPage() {
  const request = trpc.auth.passwordResetRequest.useMutation();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestInput, unknown, z.output<typeof passwordResetRequestSchema>>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent((await request.mutateAsync(values)).message);
    } catch (error) {
      toast({ title: "Demande non envoyée", description: describeFailure(error).message, variant: "destructive" });
    }
  });
  return (
    <Centered title="Mot de passe oublié" description="Indiquez l'adresse de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.">
      {sent ? (
        <CardContent>
          <p role="status" className="flex items-start gap-2 text-sm">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            {sent}
          </p>
        </CardContent>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Mot de passe oublié">
          <CardContent>
            <FormField id="forgot-email" label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register("email")} />
            </FormField>
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-3">
            <Button type="submit" size="lg" disabled={request.isPending}>
              Envoyer le lien
            </Button>
          </CardFooter>
        </form>
      )}
      <CardFooter className="justify-center">
        <Link to="/login" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Revenir à la connexion
        </Link>
      </CardFooter>
    </Centered>
  );
}

type ConfirmOutput = z.output<typeof passwordResetConfirmSchema>;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = trpc.auth.passwordResetConfirm.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof passwordResetConfirmSchema>, unknown, ConfirmOutput>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token: params.get("token") ?? "", password: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      toast({ title: "Mot de passe changé", description: "Connectez-vous avec votre nouveau mot de passe." });
      await navigate("/login");
    } catch (error) {
      showServerFieldErrors(error, ["password", "token"], setError);
      toast({ title: "Mot de passe inchangé", description: describeFailure(error).message, variant: "destructive" });
    }
  });
  return (
    <Centered title="Nouveau mot de passe" description="Choisissez le mot de passe de votre compte. Toutes vos sessions seront fermées.">
      <form onSubmit={onSubmit} noValidate aria-label="Choisir un nouveau mot de passe">
        <CardContent className="flex flex-col gap-4">
          <input type="hidden" {...register("token")} />
          {errors.token?.message && (
            <p role="alert" className="text-sm text-destructive">
              {errors.token.message} <Link to="/forgot-password" className="underline">Demander un nouveau lien</Link>
            </p>
          )}
          <FormField id="reset-password" label="Nouveau mot de passe" hint="Au moins 6 caractères ; évitez les mots courants et les suites de touches." error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...register("password")} />
          </FormField>
        </CardContent>
        <CardFooter>
          <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
            Enregistrer le mot de passe
          </Button>
        </CardFooter>
      </form>
    </Centered>
  );
}

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation({ onSuccess: () => void utils.auth.me.invalidate() });
  const started = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects: the link is single-use.
    if (started.current) return;
    started.current = true;
    verify.mutate({ token: params.get("token") ?? "" });
  }, [params, verify]);
  return (
    <Centered title="Confirmation de l'adresse" description="Votre adresse e-mail sert à vous connecter et à recevoir les nouvelles de vos matches.">
      <CardContent>
        {verify.isSuccess ? (
          <p role="status" className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
            Adresse confirmée : {displayEmail(verify.data.user.email)}
          </p>
        ) : verify.isError ? (
          <p role="alert" className="flex items-center gap-2 text-destructive">
            <XCircle className="size-5" aria-hidden="true" />
            {describeFailure(verify.error).message}
          </p>
        ) : (
          <p role="status">Confirmation en cours…</p>
        )}
      </CardContent>
      <CardFooter className="justify-center">
        <ButtonLink to="/dashboard" variant="outline">
          Aller au tableau de bord
        </ButtonLink>
      </CardFooter>
    </Centered>
  );
}
