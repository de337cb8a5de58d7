/**
 * Creating or editing one task, in a dialog: every field, then (once the task exists) its subtasks,
 * comments and attached files. A new task stays open after saving so its subtasks can follow at once.
 * The task's fields are a react-hook-form checked by the API's own ZTaskCreateInput (a new task) or
 * ZTaskPatch (an edit); the server's field errors land under the fields too. The inline forms for a subtask
 * or a comment are checked by the same schemas.
 */
import { useId, useState, type ChangeEvent, type ComponentProps } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { Download, Paperclip, Pencil, Trash2 } from "lucide-react";
import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_MAX_TEXT,
  TASK_ATTACHMENT_TYPES,
  TASK_ATTACHMENT_TYPES_TEXT,
  TASK_PRIORITIES,
  ZTaskCommentInput,
  ZTaskCreateInput,
  ZTaskPatch,
  attachmentType,
  type TaskPriority,
  type TTask,
  type TTaskBoard,
  type TTaskComment,
  type TTaskDetail,
} from "#shared/tasks/schemas.ts";
import { formatMoment } from "#shared/date-format.ts";
import { browserTimeZone } from "#shared/zoned-time.ts";
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
import { firstErrorMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { formatBytes } from "#client/lib/upload.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
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

interface TaskFormValues {
  title: string;
  description: string;
  /** Empty: nobody yet. */
  assigneeId: string;
  priority: TaskPriority;
  /** As typed: "venue, money". */
  labels: string;
  /** Empty: no date. */
  startDate: string;
  dueDate: string;
  milestone: boolean;
  dependsOn: string[];
}

const FIELD_NAMES = [
  "title",
  "description",
  "assigneeId",
  "priority",
  "labels",
  "startDate",
  "dueDate",
  "dependsOn",
] as const satisfies ReadonlyArray<keyof TaskFormValues>;

function formValuesOf(task: TTask | null): TaskFormValues {
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
  };
}

/** The API's shape of the form; a subtask waits on nothing of its own, so its edits leave `dependsOn` out. */
function toApiShape(values: TaskFormValues, withDependencies: boolean) {
  return {
    title: values.title,
    description: values.description,
    assigneeId: values.assigneeId || null,
    priority: values.priority,
    labels: parseLabels(values.labels),
    startDate: values.startDate || null,
    dueDate: values.dueDate || null,
    milestone: values.milestone,
    ...(withDependencies ? { dependsOn: values.dependsOn } : {}),
  };
}

type TaskCreateOutput = z.output<typeof ZTaskCreateInput>;
type TaskOutput = TaskCreateOutput | z.output<typeof ZTaskPatch>;

const createResolver = shapedZodResolver<TaskFormValues, typeof ZTaskCreateInput>(ZTaskCreateInput, (values) =>
  toApiShape(values, true),
);
const patchResolver = shapedZodResolver<TaskFormValues, typeof ZTaskPatch>(ZTaskPatch, (values) =>
  toApiShape(values, true),
);
const subtaskPatchResolver = shapedZodResolver<TaskFormValues, typeof ZTaskPatch>(ZTaskPatch, (values) =>
  toApiShape(values, false),
);

/**
 * The server's field errors under the form's fields (a label's index points at the one labels field); one
 * about nothing the form shows (the column, the parent) becomes the form's message.
 */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields)) fields[key.split(".")[0]!] ??= message;
  const shown = FIELD_NAMES.some((name) => fields[name]);
  const message = shown ? error.message : (fields.body ?? fields.parentId ?? fields.columnId ?? error.message);
  return new ApiError(error.status, error.code, message, fields);
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

