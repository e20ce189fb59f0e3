import { useDeferredValue, useState, type FormEvent } from "react";
import { ShieldBan, ShieldCheck } from "lucide-react";
import type { AdminUserView } from "../../../shared/admin-views";
import { ADMIN_USERS_PAGE_SIZE } from "../../../shared/constants";
import { ACCOUNT_TYPE_LABELS } from "../../../shared/enums";
import { displayEmail } from "../../../shared/email-domain";
import { formatParisDateTime } from "../../../shared/format";
import { ADMIN_MESSAGES, VALIDATION } from "../../../shared/messages";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Badge, Button, Dialog, ScrollRegion, FormField, PagePager, SearchInput, Select, Textarea, toast } from "../ui";

type RoleFilter = "" | "buyer" | "supplier" | "admin";
/** The server's `suspended` filter: « Non suspendus » keeps the accounts awaiting erasure (« Désactivé »). */
type StatusFilter = "" | "suspended" | "not-suspended";
const SUSPENDED: Record<StatusFilter, boolean | undefined> = { "": undefined, suspended: true, "not-suspended": false };
const ROLE_OPTIONS: ReadonlyArray<readonly [RoleFilter, string]> = [
  ["", "Tous les rôles"],
  ["buyer", ACCOUNT_TYPE_LABELS.buyer],
  ["supplier", ACCOUNT_TYPE_LABELS.supplier],
  ["admin", ACCOUNT_TYPE_LABELS.admin],
];
const STATUS_OPTIONS: ReadonlyArray<readonly [StatusFilter, string]> = [
  ["", "Tous les statuts"],
  ["suspended", "Suspendus"],
  ["not-suspended", "Non suspendus"],
];

