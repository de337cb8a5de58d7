import { useState } from "react";
import { Mail, MailX, Monitor, RefreshCw, Smartphone } from "lucide-react";
import type { TEmailPreview } from "#shared/mail/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { cn } from "#client/lib/utils.ts";
import { useEmailPreviews } from "./api.ts";
import { PageHero } from "./page-hero.tsx";

type Width = "desktop" | "phone";

interface PreviewPanelProps {
  preview: TEmailPreview;
  width: Width;
  onWidthChange: (width: Width) => void;
}

function PreviewPanel({ preview, width, onWidthChange }: PreviewPanelProps) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-1 rounded-lg border bg-background px-4 py-3 text-sm sm:grid-cols-[5rem_1fr] sm:gap-x-3">
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="font-medium break-words">{preview.subject}</dd>
        <dt className="text-muted-foreground">Template</dt>
        <dd className="font-mono text-xs break-all sm:self-center">{preview.kind}</dd>
      </dl>

      <section aria-label="HTML version" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold">HTML version</h3>
          {/* On a phone the preview already has a phone's width. */}
          <div
            role="group"
            aria-label="Preview width"
            className="hidden rounded-lg border bg-muted p-0.5 sm:inline-flex"
          >
            {(
              [
                { value: "desktop", label: "Desktop", icon: Monitor },
                { value: "phone", label: "Phone", icon: Smartphone },
              ] as const
            ).map(({ value, label, icon: Icon }) => (
              <button
                key={value}
                type="button"
                aria-pressed={width === value}
                onClick={() => onWidthChange(value)}
                className={cn(
                  "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-muted-foreground transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  width === value && "bg-surface text-foreground shadow-sm",
                )}
              >
                <Icon aria-hidden="true" className="size-3.5" />
                {label}
              </button>
            ))}
          </div>
        </div>
        <div className="overflow-hidden rounded-lg border bg-muted/60 p-2 sm:p-3">
          {/* No allow-scripts: the mail is shown exactly as a careful mail client would, and cannot run code. */}
          <iframe
            sandbox=""
            srcDoc={preview.html}
            title={`Email preview: ${preview.title}`}
            className={cn(
              "mx-auto block h-[34rem] rounded-md bg-white shadow-sm transition-[width] duration-200",
              width === "phone" ? "w-full max-w-[375px]" : "w-full",
            )}
          />
        </div>
      </section>

      <section aria-label="Plain-text version" className="space-y-3">
        <h3 className="text-sm font-semibold">Plain-text version</h3>
        <pre
          tabIndex={0}
          aria-label={`Plain-text version of ${preview.title}`}
          className="max-h-96 overflow-auto rounded-lg border bg-background p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words"
        >
          {preview.text}
        </pre>
      </section>
    </div>
  );
}

function LoadingState() {
  return (
    <div role="status" aria-label="Loading email templates" className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <div className="space-y-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    </div>
  );
}

export default function EmailPreviewPage() {
  const previews = useEmailPreviews();
  const [selected, setSelected] = useState<string | null>(null);
  const [width, setWidth] = useState<Width>("desktop");
  const list = previews.data ?? [];
  const active = list.find((preview) => preview.kind === selected) ?? list[0];

  return (
    <div className="flex-1 pb-16 sm:pb-20">
      <PageHero
        icon={<Mail aria-hidden="true" />}
        eyebrow="Email preview"
        title="Every email Gatherly sends"
        description="Each template rendered with sample data, as a mail client would show it, with its plain-text version."
      />

      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {previews.isPending ? (
          <LoadingState />
        ) : previews.isError ? (
          <Alert
            variant="destructive"
            role="alert"
            title="We couldn't load the email templates."
            action={
              <Button variant="outline" size="sm" loading={previews.isFetching} onClick={() => void previews.refetch()}>
                {previews.isFetching ? null : <RefreshCw aria-hidden="true" />}
                Retry
              </Button>
            }
          >
            {previews.error.message || "Please try again."}
          </Alert>
        ) : !active ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border bg-surface px-5 py-14 text-center">
            <MailX aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">No email templates to show</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              The server returned no templates. Once emails are added, each one appears here with sample data.
            </p>
          </div>
        ) : (
          <Tabs
            value={active.kind}
            onValueChange={setSelected}
            orientation="vertical"
            className="grid items-start gap-6 lg:grid-cols-[16rem_1fr]"
          >
            <TabsList aria-label="Email templates" className="flex h-auto flex-col items-stretch lg:sticky lg:top-20">
              {list.map((preview) => (
                <TabsTrigger
                  key={preview.kind}
                  value={preview.kind}
                  className="h-auto flex-col items-start gap-0.5 py-2.5 text-left whitespace-normal"
                >
                  <span>{preview.title}</span>
                  <span className="font-mono text-[0.7rem] font-normal text-muted-foreground">{preview.kind}</span>
                </TabsTrigger>
              ))}
            </TabsList>
            {list.map((preview) => (
              <TabsContent
                key={preview.kind}
                value={preview.kind}
                className="mt-0 min-w-0 rounded-xl border bg-surface p-4 shadow-soft sm:p-6"
              >
                <h2 className="mb-4 text-lg font-semibold tracking-tight">{preview.title}</h2>
                <PreviewPanel preview={preview} width={width} onWidthChange={setWidth} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </div>
  );
}
