/**
 * /event-info-editor/:pageId?: without an id, the create flow; with one, the editor. The organiser edits
 * the draft and saves it explicitly (unsaved changes are guarded), previews it, publishes it, and
 * manages its one share link. Publishing and previewing save pending changes first, so what the
 * organiser sees is what guests will get.
 */
import { useEffect, useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { CalendarDays, CircleCheck, Eye, FileX2, Rocket, Save, Trash2, Undo2 } from "lucide-react";
import { ZInfoPageDraft, type TInfoPage, type TInfoPageDraft } from "#shared/info-pages/schemas.ts";
import { BackLink } from "#client/components/back-link.tsx";
import { FormSkeleton, isNotFound, LoadFailedAlert, NotFoundState } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { UnsavedChangesGuard } from "#client/components/ui/unsaved-changes-guard.tsx";
import { ApiError } from "#client/lib/api.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import {
  previewPath,
  useDeleteInfoPage,
  useInfoPage,
  usePublishInfoPage,
  useSaveInfoPage,
  useUnpublishInfoPage,
} from "./api.ts";
import { CreateInfoPage } from "./create-info-page.tsx";
import { InfoPageStatusBadge } from "./info-page-bits.tsx";
import { SectionsEditor, type DraftValues } from "./sections-editor.tsx";
import { ShareLinkCard } from "./share-link-card.tsx";

type DraftOutput = ReturnType<typeof ZInfoPageDraft.parse>;

const resolver = shapedZodResolver<DraftValues, typeof ZInfoPageDraft>(ZInfoPageDraft, (values) => values);

function toValues(page: TInfoPage): DraftValues {
  return {
    title: page.title,
    sections: page.sections.map((s) => ({
      kind: s.kind,
      title: s.title,
      body: s.body,
      faq: s.faq.map((q) => ({ ...q })),
    })),
  };
}

const STATUS_HELP: Record<TInfoPage["status"], string> = {
  draft: "Not published yet: only the preview opens.",
  published: "Guests with the link see exactly this version.",
  changed: "You changed the page since publishing. Guests still see the published version until you publish again.",
};

type Confirming = "unpublish" | "delete" | null;

