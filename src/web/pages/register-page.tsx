import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, ShoppingCart } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { SECTOR_KEYS, SECTOR_LABELS } from "../../shared/categories";
import { PRODUCT_NAME } from "../../shared/constants";
import { ACCOUNT_TYPE_LABELS, REGISTRABLE_ACCOUNT_TYPES } from "../../shared/enums";
import { TOASTS } from "../../shared/messages";
import { registerInputSchema, type RegisterInput } from "../../shared/schemas";
import { Page } from "../components/layout/page";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../components/ui/card";
import { FormField } from "../components/ui/form-field";
import { Input } from "../components/ui/input";
import { Options } from "../components/ui/options";
import { Select } from "../components/ui/select";
import { AlreadySignedIn } from "../components/account/already-signed-in";
import { useAuth } from "../hooks/use-auth";
import { toast } from "../hooks/use-toast";
import { cn } from "../lib/cn";
import { describeFailure } from "../lib/errors";

type RegisterOutput = ReturnType<typeof registerInputSchema.parse>;
type RegisterField = keyof RegisterInput;

const ACCOUNT_TYPE_HINTS = {
  buyer: { icon: ShoppingCart, text: "Je publie des besoins" },
  supplier: { icon: Building2, text: "Je publie des offres" },
} as const;

export function RegisterPage() {
  const { register: registerAccount, isRegistering } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerInputSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { username: "", email: "", password: "", companyName: "", accountType: "buyer", sector: "", location: "" },
  });
  const accountType = watch("accountType");

  const onSubmit = async (values: RegisterOutput) => {
    try {
      await registerAccount(values);
      toast({ title: TOASTS.registerTitle, description: TOASTS.registerText });
      await navigate("/dashboard");
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.kind === "network") {
        toast({ title: TOASTS.registerFailTitle, description: TOASTS.registerNetwork, variant: "destructive" });
        return;
      }
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        if (field in registerInputSchema.shape) setError(field as RegisterField, { message });
      }
      toast({ title: TOASTS.registerFailTitle, description: failure.message || TOASTS.registerFailText, variant: "destructive" });
    }
  };

  return (
    <Page className="flex flex-col items-center gap-6">
      <AlreadySignedIn className="w-full max-w-xl" />
      <Card className="w-full max-w-xl">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Rejoignez {PRODUCT_NAME}
          </CardTitle>
          <CardDescription>La place de marché B2B qui connecte acheteurs et fournisseurs grâce au matching intelligent.</CardDescription>
        </CardHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Création de compte">
          <CardContent className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="username" label="Nom d'utilisateur" error={errors.username?.message}>
                <Input autoComplete="username" placeholder="jdupont" {...register("username")} />
              </FormField>
              <FormField id="email" label="Email professionnel" error={errors.email?.message}>
                <Input type="email" autoComplete="email" placeholder="contact@entreprise.fr" {...register("email")} />
              </FormField>
            </div>
            <FormField id="password" label="Mot de passe" hint="6 caractères minimum." error={errors.password?.message}>
              <Input type="password" autoComplete="new-password" {...register("password")} />
            </FormField>
            <FormField id="companyName" label="Nom de l'entreprise" error={errors.companyName?.message}>
              <Input autoComplete="organization" placeholder="Dupont Industries" {...register("companyName")} />
            </FormField>
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm font-medium">Type de compte</legend>
              <div className="grid grid-cols-2 gap-3">
                {REGISTRABLE_ACCOUNT_TYPES.map((type) => {
                  const { icon: Icon, text } = ACCOUNT_TYPE_HINTS[type];
                  return (
                    <label
                      key={type}
                      className={cn(
                        "flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                        accountType === type ? "border-primary bg-accent" : "border-input hover:bg-muted",
                      )}
                    >
                      <input type="radio" value={type} className="sr-only" {...register("accountType")} />
                      <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                      <span className="flex flex-col">
                        <span className="text-sm font-semibold">{ACCOUNT_TYPE_LABELS[type]}</span>
                        <span className="text-xs text-muted-foreground">{text}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
              {errors.accountType?.message && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.accountType.message}
                </p>
              )}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="sector" label="Secteur" error={errors.sector?.message}>
                <Select {...register("sector")}>
                  <option value="">Sélectionnez un secteur</option>
                  <Options values={SECTOR_KEYS} labels={SECTOR_LABELS} />
                </Select>
              </FormField>
              <FormField id="location" label="Localisation" error={errors.location?.message}>
                <Input autoComplete="address-level2" placeholder="Lyon, France" {...register("location")} />
              </FormField>
            </div>
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-4">
            <Button type="submit" size="lg" disabled={isRegistering}>
              {isRegistering ? "Création du compte..." : "Créer mon compte"}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              Déjà inscrit ?{" "}
              <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                Se connecter
              </Link>
            </p>
          </CardFooter>
        </form>
      </Card>
    </Page>
  );
}
