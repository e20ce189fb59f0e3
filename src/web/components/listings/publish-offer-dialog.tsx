import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_CURRENCY, DEFAULT_MIN_ORDER_QUANTITY } from "../../../shared/constants";
import { TOASTS } from "../../../shared/messages";
import { trpc } from "../../lib/trpc";
import { Button, Dialog, FormField, Input, Select, Textarea, toast } from "../ui";
import { CurrencyOptions, SectorOptions } from "./form-options";
import { offerFormSchema, type OfferFormData, type OfferFormValues } from "./listing-form-schemas";
import { showServerFieldErrors } from "./server-field-errors";

const DEFAULTS: OfferFormValues = {
  title: "",
  description: "",
  category: "",
  price: 0,
  currency: DEFAULT_CURRENCY,
  location: "",
  deliveryTime: "",
  keywords: "",
  certifications: "",
  minOrderQuantity: DEFAULT_MIN_ORDER_QUANTITY,
};

const FIELDS = [
  "title",
  "description",
  "category",
  "price",
  "currency",
  "location",
  "deliveryTime",
  "keywords",
  "certifications",
  "minOrderQuantity",
] as const;

export interface PublishOfferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Publier une Offre" (SPEC §2 publish-offer modal). */
export function PublishOfferDialog({ open, onOpenChange }: PublishOfferDialogProps) {
  const utils = trpc.useUtils();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OfferFormValues, unknown, OfferFormData>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const create = trpc.offers.create.useMutation({
    onSuccess: async () => {
      toast({ title: TOASTS.publishOfferTitle, description: TOASTS.publishOfferText });
      reset(DEFAULTS);
      onOpenChange(false);
      await Promise.all([utils.offers.invalidate(), utils.matches.invalidate(), utils.user.stats.invalidate()]);
    },
    onError: (error) => {
      showServerFieldErrors(error, FIELDS, setError);
      toast({ title: TOASTS.error, description: TOASTS.publishOfferFail, variant: "destructive" });
    },
  });

  const onSubmit = handleSubmit((data) => create.mutate({ ...data, specifications: {}, images: [] }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Publier une Offre"
      description="Présentez ce que vous proposez : les acheteurs intéressés vous seront proposés."
      className="sm:max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" form="publish-offer-form" disabled={create.isPending}>
            {create.isPending ? "Publication..." : "Publier l'offre"}
          </Button>
        </>
      }
    >
      <form id="publish-offer-form" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
        <FormField id="offer-title" label="Titre" error={errors.title?.message} className="sm:col-span-2">
          <Input placeholder="Ex. : Ordinateurs portables professionnels" {...register("title")} />
        </FormField>
        <FormField id="offer-description" label="Description" error={errors.description?.message} className="sm:col-span-2">
          <Textarea placeholder="Produits ou services, caractéristiques, conditions..." {...register("description")} />
        </FormField>
        <FormField id="offer-category" label="Catégorie" error={errors.category?.message}>
          <Select {...register("category")}>
            <SectorOptions />
          </Select>
        </FormField>
        <FormField id="offer-location" label="Localisation" error={errors.location?.message}>
          <Input placeholder="Ex. : Lyon" autoComplete="address-level2" {...register("location")} />
        </FormField>
        <FormField id="offer-price" label="Prix" error={errors.price?.message}>
          <Input type="number" inputMode="decimal" min={0} step="any" {...register("price")} />
        </FormField>
        <FormField id="offer-currency" label="Devise" error={errors.currency?.message}>
          <Select {...register("currency")}>
            <CurrencyOptions />
          </Select>
        </FormField>
        <FormField id="offer-delivery" label="Délai de livraison" error={errors.deliveryTime?.message}>
          <Input placeholder="Ex. : 2 semaines" {...register("deliveryTime")} />
        </FormField>
        <FormField id="offer-min-quantity" label="Quantité minimale de commande" error={errors.minOrderQuantity?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register("minOrderQuantity")} />
        </FormField>
        <FormField id="offer-keywords" label="Mots-clés" hint="Séparés par des virgules" error={errors.keywords?.message}>
          <Input placeholder="Ex. : laptop, 16 Go, garantie" {...register("keywords")} />
        </FormField>
        <FormField id="offer-certifications" label="Certifications" hint="Séparées par des virgules" error={errors.certifications?.message}>
          <Input placeholder="Ex. : ISO 9001, ISO 14001" {...register("certifications")} />
        </FormField>
      </form>
    </Dialog>
  );
}
