/**
 * The local mailbox: on a laptop without a mail server, the mail Gatherly would have sent (confirmation,
 * sign-in and reset links) is kept in the database and read here. The server answers only requests from
 * the same machine and never in production (see the mail module).
 */
import { Fragment } from "react";
import { useQuery } from "@tanstack/react-query";
import { Inbox, Mail, RefreshCw } from "lucide-react";
import { mailContract } from "#shared/mail/contract.ts";
import type { TOutboxMessage } from "#shared/mail/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ApiError, call, keyOf } from "#client/lib/api.ts";

const KIND_LABELS: Record<string, string> = {
  "verify-email": "Email confirmation",
  "magic-link": "Sign-in link",
  "magic-link-no-account": "Sign-in link (no account)",
  "account-exists": "Sign-up with a known address",
  "reset-password": "Password reset",
};

/** The mail's text with its links made clickable. */
function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="font-medium text-primary underline underline-offset-2">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

function MailCard({ mail }: { mail: TOutboxMessage }) {
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{KIND_LABELS[mail.kind] ?? mail.kind}</Badge>
          <span className="text-sm text-muted-foreground">{new Date(mail.createdAt).toLocaleString()}</span>
        </div>
        <CardTitle className="text-lg">{mail.subject}</CardTitle>
        <CardDescription>To {mail.to}</CardDescription>
      </CardHeader>
      <CardContent>
        <TextWithLinks text={mail.text} />
      </CardContent>
    </Card>
  );
}

export default function MailboxPage() {
  const mailbox = useQuery({
    queryKey: keyOf(mailContract.mailbox),
    queryFn: ({ signal }) => call(mailContract.mailbox, {}, { signal }),
    staleTime: 0,
    refetchInterval: 5000,
  });

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            <Inbox aria-hidden="true" className="size-6 text-primary" /> Local mailbox
          </h1>
          <p className="text-muted-foreground">
            No mail server is set up (SMTP_URL), so the mail Gatherly sends is kept here. Newest first.
          </p>
        </div>
        <Button variant="outline" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </header>

      {mailbox.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading mail">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : mailbox.isError ? (
        <Alert variant="destructive" role="alert">
          {mailbox.error instanceof ApiError && mailbox.error.status === 404
            ? "The local mailbox is only open on the machine running Gatherly, when no mail server is configured and outside production."
            : "Could not load the mailbox. Try again."}
        </Alert>
      ) : mailbox.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <Mail aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">No mail yet</p>
            <p className="text-sm text-muted-foreground">
              Sign up or ask for a sign-in link, and the mail appears here.
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-4">
          {mailbox.data.map((mail) => (
            <li key={mail.id}>
              <MailCard mail={mail} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
