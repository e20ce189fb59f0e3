import { formatDateTime } from "../../../shared/format";
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { Mail, TriangleAlert, User } from "lucide-react";
import type { ThreadView } from "../../../shared/conversation-views";
import { CONVERSATION } from "../../../shared/messages";
import { displayEmail } from "../../../shared/email-domain";
import { trpc } from "../../lib/trpc";
import { Skeleton } from "../ui";
import { MessageForm } from "./message-form";


export interface ConversationThreadProps {
  matchId: number;
  counterpartCompany: string;
  autoFocus?: boolean;
}

/** The thread of one match, in order, with read state; opening it marks the counterpart's messages read. */
export function ConversationThread({ matchId, counterpartCompany, autoFocus = false }: ConversationThreadProps) {
  const utils = trpc.useUtils();
  const thread = trpc.matches.thread.useQuery({ matchId });
  const markRead = trpc.matches.markRead.useMutation({
    onSuccess: async ({ updated }) => {
      if (updated > 0) await Promise.all([utils.matches.unread.invalidate(), utils.notifications.invalidate()]);
    },
  });
  const hasUnread = thread.data?.messages.some((message) => !message.mine && message.readAt === null) ?? false;
  const { mutate } = markRead;
  const list = useRef<HTMLOListElement>(null);
  const followed = useFollowLatest(list, thread.data?.messages);
  useEffect(() => {
    if (hasUnread) mutate({ matchId });
  }, [hasUnread, matchId, mutate]);

  if (thread.isPending) return <Skeleton className="h-24 w-full" />;
  if (thread.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {thread.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <CounterpartContact contact={thread.data.counterpart} />
      {thread.data.counterpartAccount !== "active" && (
        <p role="note" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-2.5 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50" data-testid="counterpart-unavailable">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {thread.data.counterpartAccount === "suspended" ? CONVERSATION.counterpartSuspended(counterpartCompany) : CONVERSATION.counterpartDeactivated(counterpartCompany)}
        </p>
      )}
      {thread.data.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CONVERSATION.threadEmpty}</p>
      ) : (
        // Focusable, so that the arrow keys scroll back through older messages (WCAG 2.1.1).
        <ol
          ref={list}
          onScroll={followed}
          tabIndex={0}
          className="flex max-h-72 flex-col gap-2 overflow-y-auto focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Fil de messages"
          data-testid="thread"
        >
          {thread.data.messages.map((message) => (
            <li
              key={message.id}
              className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${message.mine ? "self-end bg-primary text-primary-foreground" : "self-start bg-muted"}`}
            >
              <p className="text-xs opacity-80">
                {message.mine ? CONVERSATION.you : message.fromCompanyName} · {formatDateTime(message.createdAt)}
                {message.mine && <> · {message.readAt ? CONVERSATION.read : CONVERSATION.unread}</>}
              </p>
              {/* Plain text: React escapes it; line breaks kept. */}
              <p className="break-words whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <MessageForm matchId={matchId} label={CONVERSATION.reply} placeholder={`Écrire à ${counterpartCompany}…`} autoFocus={autoFocus} />
    </div>
  );
}

/** How close to the bottom (px) the reader counts as following the conversation. */
const FOLLOW_MARGIN = 48;

/**
 * The thread opens on its latest message (it opened on the oldest), and a new one, sent or
 * received live, scrolls into view when the reader was at or near the bottom, or sent it; a reader
 * gone back up to read older ones is left where they are. Returns the list's scroll handler.
 */
function useFollowLatest(list: RefObject<HTMLOListElement | null>, messages: readonly { id: number; mine: boolean }[] | undefined) {
  const following = useRef(true);
  const lastId = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = list.current;
    const latest = messages?.at(-1);
    if (!element || !latest || latest.id === lastId.current) return;
    const opened = lastId.current === null;
    lastId.current = latest.id;
    if (opened || following.current || latest.mine) {
      element.scrollTop = element.scrollHeight;
      following.current = true;
    }
  }, [list, messages]);
  return () => {
    const element = list.current;
    if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_MARGIN;
  };
}

function CounterpartContact({ contact }: { contact: ThreadView["counterpart"] }) {
  if (!contact) return <p className="text-sm text-muted-foreground">{CONVERSATION.contactHidden}</p>;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md bg-muted p-2.5 text-sm" aria-label={CONVERSATION.contactTitle}>
      <span className="flex items-center gap-1.5">
        <User className="size-4 text-muted-foreground" aria-hidden="true" />
        {/* Without a contact name the company stands for it: said once. */}
        {contact.contactName === contact.companyName ? contact.companyName : `${contact.contactName} · ${contact.companyName}`}
      </span>
      <a className="flex items-center gap-1.5 text-primary underline-offset-2 hover:underline" href={`mailto:${contact.email}`}>
        <Mail className="size-4" aria-hidden="true" />
        {displayEmail(contact.email)}
      </a>
    </div>
  );
}
