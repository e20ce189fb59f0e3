import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changePasswordSchema } from "../../../shared/schemas";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { showServerFieldErrors } from "../listings/server-field-errors";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from "../ui";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

type ChangePasswordInput = z.input<typeof changePasswordSchema>;
type ChangePasswordOutput = z.output<typeof changePasswordSchema>;

/** Settings: a new password, given the current one; the account's other sessions end (issue 18). */
export function ChangePasswordCard() {
  const change = trpc.auth.changePassword.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordOutput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const onSubmit = async (values: ChangePasswordOutput) => {
    try {
      await change.mutateAsync(values);
      reset();
      toast({ title: "Mot de passe changé", description: "Vos autres sessions ont été fermées." });
    } catch (error) {
      showServerFieldErrors(error, ["currentPassword", "newPassword"], setError);
      toast({ title: "Mot de passe inchangé", description: describeFailure(error).message, variant: "destructive" });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Mot de passe</CardTitle>
        <CardDescription>Un nouveau mot de passe ferme vos sessions sur les autres appareils.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Changer le mot de passe" className="flex flex-col gap-4">
          <FormField id="password-current" label="Mot de passe actuel" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
          </FormField>
          <FormField id="password-new" label="Nouveau mot de passe" hint="Au moins 6 caractères ; évitez les mots courants et les suites de touches." error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register("newPassword")} />
          </FormField>
          <Button type="submit" className="self-end" disabled={change.isPending}>
            {change.isPending ? "Enregistrement..." : "Changer le mot de passe"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
