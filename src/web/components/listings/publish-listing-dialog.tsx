import { useEffect, useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useForm, type FieldValues, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { trpc } from "../../lib/trpc";
import { Button, Dialog, FormField, Input, Select, Textarea, toast } from "../ui";
import { LISTING_UI, refreshAfterListingWrite, type FieldControl, type ListingKind, type ListingUi, type ListingViewOf } from "./listing-kinds";
import { showServerFieldErrors } from "./server-field-errors";

export interface PublishListingDialogProps<K extends ListingKind> {
  kind: K;
  /** The listing to edit; without it the dialog publishes a new one. */
  listing?: ListingViewOf<K> | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Publier un Besoin" / "Publier une Offre" (SPEC §2), and the same form to edit one. */
export function PublishListingDialog<K extends ListingKind>({ kind, ...props }: PublishListingDialogProps<K>) {
  return <ListingFormDialog ui={LISTING_UI[kind]} {...props} />;
}

export interface ListingFormDialogProps<V extends FieldValues, D, T extends { id: number }> {
  ui: ListingUi<V, D, T>;
  listing?: T | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ListingFormDialog<V extends FieldValues, D, T extends { id: number }>({ ui, listing, open, onOpenChange }: ListingFormDialogProps<V, D, T>) {
  const utils = trpc.useUtils();
  const formId = useId();
  const texts = listing ? ui.texts.edit : ui.texts.publish;
  // A failure is said in the dialog: a toast was drawn under the modal's backdrop, inert, and could not be closed.
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, getFieldState, formState } = useForm<V, unknown, D>({
    resolver: zodResolver(ui.schema),
    defaultValues: ui.defaults,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // Each opening on a listing starts from what is published; a new one keeps its draft.
  useEffect(() => {
    if (open && listing) reset(ui.toFormValues(listing));
  }, [open, listing, reset, ui]);

  const save = useMutation({
    onMutate: () => setFailure(null),
    mutationFn: (data: D) => (listing ? ui.api(utils.client).update(listing.id, data) : ui.api(utils.client).create(data)),
    onSuccess: async () => {
      toast({ title: texts.successTitle, description: texts.successText });
      if (!listing) reset(ui.defaults);
      onOpenChange(false);
      await refreshAfterListingWrite(utils);
    },
    onError: (error) => {
      // A field's own message sits under it, with the focus (showServerFieldErrors); anything else is said above the form.
      const shown = showServerFieldErrors(
        error,
        ui.fields.map((field) => field.name),
        setError,
      );
      if (shown === 0) setFailure(texts.fail);
    },
  });

  const onSubmit = handleSubmit((data) => save.mutate(data));
  const setOpen = (next: boolean) => {
    if (!next) setFailure(null);
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={texts.title}
      description={texts.description}
      className="sm:max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Annuler
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? texts.pending : texts.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
        {failure && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive sm:col-span-2">
            {failure}
          </p>
        )}
        {ui.fields.map((field) => (
          <FormField
            key={field.name}
            id={`${formId}-${field.name}`}
            label={field.label}
            hint={field.hint}
            error={getFieldState(field.name, formState).error?.message}
            className={field.wide ? "sm:col-span-2" : undefined}
          >
            {renderControl(field.control, register(field.name), `${formId}-${field.name}-suggestions`)}
          </FormField>
        ))}
        {ui.fields.map(
          (field) =>
            field.control.type === "text" &&
            field.control.suggestions && (
              <datalist key={field.name} id={`${formId}-${field.name}-suggestions`}>
                {field.control.suggestions.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            ),
        )}
      </form>
    </Dialog>
  );
}

/** The element itself (not a component), so FormField can tie its label and messages to it. */
function renderControl(control: FieldControl, registration: UseFormRegisterReturn, suggestionsId: string) {
  switch (control.type) {
    case "textarea":
      return <Textarea placeholder={control.placeholder} {...registration} />;
    case "select":
      return (
        <Select {...registration}>
          {control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      );
    case "number":
      return <Input type="number" inputMode={control.inputMode} min={control.min} step={control.step} {...registration} />;
    case "amount":
      return <Input inputMode="decimal" autoComplete="off" {...registration} />;
    case "date":
      return <Input type="date" {...registration} />;
    case "text":
      return <Input placeholder={control.placeholder} autoComplete={control.autoComplete} list={control.suggestions ? suggestionsId : undefined} {...registration} />;
  }
}