/** One filter of the users table: a select named by a label read out to screen readers. */
function FilterSelect<T extends string>({ id, label, value, onChange, options }: { id: string; label: string; value: T; onChange: (value: T) => void; options: ReadonlyArray<readonly [T, string]> }) {
  return (
    <div className="sm:w-48">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The users table of the admin console: the server searches, filters, pages and counts. */
export function UsersTable() {
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<RoleFilter>("");
  const [status, setStatus] = useState<StatusFilter>("");
  const [page, setPage] = useState(0);
  const [suspending, setSuspending] = useState<AdminUserView | null>(null);
  const utils = trpc.useUtils();
  // Typing re-renders at once; the server is asked with the text React settles on.
  const deferredSearch = useDeferredValue(search.trim());
  const query = trpc.admin.users.useQuery({
    search: deferredSearch || undefined,
    role: role || undefined,
    suspended: SUSPENDED[status],
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: page * ADMIN_USERS_PAGE_SIZE,
  }, { placeholderData: (previous) => previous });
  const unsuspend = trpc.admin.unsuspend.useMutation({
    onSuccess: () => {
      toast({ title: ADMIN_MESSAGES.unsuspendTitle });
      // Its listings leave or rejoin: the counters and breakdowns change with the table.
      void utils.admin.invalidate();
    },
    onError: (error) => toast({ title: ADMIN_MESSAGES.unsuspendFail, description: describeFailure(error).message, variant: "destructive" }),
  });
  // A new filter shows its first page.
  const filterBy =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const total = query.data?.total ?? 0;
  const deactivated = query.data?.deactivated ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="admin-user-search" className="sr-only">
            Rechercher un utilisateur
          </label>
          <SearchInput
            id="admin-user-search"
            placeholder="Nom d'utilisateur, e-mail ou entreprise"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
        </div>
        <FilterSelect id="admin-user-role" label="Rôle" value={role} onChange={filterBy(setRole)} options={ROLE_OPTIONS} />
        <FilterSelect id="admin-user-status" label="Statut" value={status} onChange={filterBy(setStatus)} options={STATUS_OPTIONS} />
      </div>

      {query.isError && (
        <p role="alert" className="text-sm text-destructive">
          {describeFailure(query.error).message || "Impossible de charger les utilisateurs."}
        </p>
      )}

      <ScrollRegion label="Utilisateurs" className="rounded-lg border border-border">
        <table className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">Utilisateurs de la plateforme</caption>
          <thead className="bg-muted/60 text-left text-muted-foreground">
            <tr>
              {/* The name column stays in place while the table scrolls on a phone: it sits beside "Suspendre" (issue 24). */}
              <th scope="col" className="sticky left-0 z-10 bg-muted px-3 py-2 font-medium">Utilisateur</th>
              <th scope="col" className="px-3 py-2 font-medium">Entreprise</th>
              <th scope="col" className="px-3 py-2 font-medium">Rôle</th>
              {/* Paris time, as the audit log beside it: a reader abroad saw another day near midnight. */}
              <th scope="col" className="px-3 py-2 font-medium">
                Inscription <span className="font-normal">(heure de Paris)</span>
              </th>
              <th scope="col" className="px-3 py-2 font-medium">Statut</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Action</th>
            </tr>
          </thead>
          <tbody aria-busy={query.isPending}>
            {query.data?.users.map((user) => (
              <tr key={user.id} className="border-t border-border">
                <td className="sticky left-0 z-10 max-w-[9rem] bg-card px-3 py-2 shadow-[1px_0_0_var(--color-border)] sm:max-w-none" data-testid="user-cell">
                  <div className="truncate font-medium">{user.username}</div>
                  <div className="truncate text-xs text-muted-foreground">{displayEmail(user.email)}</div>
                </td>
                <td className="px-3 py-2">{user.companyName}</td>
                <td className="px-3 py-2">{ACCOUNT_TYPE_LABELS[user.accountType]}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={user.createdAt}>{formatParisDateTime(user.createdAt)}</time>
                </td>
                <td className="px-3 py-2">
                  {user.deactivatedAt ? (
                    <Badge variant="warning">Désactivé</Badge>
                  ) : user.isSuspended ? (
                    <Badge variant="destructive" title={user.suspendedReason ?? undefined}>
                      Suspendu
                    </Badge>
                  ) : (
                    <Badge variant="success">Actif</Badge>
                  )}
                </td>
                <td className="px-3 py-2 text-right">
                  {user.accountType === "admin" ? null : user.isSuspended ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={unsuspend.isPending}
                      onClick={() => unsuspend.mutate({ id: user.id })}
                      aria-label={`Réactiver ${user.username}`}
                    >
                      <ShieldCheck aria-hidden="true" />
                      Réactiver
                    </Button>
                  ) : (
                    <Button size="sm" variant="destructive" onClick={() => setSuspending(user)} aria-label={`Suspendre ${user.username}`}>
                      <ShieldBan aria-hidden="true" />
                      Suspendre
                    </Button>
                  )}
                </td>
              </tr>
            ))}
            {query.data && query.data.users.length === 0 && (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-muted-foreground">
                  Aucun utilisateur ne correspond à ces critères.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>

      <PagePager
        label="Pages des utilisateurs"
        summary={usersSummary(total, deactivated)}
        page={page}
        total={total}
        pageSize={ADMIN_USERS_PAGE_SIZE}
        onPage={setPage}
      />

      <SuspendDialog user={suspending} onClose={() => setSuspending(null)} />
    </div>
  );
}

/** The platform's counters leave out accounts awaiting erasure: the table says how many it lists. */
function usersSummary(total: number, deactivated: number): string {
  const listed = `${total.toLocaleString("fr-FR")} utilisateur${total > 1 ? "s" : ""}`;
  if (deactivated === 0) return listed;
  return `${listed}, dont ${deactivated.toLocaleString("fr-FR")} désactivé${deactivated > 1 ? "s" : ""} en attente d'effacement`;
}

/** Suspension asks for a reason: a blank one is refused here and by the server. */
function SuspendDialog({ user, onClose }: { user: AdminUserView | null; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const suspend = trpc.admin.suspend.useMutation({
    onSuccess: () => {
      toast({ title: ADMIN_MESSAGES.suspendTitle });
      // Its listings leave or rejoin: the counters and breakdowns change with the table.
      void utils.admin.invalidate();
      close();
    },
    onError: (failure) => {
      const described = describeFailure(failure);
      setError(described.fieldErrors.reason);
      toast({ title: ADMIN_MESSAGES.suspendFail, description: described.message, variant: "destructive" });
    },
  });

  function close() {
    setReason("");
    setError(undefined);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    if (!reason.trim()) {
      setError(VALIDATION.suspendReason);
      return;
    }
    suspend.mutate({ id: user.id, reason });
  }

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={`Suspendre ${user?.username ?? ""}`}
      description="L'utilisateur est déconnecté immédiatement et ne peut plus se connecter jusqu'à sa réactivation. Ses annonces actives sont retirées du matching et reviennent à la réactivation."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FormField id="suspend-reason" label="Motif de la suspension" error={error}>
          <Textarea
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setError(undefined);
            }}
            rows={3}
            maxLength={500}
            required
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" variant="destructive" disabled={suspend.isPending}>
            Suspendre
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
