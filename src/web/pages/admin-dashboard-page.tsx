import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";
import { Building2, Download, FileText, Handshake, MailCheck, Package, RefreshCw, ShoppingCart, Users } from "lucide-react";
import type { RematchResult } from "../../shared/view-schemas";
import { sectorLabel } from "../../shared/categories";
import { ADMIN_MESSAGES, TOASTS } from "../../shared/messages";
import { DeletionRequests } from "../components/admin/deletion-requests";
import { UsersTable } from "../components/admin/users-table";
import { AdminOnly } from "../components/admin/admin-only";
import { Page } from "../components/layout/page";
import { Button, buttonClasses, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, toast } from "../components/ui";
import { downloadFile } from "../lib/download";
import { describeFailure } from "../lib/errors";
import { trpc } from "../lib/trpc";

const CountChart = lazy(() => import("../components/admin/count-chart"));

const EXPORTS = [
  { kind: "users", label: "Utilisateurs" },
  { kind: "needs", label: "Besoins" },
  { kind: "offers", label: "Offres" },
  { kind: "products", label: "Produits" },
  { kind: "matches", label: "Matches" },
  { kind: "quotes", label: "Devis" },
] as const;

export function AdminDashboardPage() {
  return (
    <Page title="Administration" description="Statistiques de la plateforme et gestion des utilisateurs.">
      <AdminOnly>
        <AdminConsole />
      </AdminOnly>
    </Page>
  );
}

function AdminConsole() {
  const analytics = trpc.admin.analytics.useQuery();
  const places = trpc.admin.locationStats.useQuery();
  const figures = analytics.data;
  return (
    <div className="flex flex-col gap-6">
      {/* Four a row at most: at eight, « Fournisseurs » and « Utilisateurs » ran past their card from 1280 px wide. */}
      <section aria-label="Compteurs de la plateforme" className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Counter icon={Users} label="Utilisateurs" value={figures?.totalUsers} />
        <Counter icon={ShoppingCart} label="Acheteurs" value={figures?.totalBuyers} />
        <Counter icon={Building2} label="Fournisseurs" value={figures?.totalSuppliers} />
        <Counter icon={FileText} label="Besoins actifs" value={figures?.totalNeeds} />
        <Counter icon={Package} label="Offres actives" value={figures?.totalOffers} />
        {/* What users are shown (score of a yellow or green badge); the weak leads apart, as on the home page. */}
        <Counter icon={Handshake} label="Matches montrés" value={figures?.totalMatches} />
        <Counter icon={FileText} label="Devis envoyés" value={figures?.totalQuotes} />
        <Counter icon={Handshake} label="Devis acceptés" value={figures?.acceptedQuotes} />
      </section>
      {analytics.isError && (
        <p role="alert" className="text-sm text-destructive">
          {describeFailure(analytics.error).message}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <ActionsCard />
        <Card>
          <CardHeader>
            <CardTitle>Demandes de suppression</CardTitle>
            <CardDescription>Comptes désactivés à la demande de leur titulaire, en attente d'effacement.</CardDescription>
          </CardHeader>
          <CardContent>
            <DeletionRequests />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Utilisateurs</CardTitle>
          <CardDescription>Recherche, suspension et réactivation (jamais sur un compte administrateur).</CardDescription>
        </CardHeader>
        <CardContent>
          <UsersTable />
        </CardContent>
      </Card>

      <div className="grid gap-6 xl:grid-cols-2">
        <ChartCard title="Répartition par secteur" description="Entreprises inscrites par secteur d'activité.">
          {figures && <CountChart caption="Entreprises par secteur" keyLabel="Secteur" unit="Entreprises" data={figures.usersBySector} labelOf={sectorLabel} />}
        </ChartCard>
        <ChartCard title="Besoins et offres par secteur" description="Annonces actives.">
          {figures && (
            <div className="flex flex-col gap-6">
              <CountChart caption="Besoins par secteur" keyLabel="Secteur" unit="Besoins" data={figures.needsBySector} labelOf={sectorLabel} top={6} />
              <CountChart caption="Offres par secteur" keyLabel="Secteur" unit="Offres" data={figures.offersBySector} labelOf={sectorLabel} top={6} />
            </div>
          )}
        </ChartCard>
        <ChartCard title="Besoins par localisation" description="Besoins actifs, les lieux les plus représentés.">
          {places.data && <CountChart caption="Besoins par localisation" keyLabel="Localisation" unit="Besoins" data={places.data.needsByLocation} />}
        </ChartCard>
        <ChartCard title="Offres par localisation" description="Offres actives, les lieux les plus représentés.">
          {places.data && <CountChart caption="Offres par localisation" keyLabel="Localisation" unit="Offres" data={places.data.offersByLocation} />}
        </ChartCard>
      </div>
    </div>
  );
}

function Counter({ icon: Icon, label, value }: { icon: ComponentType<{ className?: string; "aria-hidden"?: "true" }>; label: string; value: number | undefined }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p className="text-2xl font-bold tabular-nums">{value === undefined ? "..." : value.toLocaleString("fr-FR")}</p>
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </Card>
  );
}

function ChartCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>{children ?? <Skeleton className="h-64 w-full" />}</Suspense>
      </CardContent>
    </Card>
  );
}

function ActionsCard() {
  const utils = trpc.useUtils();
  const [lastRun, setLastRun] = useState<RematchResult | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const rematch = trpc.admin.rematch.useMutation({
    onSuccess: (result) => {
      setLastRun(result);
      toast({ title: TOASTS.rematchTitle, description: TOASTS.rematchText(result.created) });
      void utils.admin.invalidate();
    },
    onError: () => toast({ title: TOASTS.rematchFail, variant: "destructive" }),
  });

  async function exportCsv(kind: string) {
    setExporting(kind);
    try {
      await downloadFile(`/api/admin/export/${kind}`, { fallbackName: `maillon-${kind}.csv` });
      toast({ title: ADMIN_MESSAGES.exportTitle });
    } catch {
      toast({ title: ADMIN_MESSAGES.exportFailTitle, description: ADMIN_MESSAGES.exportFailText, variant: "destructive" });
    } finally {
      setExporting(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Actions</CardTitle>
        <CardDescription>Exports CSV (séparateur « ; », UTF-8), re-matching hybride et tests d'envoi.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Exports CSV">
          {EXPORTS.map(({ kind, label }) => (
            <Button key={kind} variant="outline" size="sm" disabled={exporting !== null} onClick={() => void exportCsv(kind)}>
              <Download aria-hidden="true" />
              Exporter {label}
            </Button>
          ))}
        </div>
        <div className="flex flex-col gap-2">
          <div>
            <Button onClick={() => rematch.mutate({})} disabled={rematch.isPending}>
              <RefreshCw aria-hidden="true" className={rematch.isPending ? "animate-spin" : undefined} />
              {rematch.isPending ? "Re-matching en cours..." : "Lancer le re-matching hybride"}
            </Button>
          </div>
          {lastRun && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Dernier re-matching : {lastRun.created} créés, {lastRun.updated} mis à jour, {lastRun.removed} supprimés ({lastRun.totalMatches} matches gardés en
              tout, autres pistes comprises).
            </p>
          )}
        </div>
        <Link to="/test-notifications" className={buttonClasses("link", "sm", "self-start px-0")}>
          <MailCheck aria-hidden="true" />
          Tester les notifications et le matching
        </Link>
      </CardContent>
    </Card>
  );
}