function Editor({ page }: { page: TInfoPage }) {
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<DraftValues, unknown, DraftOutput>({ resolver, defaultValues: toValues(page) });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const save = useSaveInfoPage(page.id);
  const publish = usePublishInfoPage();
  const unpublish = useUnpublishInfoPage();
  const remove = useDeleteInfoPage();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = isSubmitting || publish.isPending;

  /** Saves the draft; false when it was refused (the errors are then under their fields). */
  async function saveDraft(draft: TInfoPageDraft): Promise<boolean> {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(draft);
      reset(toValues(saved));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        // Field paths such as "sections.2.faq.0.question" are the form's own names.
        Object.entries(error.fields).forEach(([name, message], index) =>
          setError(name as "title", { type: "server", message }, { shouldFocus: index === 0 }),
        );
      }
      setFormError(error instanceof Error && error.message ? error.message : "The draft could not be saved.");
      return false;
    }
  }

  /** Runs `after` once pending changes are saved (at once when there are none). */
  async function withSaved(after: () => void) {
    if (!isDirty) return after();
    let saved = false;
    await handleSubmit(async (draft) => {
      saved = await saveDraft(draft);
    })();
    if (saved) after();
  }

  const onSave = handleSubmit(async (draft) => {
    if (await saveDraft(draft))
      successToast("Draft saved", page.status === "draft" ? undefined : "Publish to show the changes to guests.");
  });

  function onPublish() {
    void withSaved(() =>
      publish.mutate(page.id, {
        onSuccess: () => successToast("Page published", "Everyone with the link now sees this version."),
        onError: (error) => errorToast(error.message),
      }),
    );
  }

  function onPreview() {
    const token = page.shareToken;
    if (!token) return;
    void withSaved(() => window.open(previewPath(token), "_blank", "noopener"));
  }

  function onUnpublish() {
    unpublish.mutate(page.id, {
      onSuccess: () => {
        setConfirming(null);
        successToast("Page unpublished", "The link now says the page is not published.");
      },
    });
  }

  function onDelete() {
    remove.mutate(page.id, {
      onSuccess: () => {
        setConfirming(null);
        successToast("Page deleted", `"${page.title}" was deleted.`);
        void navigate("/my-information-pages", { replace: true });
      },
    });
  }

  // Ctrl+S / ⌘S saves the draft, as in every editor people know.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "s" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        void onSave();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const { event } = page;
  const publishLabel = page.status === "draft" ? "Publish" : "Publish changes";
  const canPublish = page.status !== "published" || isDirty;

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      {/* While a save runs the form is about to be clean again: let a navigation it started pass. */}
      <UnsavedChangesGuard
        when={isDirty && !isSubmitting && !remove.isPending}
        description="Your changes to this information page will be lost."
      />
      <header className="space-y-4">
        <BackLink to="/my-information-pages">My information pages</BackLink>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">Edit information page</h1>
              <InfoPageStatusBadge status={page.status} />
            </div>
            <p className="flex items-start gap-1.5 text-sm break-words">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                For{" "}
                <Link
                  to={`/event-details/${event.id}?tab=info-pages`}
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {event.name}
                </Link>{" "}
                <span className="text-muted-foreground">({event.eventType.name})</span>
              </span>
            </p>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {STATUS_HELP[page.status]}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
            <Button variant="outline" disabled={!page.shareToken || busy} onClick={onPreview}>
              <Eye aria-hidden="true" />
              Preview
              <span className="sr-only"> (opens in a new tab)</span>
            </Button>
            {page.status !== "draft" ? (
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => {
                  unpublish.reset();
                  setConfirming("unpublish");
                }}
              >
                <Undo2 aria-hidden="true" />
                Unpublish
              </Button>
            ) : null}
            <Button loading={publish.isPending} disabled={!canPublish || busy} onClick={onPublish}>
              {publish.isPending ? null : canPublish ? (
                <Rocket aria-hidden="true" />
              ) : (
                <CircleCheck aria-hidden="true" />
              )}
              {canPublish ? publishLabel : "Published"}
            </Button>
          </div>
        </div>
        {!page.shareToken ? (
          <Alert variant="warning" role="status" title="This page has no link">
            The preview and the public page are closed until you create a new link under Share link.
          </Alert>
        ) : null}
        {event.status === "cancelled" ? (
          <Alert variant="warning" role="status" title="This event is cancelled">
            The public page says so at the top, above your sections.
          </Alert>
        ) : null}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <FormProvider {...form}>
          <form
            noValidate
            aria-label="Information page draft"
            onSubmit={(e) => void onSave(e)}
            className="min-w-0 space-y-6"
          >
            <Card>
              <CardContent className="pt-5 sm:pt-6">
                <FormField
                  id={`${id}-title`}
                  label="Page title"
                  required
                  hint="Shown under the event's name at the top of the page."
                  error={errors.title?.message}
                >
                  {(props) => <Input {...props} autoComplete="off" maxLength={200} {...register("title")} />}
                </FormField>
              </CardContent>
            </Card>

            <SectionsEditor words={{ memberTerm: event.eventType.memberTerm }} />

            {formError ? (
              <Alert variant="destructive" role="alert" title="The draft was not saved.">
                {formError}
              </Alert>
            ) : null}

            {/*
              Stays in reach at the bottom of the screen while scrolling a long page; the right padding keeps
              the Save button clear of the help button, which floats over the corner until the wide layout.
            */}
            <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t bg-background/95 py-3 pr-20 pl-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border lg:pr-4">
              <p className="text-sm text-muted-foreground" role="status">
                {isDirty ? "Unsaved changes" : "All changes saved"}
              </p>
              <Button type="submit" loading={isSubmitting} disabled={!isDirty && !isSubmitting}>
                {isSubmitting ? null : <Save aria-hidden="true" />}
                Save draft
              </Button>
            </div>
          </form>
        </FormProvider>

        <aside aria-label="Sharing and publishing" className="space-y-6">
          <ShareLinkCard page={page} />
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Delete page</CardTitle>
              <CardDescription>The sections are lost and the link stops working.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button
                variant="destructive-outline"
                size="sm"
                onClick={() => {
                  remove.reset();
                  setConfirming("delete");
                }}
              >
                <Trash2 aria-hidden="true" />
                Delete page
              </Button>
            </CardContent>
          </Card>
        </aside>
      </div>

      <ConfirmDialog
        open={confirming === "unpublish"}
        onOpenChange={(open) => setConfirming(open ? "unpublish" : null)}
        title={`Unpublish "${page.title}"?`}
        description="Guests opening the link will see that the page is not published. The draft and the link are kept, so you can publish again later."
        confirmLabel="Unpublish"
        pending={unpublish.isPending}
        error={unpublish.error?.message}
        onConfirm={onUnpublish}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => setConfirming(open ? "delete" : null)}
        title={`Delete "${page.title}"?`}
        description="Its sections are lost, and its link (public page and preview) stops working for everyone you shared it with."
        confirmLabel="Delete page"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={onDelete}
      />
    </div>
  );
}

function EditExisting({ pageId }: { pageId: string }) {
  const page = useInfoPage(pageId);
  if (page.data) return <Editor key={page.data.id} page={page.data} />;
  if (isNotFound(page.error)) {
    return (
      <NotFoundState
        titleId="info-page-not-found-title"
        icon={FileX2}
        title="Information page not found"
        message="It may have been deleted, or the link is not quite right."
        backTo="/my-information-pages"
        backLabel="Back to my information pages"
      />
    );
  }
  if (page.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <LoadFailedAlert
          title="We couldn't load this information page."
          error={page.error}
          retrying={page.isFetching}
          onRetry={() => void page.refetch()}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
      <FormSkeleton label="Loading the information page" />
    </div>
  );
}

export default function InfoPageEditorPage() {
  const { pageId } = useParams();
  return pageId ? <EditExisting pageId={pageId} /> : <CreateInfoPage />;
}
