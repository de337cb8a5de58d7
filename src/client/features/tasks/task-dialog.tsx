/**
 * Creating or editing one task, in a dialog: every field, then (once the task exists) its subtasks,
 * comments and attached files. A new task stays open after saving so its subtasks can follow at once.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { Download, Paperclip, Pencil, Trash2 } from "lucide-react";
import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_MAX_TEXT,
  TASK_ATTACHMENT_TYPES,
  TASK_ATTACHMENT_TYPES_TEXT,
  TASK_PRIORITIES,
  attachmentType,
  type TaskPriority,
  type TTask,
  type TTaskBoard,
  type TTaskComment,
  type TTaskDetail,
} from "#shared/tasks/schemas.ts";
import { UploadProgress } from "#client/components/upload-progress.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ApiError } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { formatBytes } from "#client/lib/upload.ts";
import { useUpload } from "#client/lib/use-upload.ts";
import { cn } from "#client/lib/utils.ts";
import { useQueryClient } from "@tanstack/react-query";
import {
  attachmentUrl,
  boardKey,
  detailKey,
  uploadAttachment,
  useAddComment,
  useCreateTask,
  useDeleteAttachment,
  useDeleteComment,
  useDeleteTask,
  useEditComment,
  useTaskDetail,
  useUpdateTask,
} from "./api.ts";
import { PRIORITY_LABEL, parseLabels } from "./task-format.ts";

const ATTACH_ACCEPT = Object.keys(TASK_ATTACHMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

interface Draft {
  title: string;
  description: string;
  assigneeId: string;
  priority: TaskPriority;
  labels: string;
  startDate: string;
  dueDate: string;
  milestone: boolean;
  dependsOn: string[];
}

function draftOf(task: TTask | null, columnId?: string): Draft & { columnId?: string } {
  return {
    title: task?.title ?? "",
    description: task?.description ?? "",
    assigneeId: task?.assigneeId ?? "",
    priority: task?.priority ?? "medium",
    labels: task?.labels.join(", ") ?? "",
    startDate: task?.startDate ?? "",
    dueDate: task?.dueDate ?? "",
    milestone: task?.milestone ?? false,
    dependsOn: task?.dependsOn ?? [],
    ...(columnId ? { columnId } : {}),
  };
}

/** Server field names to the form's (a label's index points at the one labels field). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return error instanceof Error ? { form: error.message } : {};
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields ?? {})) fields[key.split(".")[0]!] ??= message;
  if (Object.keys(fields).length === 0) fields.form = error.message;
  return fields;
}

/** Tasks that wait for `taskId`, directly or through others: ticking one of them would make a loop. */
function dependents(board: TTaskBoard, taskId: string): Set<string> {
  const found = new Set<string>();
  const queue = [taskId];
  while (queue.length > 0) {
    const at = queue.pop()!;
    for (const t of board.tasks) {
      if (!t.dependsOn.includes(at) || found.has(t.id)) continue;
      found.add(t.id);
      queue.push(t.id);
    }
  }
  return found;
}

