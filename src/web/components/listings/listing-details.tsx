import type { ReactNode } from "react";
import { Award, CalendarClock, CalendarDays, Clock, MapPin, Package, Wallet, Zap } from "lucide-react";
import type { NeedView, OfferView } from "../../../shared/view-schemas";
import { sectorLabel } from "../../../shared/categories";
import { URGENCY_LABELS, type Urgency } from "../../../shared/enums";
import { localDay } from "../../../shared/dates";
import { deadlineText, formatDate, formatMoney, formatOfferPrice } from "../../../shared/format";
import { Badge, type BadgeVariant } from "../ui";

const URGENCY_VARIANT: Record<Urgency, BadgeVariant> = { low: "secondary", medium: "warning", high: "destructive" };

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  return <Badge variant={URGENCY_VARIANT[urgency]}>Urgence : {URGENCY_LABELS[urgency]}</Badge>;
}

/** One fact with its icon; `label` is read to screen readers when the visible text lacks it. */
function Fact({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5 text-sm">
      <span className="text-muted-foreground" aria-hidden="true">
        {icon}
      </span>
      {label && <span className="sr-only">{label} : </span>}
      {children}
    </li>
  );
}

export function TermList({ label, terms, variant = "outline" }: { label: string; terms: string[]; variant?: BadgeVariant }) {
  if (terms.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-xs font-medium text-muted-foreground">{label} :</span>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {terms.map((term) => (
          <li key={term}>
            <Badge variant={variant}>{term}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

const icon = "size-4";

/** Everything a need says: urgency, budget, place, dates, keywords (SPEC §2 category page). */
export function NeedFacts({ need }: { need: NeedView }) {
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        <Fact icon={<Zap className={icon} />}>
          <UrgencyBadge urgency={need.urgency} />
        </Fact>
        <Fact icon={<Wallet className={icon} />} label="Budget">
          <span className="font-semibold">{formatMoney(need.budget, need.currency)}</span>
        </Fact>
        {typeof need.specifications["quantity"] === "number" && (
          <Fact icon={<Package className={icon} />}>Quantité : {need.specifications["quantity"].toLocaleString("fr-FR")}</Fact>
        )}
        <Fact icon={<MapPin className={icon} />} label="Localisation">
          {need.location}
        </Fact>
        <Fact icon={<CalendarDays className={icon} />}>
          Publié le {formatDate(need.createdAt)}
        </Fact>
        {need.deadline && <DeadlineFact deadline={need.deadline} />}
      </ul>
      <TermList label="Mots-clés" terms={need.keywords} />
    </div>
  );
}

function DeadlineFact({ deadline }: { deadline: string }) {
  const { text, passed } = deadlineText(deadline, localDay());
  return (
    <Fact icon={<CalendarClock className={icon} />}>
      <span className={passed ? "font-medium text-destructive" : undefined}>{text}</span>
    </Fact>
  );
}

/** Everything an offer says: delivery time, price, place, date, keywords, certifications. */
export function OfferFacts({ offer }: { offer: OfferView }) {
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        <Fact icon={<Wallet className={icon} />} label="Prix">
          <span className="font-semibold">{formatOfferPrice(offer.price, offer.currency, offer.priceUnit)}</span>
        </Fact>
        {offer.deliveryTime && (
          <Fact icon={<Clock className={icon} />}>
            Livraison : {offer.deliveryTime}
          </Fact>
        )}
        <Fact icon={<Package className={icon} />}>
          Commande min. : {offer.minOrderQuantity}
        </Fact>
        <Fact icon={<MapPin className={icon} />} label="Localisation">
          {offer.location}
        </Fact>
        <Fact icon={<CalendarDays className={icon} />}>
          Publiée le {formatDate(offer.createdAt)}
        </Fact>
      </ul>
      <TermList label="Mots-clés" terms={offer.keywords} />
      {offer.certifications.length > 0 && (
        <div className="flex items-center gap-1.5">
          <Award className="size-4 text-muted-foreground" aria-hidden="true" />
          <TermList label="Certifications" terms={offer.certifications} variant="secondary" />
        </div>
      )}
    </div>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return <Badge variant="secondary">{sectorLabel(category)}</Badge>;
}
