import { MailWarning } from "lucide-react";
import type { PublicUser } from "../../../shared/view-schemas";
import { displayEmail } from "../../../shared/email-domain";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { toast } from "../ui";

/**
 * Shown to an account whose address is not confirmed yet (issue 18): it can use the product, but
 * gets no e-mail until the link is followed; one click sends the link again.
 */
export function UnverifiedBanner({ user }: { user: PublicUser }) {
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: ({ email }) => toast({ title: "Lien envoyé", description: email ? `Un nouveau lien de confirmation a été envoyé à ${email}.` : undefined }),
    onError: (error) => toast({ title: "Lien non envoyé", description: describeFailure(error).message, variant: "destructive" }),
  });
  if (user.emailVerified) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        <span>Confirmez votre adresse {displayEmail(user.email)} : vous ne recevrez aucun e-mail de la plateforme d'ici là.</span>
        <button type="button" className="font-medium underline underline-offset-4" disabled={resend.isPending} onClick={() => resend.mutate()}>
          Renvoyer le lien
        </button>
      </p>
    </div>
  );
}