function TaskFields({
  board,
  task,
  draft,
  setDraft,
  errors,
  idPrefix,
}: {
  board: TTaskBoard;
  task: TTask | null;
  draft: Draft;
  setDraft: (change: Partial<Draft>) => void;
  errors: Record<string, string>;
  idPrefix: string;
}) {
  // Subtasks wait on nothing of their own; a board task may wait on any other board task.
  const waitingOnThis = task ? dependents(board, task.id) : new Set<string>();
  const candidates = board.tasks.filter((t) => !t.parentId && t.id !== task?.id && !waitingOnThis.has(t.id));
  return (
    <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
      <FormField id={`${idPrefix}-title`} label="Title" required error={errors.title} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            maxLength={200}
            onChange={(e) => setDraft({ title: e.target.value })}
            autoFocus
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label="Description"
        error={errors.description}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-20"
            value={draft.description}
            maxLength={5000}
            onChange={(e) => setDraft({ description: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-assignee`}
        label="Assignee"
        error={errors.assigneeId}
        hint="You or one of the event's people"
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.assigneeId}
            onChange={(e) => setDraft({ assigneeId: e.target.value })}
          >
            <option value="">Nobody yet</option>
            {board.assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${idPrefix}-priority`} label="Priority" error={errors.priority}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.priority}
            onChange={(e) => setDraft({ priority: e.target.value as TaskPriority })}
          >
            {TASK_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABEL[p]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${idPrefix}-start`} label="Start date" error={errors.startDate}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={draft.startDate}
            onChange={(e) => setDraft({ startDate: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-due`} label="Due date" error={errors.dueDate}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={draft.dueDate}
            onChange={(e) => setDraft({ dueDate: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-labels`}
        label="Labels"
        error={errors.labels}
        hint="Separate labels with commas, e.g. venue, money"
        className="sm:col-span-2"
      >
        {(control) => (
          <Input {...control} value={draft.labels} onChange={(e) => setDraft({ labels: e.target.value })} />
        )}
      </FormField>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Checkbox
          id={`${idPrefix}-milestone`}
          checked={draft.milestone}
          onCheckedChange={(checked) => setDraft({ milestone: checked === true })}
        />
        <Label htmlFor={`${idPrefix}-milestone`}>Milestone (a key moment on the timeline)</Label>
      </div>
      {task?.parentId ? null : (
        <fieldset
          className="min-w-0 space-y-2 sm:col-span-2"
          aria-describedby={errors.dependsOn ? `${idPrefix}-deps-error` : undefined}
        >
          <legend className="text-sm font-medium">Depends on</legend>
          <p className="text-xs text-muted-foreground">
            This task cannot be moved to Done before the tasks ticked here are done.
          </p>
          {candidates.length === 0 ? (
            <p className="text-sm text-muted-foreground">No other tasks yet.</p>
          ) : (
            <ul className="max-h-40 space-y-1 overflow-y-auto rounded-lg border p-2">
              {candidates.map((c) => {
                const checked = draft.dependsOn.includes(c.id);
                return (
                  <li key={c.id} className="flex items-center gap-2 rounded-md px-1 py-1">
                    <Checkbox
                      id={`${idPrefix}-dep-${c.id}`}
                      checked={checked}
                      onCheckedChange={(on) =>
                        setDraft({
                          dependsOn:
                            on === true ? [...draft.dependsOn, c.id] : draft.dependsOn.filter((d) => d !== c.id),
                        })
                      }
                    />
                    <Label htmlFor={`${idPrefix}-dep-${c.id}`} className="min-w-0 flex-1 truncate font-normal">
                      {c.title}
                      {c.done ? <span className="text-muted-foreground"> (done)</span> : null}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
          <FieldError id={`${idPrefix}-deps-error`} message={errors.dependsOn} />
        </fieldset>
      )}
    </div>
  );
}

function Subtasks({ eventId, detail }: { eventId: string; detail: TTaskDetail }) {
  const id = useId();
  const [title, setTitle] = useState("");
  const add = useCreateTask(eventId, detail.task.id);
  const update = useUpdateTask(eventId, detail.task.id);
  const remove = useDeleteTask(eventId, detail.task.id);
  const [error, setError] = useState<string | undefined>();
  const done = detail.subtasks.filter((s) => s.done).length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return setError("Write what needs doing first.");
    add.mutate(
      { title: title.trim(), parentId: detail.task.id },
      {
        onSuccess: () => (setTitle(""), setError(undefined)),
        onError: (e) => setError(fieldErrors(e).title ?? e.message),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Subtasks{" "}
        {detail.subtasks.length > 0 ? (
          <span className="font-normal text-muted-foreground">
            ({done} of {detail.subtasks.length} done)
          </span>
        ) : null}
      </h3>
      {detail.subtasks.length > 0 ? (
        <ul className="space-y-1">
          {detail.subtasks.map((s) => (
            <li key={s.id} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${s.id}`}
                checked={s.done}
                disabled={update.isPending}
                onCheckedChange={(on) => update.mutate({ id: s.id, patch: { done: on === true } })}
              />
              <Label
                htmlFor={`${id}-${s.id}`}
                className={cn("min-w-0 flex-1 font-normal", s.done && "text-muted-foreground line-through")}
              >
                {s.title}
              </Label>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0 hover:text-destructive"
                aria-label={`Delete subtask ${s.title}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(s.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} className="flex gap-2">
        <Input
          aria-label="New subtask"
          placeholder="Add a subtask"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" variant="outline" loading={add.isPending}>
          Add
        </Button>
      </form>
      <FieldError message={error} />
    </section>
  );
}

const commentTime = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** One comment; its author may rewrite it in place, and the organiser may delete it. */
function CommentItem({
  eventId,
  taskId,
  comment,
  mine,
}: {
  eventId: string;
  taskId: string;
  comment: TTaskComment;
  mine: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const edit = useEditComment(eventId, taskId);
  const remove = useDeleteComment(eventId, taskId);

  function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    if (!draft.trim()) return setError("Write a comment first.");
    edit.mutate(
      { id: comment.id, body: draft.trim() },
      {
        onSuccess: () => (setDraft(null), setError(undefined)),
        onError: (e) => setError(fieldErrors(e).body ?? e.message),
      },
    );
  }

  return (
    <li className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{comment.authorName}</span> ·{" "}
          <time dateTime={comment.createdAt}>{commentTime(comment.createdAt)}</time>
          {comment.editedAt ? (
            <>
              {" "}
              · <span title={`Edited ${commentTime(comment.editedAt)}`}>edited</span>
            </>
          ) : null}
        </p>
        {draft === null ? (
          <div className="-my-1 flex shrink-0 gap-1">
            {mine ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Edit the comment of ${commentTime(comment.createdAt)}`}
                onClick={() => setDraft(comment.body)}
              >
                <Pencil aria-hidden="true" />
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              className="size-8 hover:text-destructive"
              aria-label={`Delete the comment of ${commentTime(comment.createdAt)}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(comment.id, {
                  onError: (e) => errorToast(`The comment could not be deleted. ${e.message}`),
                })
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
      {draft === null ? (
        <p className="whitespace-pre-wrap">{comment.body}</p>
      ) : (
        <form onSubmit={save} className="mt-1 space-y-2">
          <Textarea
            aria-label="Edit comment"
            rows={2}
            className="min-h-16"
            value={draft}
            maxLength={4000}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
          <FieldError id={`${id}-error`} message={error} />
          <div className="flex justify-end gap-2">
            <Button
              type="button"
              variant="ghost"
              onClick={() => (setDraft(null), setError(undefined))}
              disabled={edit.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" variant="outline" loading={edit.isPending}>
              Save comment
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

function Comments({ eventId, detail }: { eventId: string; detail: TTaskDetail }) {
  const id = useId();
  const { user } = useAuth();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const add = useAddComment(eventId, detail.task.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError("Write a comment first.");
    add.mutate(body.trim(), {
      onSuccess: () => (setBody(""), setError(undefined)),
      onError: (e) => setError(fieldErrors(e).body ?? e.message),
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Comments
      </h3>
      {detail.comments.length === 0 ? <p className="text-sm text-muted-foreground">No comments yet.</p> : null}
      <ul className="space-y-2">
        {detail.comments.map((c) => (
          <CommentItem
            key={c.id}
            eventId={eventId}
            taskId={detail.task.id}
            comment={c}
            mine={user !== null && c.authorId === user.id}
          />
        ))}
      </ul>
      <form onSubmit={submit} className="space-y-2">
        <Textarea
          aria-label="New comment"
          rows={2}
          className="min-h-16"
          placeholder="Write a comment"
          value={body}
          maxLength={4000}
          onChange={(e) => setBody(e.target.value)}
        />
        <FieldError message={error} />
        <div className="flex justify-end">
          <Button type="submit" variant="outline" loading={add.isPending}>
            Add comment
          </Button>
        </div>
      </form>
    </section>
  );
}

function checkAttachment(file: Pick<File, "name" | "size">): string | null {
  if (!attachmentType(file.name)) return `This kind of file cannot be attached. Attach ${TASK_ATTACHMENT_TYPES_TEXT}.`;
  if (file.size > TASK_ATTACHMENT_MAX_BYTES)
    return `The file must be at most ${formatBytes(TASK_ATTACHMENT_MAX_BYTES)}. This one is ${formatBytes(file.size)}.`;
  if (file.size === 0) return "This file is empty. Choose another one.";
  return null;
}

function Attachments({ eventId, detail }: { eventId: string; detail: TTaskDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const remove = useDeleteAttachment(eventId, detail.task.id);
  const upload = useUpload(
    (file: File, onProgress, signal) => uploadAttachment(detail.task.id, file, onProgress, signal),
    {
      field: "file",
      failedMessage: "The file could not be attached. Please try again.",
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: detailKey(detail.task.id) });
        void queryClient.invalidateQueries({ queryKey: boardKey(eventId) });
      },
    },
  );

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    if (await upload.start(file, checkAttachment)) successToast("File attached", `"${file.name}" was attached.`);
    input.value = "";
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Files
      </h3>
      {detail.attachments.length > 0 ? (
        <ul className="divide-y rounded-lg border">
          {detail.attachments.map((a) => (
            <li key={a.id} className="flex items-center gap-2 px-3 py-2 text-sm">
              <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <a
                href={attachmentUrl(a.id)}
                download={a.name}
                className="min-w-0 flex-1 truncate font-medium text-primary underline-offset-4 hover:underline"
              >
                {a.name}
              </a>
              <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(a.size)}</span>
              <Button variant="ghost" size="icon" className="size-8" asChild>
                <a href={attachmentUrl(a.id)} download={a.name} aria-label={`Download ${a.name}`}>
                  <Download aria-hidden="true" />
                </a>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 hover:text-destructive"
                aria-label={`Remove ${a.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(a.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-file`}>Attach a file</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {TASK_ATTACHMENT_TYPES_TEXT}, up to {TASK_ATTACHMENT_MAX_TEXT}.
        </p>
        <Input
          id={`${id}-file`}
          type="file"
          accept={ATTACH_ACCEPT}
          onChange={(e) => void chosen(e)}
          disabled={upload.progress !== null}
          aria-describedby={`${id}-hint${upload.error ? ` ${id}-error` : ""}`}
          aria-invalid={upload.error ? true : undefined}
          className="h-auto py-2"
        />
        <FieldError id={`${id}-error`} message={upload.error ?? undefined} />
        {upload.progress !== null ? (
          <UploadProgress progress={upload.progress} noun="file" onCancel={upload.cancel} />
        ) : null}
      </div>
    </section>
  );
}

export interface TaskDialogTarget {
  /** null: a new task. */
  taskId: string | null;
  /** Where a new task goes (the board's column the "Add" was pressed in). */
  columnId?: string;
}

export function TaskDialog({
  eventId,
  board,
  target,
  onClose,
}: {
  eventId: string;
  board: TTaskBoard;
  target: TaskDialogTarget | null;
  onClose: () => void;
}) {
  const id = useId();
  // A new task becomes an existing one once saved, and the dialog stays open on it.
  const [created, setCreated] = useState<TTask | null>(null);
  const taskId = target?.taskId ?? created?.id ?? null;
  // Until the board is read again, the new task is the server's answer (so a second Save edits, not adds).
  const task = board.tasks.find((t) => t.id === taskId) ?? (created && created.id === taskId ? created : null);
  const detail = useTaskDetail(taskId);
  const create = useCreateTask(eventId);
  const update = useUpdateTask(eventId, taskId);
  const [draft, setDraftState] = useState<Draft & { columnId?: string }>(() => draftOf(null));
  const [loadedFor, setLoadedFor] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const open = target !== null;
  const formKey = open ? (taskId ?? `new-${target.columnId ?? ""}`) : undefined;

  // Opening on another task (or a new one) starts from its saved values.
  if (open && loadedFor !== formKey && (taskId === null || task)) {
    setLoadedFor(formKey);
    setDraftState(draftOf(task, target.columnId));
    setErrors({});
  }

  function close() {
    setCreated(null);
    setLoadedFor(undefined);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.title.trim()) return setErrors({ title: "Title is required" });
    const fields = {
      title: draft.title.trim(),
      description: draft.description,
      assigneeId: draft.assigneeId || null,
      priority: draft.priority,
      labels: parseLabels(draft.labels),
      startDate: draft.startDate || null,
      dueDate: draft.dueDate || null,
      milestone: draft.milestone,
      ...(task?.parentId ? {} : { dependsOn: draft.dependsOn }),
    };
    setErrors({});
    if (task) {
      update.mutate(
        { id: task.id, patch: fields },
        {
          onSuccess: () => successToast("Task saved", `"${fields.title}" was saved.`),
          onError: (e) => setErrors(fieldErrors(e)),
        },
      );
    } else {
      create.mutate(
        { ...fields, ...(draft.columnId ? { columnId: draft.columnId } : {}) },
        {
          onSuccess: (made) => {
            setCreated(made);
            setLoadedFor(made.id);
            // The Add button turned busy and lost the focus; give it back inside the dialog.
            requestAnimationFrame(() => document.getElementById(`${id}-title`)?.focus());
            successToast("Task added", `"${made.title}" was added. Add subtasks, comments or files below.`);
          },
          onError: (e) => setErrors(fieldErrors(e)),
        },
      );
    }
  }

  const remove = useDeleteTask(eventId);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const saving = create.isPending || update.isPending;

  function deleteTask() {
    if (!task) return;
    remove.mutate(task.id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        successToast("Task deleted", `"${task.title}" was deleted.`);
        close();
      },
    });
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next || saving ? undefined : close())}>
      <DialogContent className="top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto sm:top-1/2 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{task ? "Edit task" : "New task"}</DialogTitle>
          <DialogDescription>
            {task?.parentId ? "A subtask of a card on the board." : "Who does what, by when, and what it waits for."}
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={submit} noValidate className="min-w-0">
          <TaskFields
            board={board}
            task={task}
            draft={draft}
            setDraft={(change) => setDraftState((d) => ({ ...d, ...change }))}
            errors={errors}
            idPrefix={id}
          />
          <FieldError message={errors.form ?? errors.body ?? errors.parentId ?? errors.columnId} />
        </form>
        <DialogFooter>
          {task ? (
            <Button
              variant="destructive-outline"
              className="sm:mr-auto"
              disabled={saving}
              onClick={() => (remove.reset(), setConfirmingDelete(true))}
            >
              <Trash2 aria-hidden="true" />
              Delete task
            </Button>
          ) : null}
          <Button variant="outline" disabled={saving} onClick={close}>
            {task ? "Close" : "Cancel"}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={saving}>
            {task ? "Save changes" : "Add task"}
          </Button>
        </DialogFooter>
        {taskId ? (
          detail.data ? (
            <div className="space-y-6 border-t pt-4">
              {task?.parentId ? null : <Subtasks eventId={eventId} detail={detail.data} />}
              <Comments eventId={eventId} detail={detail.data} />
              <Attachments eventId={eventId} detail={detail.data} />
            </div>
          ) : detail.isError ? (
            <LoadFailedAlert
              title="We couldn't load this task's details."
              error={detail.error}
              retrying={detail.isFetching}
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <div role="status" aria-label="Loading the task's details" className="space-y-3 border-t pt-4">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-16 w-full" />
            </div>
          )
        ) : null}
      </DialogContent>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete "${task?.title ?? "task"}"?`}
        description="Its subtasks, comments and files are deleted with it, and tasks waiting for it stop waiting. This cannot be undone."
        confirmLabel="Delete task"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={deleteTask}
      />
    </Dialog>
  );
}
