import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_CURRENCY, DEFAULT_URGENCY } from "../../../shared/constants";
import { URGENCIES, URGENCY_LABELS } from "../../../shared/enums";
import { TOASTS } from "../../../shared/messages";
import { trpc } from "../../lib/trpc";
import { Button, Dialog, FormField, Input, Select, Textarea, toast } from "../ui";
import { CurrencyOptions, SectorOptions } from "./form-options";
import { needFormSchema, type NeedFormData, type NeedFormValues } from "./listing-form-schemas";
import { showServerFieldErrors } from "./server-field-errors";

const DEFAULTS: NeedFormValues = {
  title: "",
  description: "",
  category: "",
  budget: 0,
  currency: DEFAULT_CURRENCY,
  urgency: DEFAULT_URGENCY,
  location: "",
  deadline: "",
  keywords: "",
};

const FIELDS = ["title", "description", "category", "budget", "currency", "urgency", "location", "deadline", "keywords"] as const;

export interface PublishNeedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Publier un Besoin" (SPEC §2 publish-need modal). */
export function PublishNeedDialog({ open, onOpenChange }: PublishNeedDialogProps) {
  const utils = trpc.useUtils();
  const form = useForm<NeedFormValues, unknown, NeedFormData>({
    resolver: zodResolver(needFormSchema),
    defaultValues: DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  const create = trpc.needs.create.useMutation({
    onSuccess: async () => {
      toast({ title: TOASTS.publishNeedTitle, description: TOASTS.publishNeedText });
      reset(DEFAULTS);
      onOpenChange(false);
      await Promise.all([utils.needs.invalidate(), utils.matches.invalidate(), utils.user.stats.invalidate()]);
    },
    onError: (error) => {
      showServerFieldErrors(error, FIELDS, setError);
      toast({ title: TOASTS.error, description: TOASTS.publishNeedFail, variant: "destructive" });
    },
  });

  const onSubmit = handleSubmit((data) => create.mutate({ ...data, specifications: {}, images: [] }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Publier un Besoin"
      description="Décrivez ce que vous recherchez : les fournisseurs correspondants vous seront proposés."
      className="sm:max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" form="publish-need-form" disabled={create.isPending}>
            {create.isPending ? "Publication..." : "Publier le besoin"}
          </Button>
        </>
      }
    >
      <form id="publish-need-form" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
        <FormField id="need-title" label="Titre" error={errors.title?.message} className="sm:col-span-2">
          <Input placeholder="Ex. : 500 ordinateurs portables pour nos équipes" {...register("title")} />
        </FormField>
        <FormField id="need-description" label="Description" error={errors.description?.message} className="sm:col-span-2">
          <Textarea placeholder="Quantités, caractéristiques, contraintes..." {...register("description")} />
        </FormField>
        <FormField id="need-category" label="Catégorie" error={errors.category?.message}>
          <Select {...register("category")}>
            <SectorOptions />
          </Select>
        </FormField>
        <FormField id="need-urgency" label="Urgence" error={errors.urgency?.message}>
          <Select {...register("urgency")}>
            {URGENCIES.map((urgency) => (
              <option key={urgency} value={urgency}>
                {URGENCY_LABELS[urgency]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="need-budget" label="Budget" error={errors.budget?.message}>
          <Input type="number" inputMode="decimal" min={0} step="any" {...register("budget")} />
        </FormField>
        <FormField id="need-currency" label="Devise" error={errors.currency?.message}>
          <Select {...register("currency")}>
            <CurrencyOptions />
          </Select>
        </FormField>
        <FormField id="need-location" label="Localisation" error={errors.location?.message}>
          <Input placeholder="Ex. : Lyon" autoComplete="address-level2" {...register("location")} />
        </FormField>
        <FormField id="need-deadline" label="Date limite (optionnelle)" error={errors.deadline?.message}>
          <Input type="date" {...register("deadline")} />
        </FormField>
        <FormField
          id="need-keywords"
          label="Mots-clés (optionnels)"
          hint="Séparés par des virgules"
          error={errors.keywords?.message}
          className="sm:col-span-2"
        >
          <Input placeholder="Ex. : laptop, 16 Go, garantie 3 ans" {...register("keywords")} />
        </FormField>
      </form>
    </Dialog>
  );
}
