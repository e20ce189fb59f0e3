import { useState } from "react";
import { Link } from "react-router";
import { Plus, Sparkles } from "lucide-react";
import type { PublicUser } from "../../../shared/view-schemas";
import { SHOWN_MIN_SCORE } from "../../../shared/constants";
import { LISTING_TEXTS } from "../../../shared/messages";
import { trpc } from "../../lib/trpc";
import type { ListingKind } from "../listings/listing-kinds";
import { PublishListingDialog } from "../listings/publish-listing-dialog";
import { weakLeadCount } from "./match-view-model";
import { Button, Card, CardContent, CardHeader, CardTitle } from "../ui";

/** What a listing is compared with, and the pronoun that agrees with it (« besoins… ceux », « offres… celles »). */
const COUNTERPARTS: Record<ListingKind, { listings: string; those: string }> = {
  need: { listings: "offres actives des fournisseurs", those: "celles" },
  offer: { listings: "besoins actifs des acheteurs", those: "ceux" },
};
const REFINERS: Record<ListingKind, string> = {
  need: "le budget, la date limite et les mots-clés affinent le matching",
  offer: "le prix, le délai de livraison, les certifications et les mots-clés affinent le matching",
};

/** The listing kind a user publishes, or null (an admin). */
export function ownListingKind(user: PublicUser): ListingKind | null {
  return user.userType === "buyer" ? "need" : user.userType === "supplier" ? "offer" : null;
}

/**
 * A new account's first day (issue 24): nothing published and no match at all, not even a weak
 * lead. Then the dashboard and /matches show the way instead of "Aucun match trouvé".
 */
export function useFirstDay(user: PublicUser): boolean {
  const kind = ownListingKind(user);
  const stats = trpc.user.stats.useQuery(undefined, { enabled: kind !== null });
  const counts = trpc.matches.counts.useQuery();
  if (!kind || !stats.data || !counts.data) return false;
  const published = kind === "need" ? stats.data.needs : stats.data.offers;
  return published === 0 && counts.data.total === 0 && weakLeadCount(counts.data) === 0;
}

/** Three steps: publish, complete the profile, and what matching then does. */
export function FirstSteps({ kind }: { kind: ListingKind }) {
  const [publishOpen, setPublishOpen] = useState(false);
  const texts = LISTING_TEXTS[kind];
  const first = kind === "need" ? "votre premier besoin" : "votre première offre";
  return (
    <Card aria-labelledby="first-steps-title">
      <CardHeader>
        <CardTitle id="first-steps-title" className="flex items-center gap-2 text-xl">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Vos premiers pas sur Maillon
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex list-decimal flex-col gap-4 pl-5">
          <li>
            <p className="font-medium">Publiez {first}.</p>
            <p className="text-sm text-muted-foreground">Un titre précis, une description, le secteur et le lieu suffisent ; {REFINERS[kind]}.</p>
            <Button className="mt-2" onClick={() => setPublishOpen(true)}>
              <Plus aria-hidden="true" />
              {texts.publish.title}
            </Button>
          </li>
          <li>
            <p className="font-medium">Complétez votre profil.</p>
            <p className="text-sm text-muted-foreground">
              Présentation de l'entreprise, secteur, localisation et coordonnées : c'est ce que voient vos contreparties avant de vous répondre.{" "}
              <Link to="/profile" className="text-primary underline">
                Ouvrir mon profil
              </Link>
            </p>
          </li>
          <li>
            <p className="font-medium">Laissez le matching travailler.</p>
            <p className="text-sm text-muted-foreground">
              Dès la publication, Maillon compare votre texte aux {COUNTERPARTS[kind].listings} (mots-clés, sens et secteur) et vous montre{" "}
              {COUNTERPARTS[kind].those} qui atteignent {Math.round(SHOWN_MIN_SCORE * 100)} %. Les nouveaux matches arrivent ici en direct, et par e-mail si vous
              le souhaitez.
            </p>
          </li>
        </ol>
      </CardContent>
      <PublishListingDialog kind={kind} open={publishOpen} onOpenChange={setPublishOpen} />
    </Card>
  );
}