function TaskForm({
  board,
  task,
  defaultValues,
  columnId,
  idPrefix,
  saving,
  create,
  update,
  onCreated,
  onDelete,
  onClose,
}: {
  board: TTaskBoard;
  task: TTask | null;
  defaultValues: TaskFormValues;
  /** Where a new task goes. */
  columnId: string | undefined;
  idPrefix: string;
  saving: boolean;
  create: ReturnType<typeof useCreateTask>;
  update: ReturnType<typeof useUpdateTask>;
  onCreated: (made: TTask) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const {
    register,
    setValue,
    control,
    formError,
    submitWith,
    formState: { errors },
  } = useServerForm<TaskFormValues, TaskOutput>({
    // Read at every submit: a new task becomes an edit once saved, and the form stays.
    resolver: task ? (task.parentId ? subtaskPatchResolver : patchResolver) : createResolver,
    defaultValues,
    fieldNames: FIELD_NAMES,
    failure: "The task could not be saved.",
  });
  const [milestone, dependsOn] = useWatch({ control, name: ["milestone", "dependsOn"] });

  const submit = submitWith(async (values) => {
    try {
      if (task) {
        const saved = await update.mutateAsync({ id: task.id, patch: values });
        successToast("Task saved", `"${saved.title}" was saved.`);
      } else {
        // No task yet: the create resolver checked these.
        const input = values as TaskCreateOutput;
        const made = await create.mutateAsync({ ...input, ...(columnId ? { columnId } : {}) });
        onCreated(made);
        // The Add button turned busy and lost the focus; give it back inside the dialog.
        requestAnimationFrame(() => document.getElementById(`${idPrefix}-title`)?.focus());
        successToast("Task added", `"${made.title}" was added. Add subtasks, comments or files below.`);
      }
    } catch (error) {
      throw onFormFields(error);
    }
  });

  // Subtasks wait on nothing of their own; a board task may wait on any other board task.
  const waitingOnThis = task ? dependents(board, task.id) : new Set<string>();
  const candidates = board.tasks.filter((t) => !t.parentId && t.id !== task?.id && !waitingOnThis.has(t.id));
  const dependsOnError = firstErrorMessage(errors.dependsOn);
  return (
    <>
      <form id={`${idPrefix}-form`} onSubmit={(e) => void submit(e)} noValidate className="min-w-0">
        <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
          <FormField
            id={`${idPrefix}-title`}
            label="Title"
            required
            error={errors.title?.message}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} maxLength={200} autoFocus {...register("title")} />}
          </FormField>
          <FormField
            id={`${idPrefix}-description`}
            label="Description"
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea {...control} rows={3} className="min-h-20" maxLength={5000} {...register("description")} />
            )}
          </FormField>
          <FormField
            id={`${idPrefix}-assignee`}
            label="Assignee"
            error={errors.assigneeId?.message}
            hint="You or one of the event's people"
          >
            {(control) => (
              <NativeSelect {...control} {...register("assigneeId")}>
                <option value="">Nobody yet</option>
                {board.assignees.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={`${idPrefix}-priority`} label="Priority" error={errors.priority?.message}>
            {(control) => (
              <NativeSelect {...control} {...register("priority")}>
                {TASK_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {PRIORITY_LABEL[p]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={`${idPrefix}-start`} label="Start date" error={errors.startDate?.message}>
            {(control) => <Input {...control} type="date" {...register("startDate")} />}
          </FormField>
          <FormField id={`${idPrefix}-due`} label="Due date" error={errors.dueDate?.message}>
            {(control) => <Input {...control} type="date" {...register("dueDate")} />}
          </FormField>
          <FormField
            id={`${idPrefix}-labels`}
            label="Labels"
            error={firstErrorMessage(errors.labels)}
            hint="Separate labels with commas, e.g. venue, money"
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} {...register("labels")} />}
          </FormField>
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox
              id={`${idPrefix}-milestone`}
              checked={milestone}
              onCheckedChange={(checked) => setValue("milestone", checked === true, { shouldDirty: true })}
            />
            <Label htmlFor={`${idPrefix}-milestone`}>Milestone (a key moment on the timeline)</Label>
          </div>
          {task?.parentId ? null : (
            <fieldset
              className="min-w-0 space-y-2 sm:col-span-2"
              aria-describedby={dependsOnError ? `${idPrefix}-deps-error` : undefined}
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
                    const checked = dependsOn.includes(c.id);
                    return (
                      <li key={c.id} className="flex items-center gap-2 rounded-md px-1 py-1">
                        <Checkbox
                          id={`${idPrefix}-dep-${c.id}`}
                          checked={checked}
                          onCheckedChange={(on) =>
                            setValue(
                              "dependsOn",
                              on === true ? [...dependsOn, c.id] : dependsOn.filter((d) => d !== c.id),
                              { shouldDirty: true },
                            )
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
              <FieldError id={`${idPrefix}-deps-error`} message={dependsOnError} />
            </fieldset>
          )}
        </div>
        <FieldError message={formError ?? undefined} />
      </form>
      <DialogFooter>
        {task ? (
          <Button variant="destructive-outline" className="sm:mr-auto" disabled={saving} onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete task
          </Button>
        ) : null}
        <Button variant="outline" disabled={saving} onClick={onClose}>
          {task ? "Close" : "Cancel"}
        </Button>
        <Button type="submit" form={`${idPrefix}-form`} loading={saving}>
          {task ? "Save changes" : "Add task"}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The one field of the inline forms below: a subtask's title, a comment's text. */
interface SubtaskValues {
  title: string;
}
interface CommentValues {
  body: string;
}

/** The API's own checks, after the empty box is said in these forms' words. */
const subtaskResolver = zodResolver(
  z.object({ title: z.string().trim().min(1, "Write what needs doing first.").pipe(ZTaskCreateInput.shape.title) }),
);
const commentResolver = zodResolver(
  z.object({ body: z.string().trim().min(1, "Write a comment first.").pipe(ZTaskCommentInput.shape.body) }),
);
const SUBTASK_FIELDS = ["title"] as const satisfies ReadonlyArray<keyof SubtaskValues>;
const COMMENT_FIELDS = ["body"] as const satisfies ReadonlyArray<keyof CommentValues>;

function Subtasks({ eventId, detail }: { eventId: string; detail: TTaskDetail }) {
  const id = useId();
  const add = useCreateTask(eventId, detail.task.id);
  const update = useUpdateTask(eventId, detail.task.id);
  const remove = useDeleteTask(eventId, detail.task.id);
  const {
    register,
    reset,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<SubtaskValues, SubtaskValues>({
    resolver: subtaskResolver,
    defaultValues: { title: "" },
    fieldNames: SUBTASK_FIELDS,
    failure: "The subtask could not be added.",
  });
  const done = detail.subtasks.filter((s) => s.done).length;
  // One line under the box, whether the title or the adding went wrong.
  const error = errors.title?.message ?? formError ?? undefined;

  const submit = submitWith(async ({ title }) => {
    await add.mutateAsync({ title, parentId: detail.task.id });
    reset();
  });

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
      <form onSubmit={(e) => void submit(e)} noValidate className="flex gap-2">
        <Input
          aria-label="New subtask"
          placeholder="Add a subtask"
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register("title")}
        />
        <Button type="submit" variant="outline" loading={isSubmitting}>
          Add
        </Button>
      </form>
      <FieldError id={`${id}-error`} message={error} />
    </section>
  );
}

/** What someone wrote has no event's zone: read in the reader's, in the words of every other time. */
const commentTime = (iso: string) => formatMoment(iso, browserTimeZone());

/** A comment's text box, with the line saying what is wrong with it under it. */
function CommentBox({
  id,
  error,
  ...props
}: ComponentProps<typeof Textarea> & { id: string; error: string | undefined }) {
  return (
    <>
      <Textarea
        rows={2}
        className="min-h-16"
        maxLength={4000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

/** The author's rewrite of a comment, in place of its text. */
function CommentEditForm({
  eventId,
  taskId,
  comment,
  onDone,
}: {
  eventId: string;
  taskId: string;
  comment: TTaskComment;
  onDone: () => void;
}) {
  const id = useId();
  const edit = useEditComment(eventId, taskId);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<CommentValues, CommentValues>({
    resolver: commentResolver,
    defaultValues: { body: comment.body },
    fieldNames: COMMENT_FIELDS,
    failure: "The comment could not be saved.",
  });

  const submit = submitWith(async ({ body }) => {
    await edit.mutateAsync({ id: comment.id, body });
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-1 space-y-2">
      <CommentBox
        id={id}
        aria-label="Edit comment"
        autoFocus
        error={errors.body?.message ?? formError ?? undefined}
        {...register("body")}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="outline" loading={isSubmitting}>
          Save comment
        </Button>
      </div>
    </form>
  );
}

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
  const [editing, setEditing] = useState(false);
  const remove = useDeleteComment(eventId, taskId);

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
        {editing ? null : (
          <div className="-my-1 flex shrink-0 gap-1">
            {mine ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Edit the comment of ${commentTime(comment.createdAt)}`}
                onClick={() => setEditing(true)}
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
        )}
      </div>
      {editing ? (
        <CommentEditForm eventId={eventId} taskId={taskId} comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <p className="whitespace-pre-wrap">{comment.body}</p>
      )}
    </li>
  );
}

function Comments({ eventId, detail }: { eventId: string; detail: TTaskDetail }) {
  const id = useId();
  const { user } = useAuth();
  const add = useAddComment(eventId, detail.task.id);
  const {
    register,
    reset,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<CommentValues, CommentValues>({
    resolver: commentResolver,
    defaultValues: { body: "" },
    fieldNames: COMMENT_FIELDS,
    failure: "The comment could not be added.",
  });

  const submit = submitWith(async ({ body }) => {
    await add.mutateAsync(body);
    reset();
  });

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
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
        <CommentBox
          id={`${id}-new`}
          aria-label="New comment"
          placeholder="Write a comment"
          error={errors.body?.message ?? formError ?? undefined}
          {...register("body")}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="outline" loading={isSubmitting}>
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
  const [loadedFor, setLoadedFor] = useState<string | null | undefined>(undefined);
  // The form's starting values; a new `version` starts a fresh form (a new key), so the fields start over.
  const [start, setStart] = useState<{ version: number; values: TaskFormValues; columnId: string | undefined }>(() => ({
    version: 0,
    values: formValuesOf(null),
    columnId: undefined,
  }));
  const open = target !== null;
  const formKey = open ? (taskId ?? `new-${target.columnId ?? ""}`) : undefined;

  // Opening on another task (or a new one) starts from its saved values.
  if (open && loadedFor !== formKey && (taskId === null || task)) {
    setLoadedFor(formKey);
    setStart({ version: start.version + 1, values: formValuesOf(task), columnId: target.columnId });
  }

  function close() {
    setCreated(null);
    setLoadedFor(undefined);
    onClose();
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
        <TaskForm
          key={start.version}
          board={board}
          task={task}
          defaultValues={start.values}
          columnId={start.columnId}
          idPrefix={id}
          saving={saving}
          create={create}
          update={update}
          onCreated={(made) => {
            // The same form goes on editing the task it made: no fresh start.
            setCreated(made);
            setLoadedFor(made.id);
          }}
          onDelete={() => (remove.reset(), setConfirmingDelete(true))}
          onClose={close}
        />
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
