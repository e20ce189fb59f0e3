import { ArrowRight, BarChart3, Network, Search, ShoppingBag, Target } from "lucide-react";
import { Link } from "react-router";
import { GRID_SECTORS, SECTOR_LABELS } from "../../shared/categories";
import { PRODUCT_NAME, STATS_REFRESH_MS, STATS_RETRIES } from "../../shared/constants";
import { ButtonLink } from "../components/ui/button-link";
import { Card } from "../components/ui/card";
import { useAuth } from "../hooks/use-auth";
import { SECTOR_ICONS } from "../lib/sector-icons";
import { trpc } from "../lib/trpc";

const FEATURES = [
  {
    icon: Search,
    title: "Recherche Intelligente",
    text: "Un moteur qui comprend le sens de vos demandes, au-delà des mots-clés : synonymes, reformulations et vocabulaire métier.",
  },
  {
    icon: Network,
    title: "Réseau B2B",
    text: "Des acheteurs et des fournisseurs qualifiés de tous les secteurs, réunis sur une même plateforme.",
  },
  {
    icon: BarChart3,
    title: "Analyse en Temps Réel",
    text: "Vos matches, contacts et statistiques se mettent à jour instantanément, dès qu'une offre ou un besoin est publié.",
  },
  {
    icon: Target,
    title: "Matching Précis",
    text: "Un score hybride combine mots-clés, sémantique et secteur pour vous proposer les partenaires les plus pertinents.",
  },
] as const;

export function HomePage() {
  const { user } = useAuth();
  // SPEC §7: the counters are never considered fresh, poll every 5 s and retry 3 times.
  const stats = trpc.stats.public.useQuery(undefined, {
    staleTime: 0,
    refetchInterval: STATS_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: STATS_RETRIES,
  });
  const counter = (value: number | undefined) => (stats.isPending ? "..." : String(stats.isError ? 0 : (value ?? 0)));
  const counters = [
    { label: "Entreprises Inscrites", value: counter(stats.data?.totalUsers) },
    { label: "Besoins Actifs", value: counter(stats.data?.totalNeeds) },
    { label: "Offres Disponibles", value: counter(stats.data?.totalOffers) },
    { label: "Matches Générés", value: counter(stats.data?.totalMatches) },
  ];

  return (
    <main className="flex-1">
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-accent to-background">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-accent-foreground">
            La place de marché B2B qui relie besoins et offres
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Trouvez le bon partenaire B2B, <span className="text-primary">au bon moment</span>
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            {PRODUCT_NAME} met en relation acheteurs et fournisseurs grâce à un matching hybride : chaque besoin publié est
            comparé aux offres disponibles et reçoit un score de compatibilité.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to="/marketplace" size="lg" variant="outline">
              <ShoppingBag aria-hidden="true" />
              Explorer la Marketplace
            </ButtonLink>
            {user ? (
              <ButtonLink to="/dashboard" size="lg">
                Dashboard B2B
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/register" size="lg">
                  B2B Registration
                  <ArrowRight aria-hidden="true" />
                </ButtonLink>
                <ButtonLink to="/login" size="lg" variant="secondary">
                  Se Connecter B2B
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="stats-title" className="sr-only">
          La plateforme en chiffres
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy={stats.isPending}>
          {counters.map((item) => (
            <Card key={item.label} className="flex flex-col-reverse items-center gap-1 p-6 text-center">
              <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
              <dd className="text-3xl font-bold text-primary tabular-nums" data-testid={`counter-${item.label}`}>
                {item.value}
              </dd>
            </Card>
          ))}
        </dl>
      </section>

      <section aria-labelledby="features-title" className="bg-card/50 border-y border-border">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="features-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            Pourquoi choisir {PRODUCT_NAME} ?
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full p-6">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold">{title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="sectors-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="sectors-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Explorez par secteur
        </h2>
        <p className="mt-2 text-center text-muted-foreground">Le nombre de besoins actifs dans chaque secteur.</p>
        <ul className="mt-10 flex flex-wrap justify-center gap-4">
          {GRID_SECTORS.map((key) => {
            const Icon = SECTOR_ICONS[key];
            const count = stats.data?.needsByCategory[key] ?? 0;
            return (
              <li key={key} className="w-[calc(50%-0.5rem)] sm:w-[calc(33.333%-0.6667rem)] lg:w-[calc(20%-0.8rem)]">
                <Link
                  to={`/category/${key}`}
                  className="flex h-full flex-col items-center gap-2 rounded-xl border border-border bg-card p-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
                  data-testid={`sector-${key}`}
                >
                  <Icon className="size-8 text-primary" aria-hidden="true" />
                  <span className="font-medium">{SECTOR_LABELS[key]}</span>
                  <span className="text-sm text-muted-foreground">
                    {stats.isPending ? "..." : `${count} besoin${count > 1 ? "s" : ""} actif${count > 1 ? "s" : ""}`}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {!user && (
        <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6">
          <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Prêt à trouver vos prochains partenaires ?
            </h2>
            <p className="max-w-2xl opacity-90">
              Créez votre compte en quelques secondes, publiez vos besoins ou vos offres et recevez vos premiers matches.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <ButtonLink to="/register" size="lg" variant="secondary">
                Commencer Gratuitement
              </ButtonLink>
              <ButtonLink to="/login" size="lg" variant="inverted">
                Se Connecter
              </ButtonLink>
            </div>
          </div>
        </section>
      )}
    </main>
  );
}
