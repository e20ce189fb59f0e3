import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { PublicUser } from "../../shared/view-schemas";
import { LOGIN_RECHECK_DELAY_MS, SESSION_RECHECK_MS, USER_STORAGE_KEY } from "../../shared/constants";
import type { LoginInput, RegisterInput } from "../../shared/schemas";
import { writeStorage } from "../lib/storage";
import { trpc } from "../lib/trpc";

/**
 * Set when this tab signs the user out itself (logout, deletion request, a revocation it was told
 * of): the session check that then finds nobody needs no word. Any other loss is explained.
 */
let signOutExpected = false;

/** tRPC query keys start with the procedure path: [["auth", "me"], { type: "query" }]. */
function isSessionQuery(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && path[0] === "auth" && path[1] === "me";
}

export interface UseAuthOptions {
  /** The header sets this: it re-checks the session every 2 s and mirrors it to localStorage. */
  watch?: boolean;
}

/**
 * The session (SPEC §4): unknown while auth.me loads, then signed in or out. The server's cookie
 * is the truth; localStorage "user" only mirrors it for other tabs and scripts.
 */
export function useAuth({ watch = false }: UseAuthOptions = {}) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = trpc.auth.me.useQuery(undefined, {
    retry: false,
    // Pages mounting useAuth reuse the header's answer, which is never older than one re-check.
    staleTime: SESSION_RECHECK_MS,
    refetchInterval: watch ? SESSION_RECHECK_MS : false,
  });
  const loginMutation = trpc.auth.login.useMutation();
  const loginTotpMutation = trpc.auth.loginTotp.useMutation();
  const registerMutation = trpc.auth.register.useMutation();
  const logoutMutation = trpc.auth.logout.useMutation();

  // A failing session check signs the user out locally (the next successful check signs back in).
  const user: PublicUser | null = me.isError ? null : (me.data?.user ?? null);
  const isLoading = me.isPending;

  useEffect(() => {
    if (!watch || isLoading) return;
    writeStorage(USER_STORAGE_KEY, user ? JSON.stringify(user) : null);
  }, [watch, isLoading, user]);

  function signedIn(next: PublicUser) {
    utils.auth.me.setData(undefined, { user: next });
    writeStorage(USER_STORAGE_KEY, JSON.stringify(next));
    // Everything cached so far was fetched as somebody else (or nobody).
    void queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  }

  /** Clears the session on this device: user, local copy and every cached answer. */
  function signOutLocally() {
    signOutExpected = true;
    utils.auth.me.setData(undefined, { user: null });
    writeStorage(USER_STORAGE_KEY, null);
    queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  }

  /** Signs in, or answers "totp" when the account's second factor is awaited (completeLogin). */
  async function login(input: LoginInput): Promise<PublicUser | "totp"> {
    const answer = await loginMutation.mutateAsync(input);
    if (!("user" in answer)) return "totp";
    signedIn(answer.user);
    setTimeout(() => void utils.auth.me.invalidate(), LOGIN_RECHECK_DELAY_MS);
    return answer.user;
  }

  /** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
  async function completeLogin(code: string): Promise<PublicUser> {
    const { user: next } = await loginTotpMutation.mutateAsync({ code });
    signedIn(next);
    return next;
  }

  async function register(input: RegisterInput): Promise<PublicUser> {
    const { user: next } = await registerMutation.mutateAsync(input);
    signedIn(next);
    return next;
  }

  async function logout(): Promise<void> {
    signOutExpected = true;
    try {
      await logoutMutation.mutateAsync();
    } catch (error) {
      // SPEC §8: a failed logout call is logged and the local sign-out goes on.
      console.error("Déconnexion : le serveur n'a pas répondu", error);
    }
    await navigate("/");
    signOutLocally();
  }

  return {
    user,
    isLoading,
    login,
    completeLogin,
    register,
    logout,
    signOutLocally,
    isLoggingIn: loginMutation.isPending || loginTotpMutation.isPending,
    isRegistering: registerMutation.isPending,
    isLoggingOut: logoutMutation.isPending,
  };
}

/**
 * Calls `onLost` when the signed-in user is found signed out without this tab having done it: the
 * session was closed from another device, the password changed elsewhere, the account suspended.
 * The app went back to the home page without a word (helper report, 28 Nov).
 */
export function useSessionLoss(user: PublicUser | null, isLoading: boolean, onLost: () => void): void {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (isLoading) return;
    const was = previous.current;
    previous.current = user?.id ?? null;
    if (was === null || user !== null) return;
    if (signOutExpected) signOutExpected = false;
    else onLost();
  }, [user, isLoading, onLost]);
}
