import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Pencil } from "lucide-react";
import type { PublicUser } from "../../../shared/view-schemas";
import { isSectorKey, SECTOR_KEYS, SECTOR_LABELS } from "../../../shared/categories";
import { ACCOUNT_TYPE_LABELS, PROFILE_LANGUAGES, TIMEZONES } from "../../../shared/enums";
import { asciiEmail, displayEmail } from "../../../shared/email-domain";
import { initials } from "../../../shared/format";
import { TOASTS } from "../../../shared/messages";
import { profileInputSchema, type ProfileInput } from "../../../shared/schemas";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { showServerFieldErrors } from "../listings/server-field-errors";
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Options, Select, Textarea, toast } from "../ui";

type ProfileOutput = ReturnType<typeof profileInputSchema.parse>;

const LANGUAGE_NAMES: Record<(typeof PROFILE_LANGUAGES)[number], string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  de: "Deutsch",
  it: "Italiano",
  ja: "日本語",
};

/** Profile tab (English, SPEC §1): initials, name, e-mail, level and points, read and edit modes. */
export function ProfileTab({ user }: { user: PublicUser }) {
  const [editing, setEditing] = useState(false);
  const name = user.displayName || user.companyName || user.username;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground">
          {initials(name)}
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <CardTitle>{name}</CardTitle>
          <p className="text-sm text-muted-foreground">{displayEmail(user.email)}</p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{ACCOUNT_TYPE_LABELS[user.accountType]}</Badge>
            <Badge variant="outline">Level {user.level ?? 1}</Badge>
            <Badge variant="outline">{user.points ?? 0} points</Badge>
            <IdentityBadge user={user} />
          </div>
        </div>
        {!editing && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Fact label="Display name" value={user.displayName} />
            <Fact label="Email" value={displayEmail(user.email)} />
            <Fact label="Company" value={user.companyName} />
            <Fact label="Secteur" value={isSectorKey(user.sector) ? SECTOR_LABELS[user.sector] : user.sector} />
            <Fact label="Localisation" value={user.location} />
            <Fact label="Language" value={LANGUAGE_NAMES[user.preferredLanguage as keyof typeof LANGUAGE_NAMES] ?? user.preferredLanguage} />
            <Fact label="Timezone" value={user.timezone} />
            <Fact label="Bio" value={user.bio} />
            <Fact label="SIREN / SIRET" value={user.companyNumber} />
            <Fact label="N° de TVA intracommunautaire" value={user.vatNumber} />
            <Fact label="Adresse postale" value={user.postalAddress} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** Says exactly what was checked: the keys of the numbers, never a registration we cannot see from here. */
function IdentityBadge({ user }: { user: PublicUser }) {
  if (!user.companyNumber) return null;
  const what = user.companyNumber.length === 14 ? "SIRET" : "SIREN";
  return (
    <Badge variant="success" title="Seule la clé de contrôle du numéro a été vérifiée : Maillon ne consulte pas le répertoire officiel (Sirene).">
      {what} valide (clé de contrôle)
    </Badge>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5">{value || "—"}</dd>
    </div>
  );
}

function ProfileForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.user.updateProfile.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileInputSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      displayName: user.displayName ?? "",
      email: displayEmail(user.email),
      preferredLanguage: user.preferredLanguage as ProfileInput["preferredLanguage"],
      timezone: user.timezone as ProfileInput["timezone"],
      bio: user.bio ?? "",
      companyName: user.companyName,
      sector: isSectorKey(user.sector) ? user.sector : undefined,
      location: user.location,
      currentPassword: "",
      companyNumber: user.companyNumber ?? "",
      vatNumber: user.vatNumber ?? "",
      postalAddress: user.postalAddress ?? "",
    },
  });
  // A new sign-in address asks for the current password (issue 18): the field shows once it differs.
  const emailChanging = asciiEmail((watch("email") ?? "").trim().toLowerCase()) !== user.email;

  const onSubmit = async (values: ProfileOutput) => {
    try {
      // The form checked the keys; the server checks them again from the same schema ("" removes a number).
      const identity = { companyNumber: values.companyNumber ?? "", vatNumber: values.vatNumber ?? "", postalAddress: values.postalAddress ?? "" };
      const { user: next } = await update.mutateAsync({ ...values, ...identity, currentPassword: emailChanging ? values.currentPassword : undefined });
      utils.auth.me.setData(undefined, { user: next });
      toast({
        title: TOASTS.profileTitle,
        description: next.pendingEmail ? `Un lien de confirmation a été envoyé à ${next.pendingEmail} : l'adresse changera quand vous l'aurez suivi.` : undefined,
      });
      onDone();
    } catch (error) {
      showServerFieldErrors(error, ["displayName", "email", "bio", "companyName", "sector", "location", "currentPassword", "companyNumber", "vatNumber", "postalAddress"], setError);
      toast({ title: TOASTS.profileFailTitle, description: describeFailure(error).message || TOASTS.profileFailText, variant: "destructive" });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Edit profile" className="grid gap-4 sm:grid-cols-2">
      <FormField id="profile-displayName" label="Display name" error={errors.displayName?.message}>
        <Input autoComplete="name" {...register("displayName")} />
      </FormField>
      <FormField id="profile-email" label="Email" error={errors.email?.message} hint={user.pendingEmail ? `En attente de confirmation : ${user.pendingEmail}` : undefined}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      {emailChanging && (
        <FormField id="profile-currentPassword" label="Mot de passe actuel" hint="Requis pour changer l'adresse de connexion." error={errors.currentPassword?.message} className="sm:col-span-2">
          <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
        </FormField>
      )}
      <FormField id="profile-language" label="Language" error={errors.preferredLanguage?.message}>
        <Select {...register("preferredLanguage")}>
          {PROFILE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="profile-timezone" label="Timezone" error={errors.timezone?.message}>
        <Select {...register("timezone")}>
          {TIMEZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="profile-bio" label="Bio" hint="160 characters at most." error={errors.bio?.message} className="sm:col-span-2">
        <Textarea rows={3} {...register("bio")} />
      </FormField>
      <FormField id="profile-companyName" label="Nom de l'entreprise" hint="Montré à vos contreparties sur chaque match et chaque devis." error={errors.companyName?.message} className="sm:col-span-2">
        <Input autoComplete="organization" {...register("companyName")} />
      </FormField>
      <FormField id="profile-sector" label="Secteur" error={errors.sector?.message}>
        <Select {...register("sector")}>
          <Options values={SECTOR_KEYS} labels={SECTOR_LABELS} />
        </Select>
      </FormField>
      <FormField id="profile-location" label="Localisation" error={errors.location?.message}>
        <Input autoComplete="address-level2" {...register("location")} />
      </FormField>
      <FormField id="profile-companyNumber" label="SIREN ou SIRET" hint="9 ou 14 chiffres ; la clé de contrôle est vérifiée." error={errors.companyNumber?.message}>
        <Input inputMode="numeric" autoComplete="off" {...register("companyNumber")} />
      </FormField>
      <FormField id="profile-vatNumber" label="N° de TVA intracommunautaire" hint="FR, 2 chiffres de clé, puis le SIREN." error={errors.vatNumber?.message}>
        <Input autoComplete="off" {...register("vatNumber")} />
      </FormField>
      <FormField id="profile-postalAddress" label="Adresse postale" error={errors.postalAddress?.message} className="sm:col-span-2">
        <Textarea rows={2} autoComplete="street-address" {...register("postalAddress")} />
      </FormField>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
