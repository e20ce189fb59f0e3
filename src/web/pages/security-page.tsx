import { useState } from "react";
import { Download, ExternalLink, FileJson, KeyRound, ScrollText, ShieldCheck, Trash2 } from "lucide-react";
import type { PublicUser } from "../../shared/view-schemas";
import { AUDIT_SEVERITIES, AUDIT_SEVERITY_LABELS, type AuditSeverity } from "../../shared/enums";
import { AUDIT_ENTRIES_SHOWN } from "../../shared/constants";
import { ADMIN_MESSAGES } from "../../shared/messages";
import { parisDay } from "../../shared/dates";
import { formatParisDateTime } from "../../shared/format";
import { Page, PageLoading, SignInRequired } from "../components/layout/page";
import { ConsentSwitches } from "../components/privacy/consent-switches";
import { useDeletionRequest } from "../components/privacy/use-deletion-request";
import { Badge, Button, buttonClasses, Card, ScrollRegion, CardContent, CardDescription, CardHeader, CardTitle, Select, Tabs, TabsContent, TabsList, TabsTrigger, toast } from "../components/ui";
import type { BadgeVariant } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { downloadFile, saveBlob } from "../lib/download";
import { describeFailure } from "../lib/errors";
import { trpc } from "../lib/trpc";
import { auditActionLabel, auditResourceLabel } from "../../shared/audit-labels";
import { SecondFactorCard } from "../components/account/second-factor-card";
import { SessionsCard } from "../components/account/sessions-card";

export function SecurityPage() {
  const { user, isLoading } = useAuth();
  return (
    <Page title="Sécurité et protection des données" description="Export de vos données, demande de suppression et consentements.">
      {isLoading ? <PageLoading /> : !user ? <SignInRequired message={ADMIN_MESSAGES.restricted} /> : <SecurityTabs user={user} />}
    </Page>
  );
}

function SecurityTabs({ user }: { user: PublicUser }) {
  const isAdmin = user.accountType === "admin";
  // ?tab=security opens the second factor and sessions directly (the mails and the admin prompt link there).
  const initialTab = new URLSearchParams(window.location.search).get("tab") === "security" ? "security" : "rgpd";
  return (
    <Tabs defaultValue={initialTab}>
      <TabsList aria-label="Sections de la protection des données">
        <TabsTrigger value="rgpd">RGPD</TabsTrigger>
        {isAdmin && <TabsTrigger value="audit">Audit</TabsTrigger>}
        <TabsTrigger value="security">Sécurité</TabsTrigger>
      </TabsList>
      <TabsContent value="rgpd" className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Mes consentements</CardTitle>
            <CardDescription>Chaque changement est enregistré avec sa date ; le dernier choix s'applique.</CardDescription>
          </CardHeader>
          <CardContent>
            <ConsentSwitches showHistory />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6">
          <ExportCard />
          {!isAdmin && <DeletionCard />}
        </div>
      </TabsContent>
      {isAdmin && (
        <TabsContent value="audit">
          <AuditCard />
        </TabsContent>
      )}
      <TabsContent value="security" className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <SecondFactorCard user={user} />
          <SessionsCard />
        </div>
        <SecurityFacts />
      </TabsContent>
    </Tabs>
  );
}

function ExportCard() {
  const [busy, setBusy] = useState(false);
  const exportJson = trpc.gdpr.exportData.useMutation();

  async function run(format: "csv" | "json") {
    setBusy(true);
    try {
      if (format === "csv") {
        await downloadFile("/api/gdpr/export-data?format=csv", { method: "POST", fallbackName: "maillon-mes-donnees.csv" });
      } else {
        const data = await exportJson.mutateAsync();
        saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), `maillon-mes-donnees-${parisDay(data.exportedAt)}.json`);
      }
      toast({ title: ADMIN_MESSAGES.exportTitle });
    } catch {
      toast({ title: ADMIN_MESSAGES.exportFailTitle, description: ADMIN_MESSAGES.exportFailText, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Exporter mes données</CardTitle>
        <CardDescription>
          Profil, besoins, offres, matches, actions, messages, notifications, alertes, devis, fichiers joints, consentements et vos
          entrées du journal d'audit. Le JSON est le format de portabilité (RGPD, article 20).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button onClick={() => void run("csv")} disabled={busy}>
          <Download aria-hidden="true" />
          Exporter en CSV
        </Button>
        <Button variant="outline" onClick={() => void run("json")} disabled={busy}>
          <FileJson aria-hidden="true" />
          Exporter en JSON
        </Button>
      </CardContent>
    </Card>
  );
}

function DeletionCard() {
  const { ask, isPending } = useDeletionRequest();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Demander la suppression de mon compte</CardTitle>
        <CardDescription>
          Votre compte est désactivé immédiatement (toutes vos sessions sont fermées et vos annonces retirées). Un administrateur efface
          ensuite vos données personnelles ; le journal d'audit est conservé de façon anonyme.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => void ask()} disabled={isPending}>
          <Trash2 aria-hidden="true" />
          Demander la suppression
        </Button>
      </CardContent>
    </Card>
  );
}

const SEVERITY_BADGE: Record<AuditSeverity, BadgeVariant> = { low: "secondary", medium: "warning", high: "destructive", critical: "destructive" };

/** « Les 10 dernières entrées sur 25. », but « Les 4 entrées. » (it read « Les 10 dernières entrées sur 4 »). */
function auditSummary(total: number | undefined): string {
  if (total === undefined) return `Les ${AUDIT_ENTRIES_SHOWN} dernières entrées.`;
  if (total === 0) return "Aucune entrée.";
  if (total === 1) return "1 entrée.";
  if (total <= AUDIT_ENTRIES_SHOWN) return `Les ${total} entrées.`;
  return `Les ${AUDIT_ENTRIES_SHOWN} dernières entrées sur ${total.toLocaleString("fr-FR")}.`;
}

function AuditCard() {
  const [severity, setSeverity] = useState<AuditSeverity | "">("");
  const logs = trpc.audit.logs.useQuery({ limit: AUDIT_ENTRIES_SHOWN, offset: 0, severity: severity || undefined });
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Journal d'audit</CardTitle>
          <CardDescription>
            {auditSummary(logs.data?.total)} {logs.data ? `Conservation : ${logs.data.retentionMonths} mois.` : ""}
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="audit-severity" className="sr-only">
            Gravité
          </label>
          <Select id="audit-severity" value={severity} onChange={(event) => setSeverity(event.target.value as AuditSeverity | "")}>
            <option value="">Toutes gravités</option>
            {AUDIT_SEVERITIES.map((value) => (
              <option key={value} value={value}>
                {AUDIT_SEVERITY_LABELS[value]}
              </option>
            ))}
          </Select>
          <a href="/api/audit/export" target="_blank" rel="noopener noreferrer" className={buttonClasses("outline", "md")}>
            <ExternalLink aria-hidden="true" />
            Exporter le journal
          </a>
        </div>
      </CardHeader>
      <CardContent>
        {logs.isError && (
          <p role="alert" className="text-sm text-destructive">
            {describeFailure(logs.error).message}
          </p>
        )}
        <ScrollRegion label="Journal d'audit">
          <table className="w-full min-w-[640px] text-sm">
            <caption className="sr-only">Dernières entrées du journal d'audit</caption>
            <thead className="text-left text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 font-medium">
                  Date <span className="font-normal">(heure de Paris)</span>
                </th>
                <th scope="col" className="py-2 font-medium">Gravité</th>
                <th scope="col" className="py-2 font-medium">Action</th>
                <th scope="col" className="py-2 font-medium">Ressource</th>
                <th scope="col" className="py-2 font-medium">Utilisateur</th>
                <th scope="col" className="py-2 font-medium">Résultat</th>
              </tr>
            </thead>
            <tbody>
              {logs.data?.entries.map((entry) => (
                <tr key={entry.id} className="border-b border-border/60 align-top">
                  <td className="py-2 pr-2 whitespace-nowrap">
                    <time dateTime={entry.timestamp}>{formatParisDateTime(entry.timestamp)}</time>
                  </td>
                  <td className="py-2 pr-2">
                    <Badge variant={SEVERITY_BADGE[entry.severity]}>{AUDIT_SEVERITY_LABELS[entry.severity]}</Badge>
                  </td>
                  <td className="py-2 pr-2">
                    <span title={entry.action}>{auditActionLabel(entry.action)}</span>
                  </td>
                  <td className="py-2 pr-2">{auditResourceLabel(entry.resource)}</td>
                  <td className="py-2 pr-2">{entry.username ?? "—"}</td>
                  <td className="py-2">{entry.success ? "Succès" : "Échec"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </CardContent>
    </Card>
  );
}

/** What the platform really does (no claim it does not keep). */
function SecurityFacts() {
  const facts = [
    {
      icon: KeyRound,
      title: "Mots de passe",
      text: "Hachés avec argon2id (19 Mio de mémoire, 2 itérations), jamais stockés ni journalisés en clair. Les mots de passe les plus courants sont refusés.",
    },
    {
      icon: ShieldCheck,
      title: "Sessions",
      text: "Un jeton aléatoire dans un cookie HttpOnly et SameSite=Lax (Secure en production) ; seule son empreinte SHA-256 est en base. Expiration après 30 jours d'inactivité et 90 jours au plus. Une suspension ou une demande de suppression ferme toutes les sessions et connexions temps réel.",
    },
    {
      icon: ShieldCheck,
      title: "Limites et protections",
      text: "Tentatives de connexion limitées par adresse et par compte. Vérification de l'origine des requêtes (CSRF) et en-têtes de sécurité (CSP, nosniff, interdiction d'affichage en cadre).",
    },
    {
      icon: ScrollText,
      title: "Journal d'audit",
      text: "Connexions, inscriptions, modifications, suspensions, exports, consentements, suppressions et accès refusés sont journalisés avec gravité, auteur, adresse IP et résultat, dans la même transaction que l'action. Les entrées sont conservées 12 mois.",
    },
    {
      icon: Download,
      title: "Exports",
      text: "Fichiers CSV en UTF-8 (séparateur « ; ») dont les cellules commençant par =, +, -, @ sont neutralisées contre l'injection de formules ; chaque export est journalisé.",
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {facts.map(({ icon: Icon, title, text }) => (
        <Card key={title}>
          <CardHeader className="flex flex-row items-start gap-3">
            <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
            <div className="flex flex-col gap-1.5">
              <CardTitle as="h3">{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </div>
          </CardHeader>
        </Card>
      ))}
    </div>
  );
}
