/**
 * "Use this template": the few things a template cannot know (name, first day, start time, time zone),
 * checked with the API's own schema, then one request that creates the whole event.
 */
import { useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { ZUseTemplateInput } from "#shared/templates/schemas.ts";
import type { EventTemplate } from "#shared/templates/types.ts";
import { browserTimeZone, zonedInputToIso } from "#shared/zoned-time.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { TimeZoneOptions } from "#client/components/time-zone-options.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { submitFailureMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { groupZones, useTimeZoneNames, zoneOptions } from "#client/lib/time-zones.ts";
import { successToast } from "#client/lib/toast.ts";
import { useUseTemplate } from "./api.ts";
import { budgetTotal, daysBeforeText, leadDays, timeOfDayText } from "./format.ts";

interface UseFormValues {
  name: string;
  startDate: string;
  startTime: string;
  timeZone: string;
}

const FIELD_NAMES = ["name", "startDate", "startTime", "timeZone"] as const satisfies ReadonlyArray<
  keyof UseFormValues
>;

const resolver = shapedZodResolver<UseFormValues, typeof ZUseTemplateInput>(ZUseTemplateInput, (values) => ({
  // An empty name means the template's own; an empty time means its usual start.
  ...(values.name.trim() ? { name: values.name } : {}),
  startDate: values.startDate,
  ...(values.startTime ? { startTime: values.startTime } : {}),
  timeZone: values.timeZone,
}));

/** A calendar day in the browser's own reckoning, "YYYY-MM-DD". */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Far enough ahead for the whole checklist, so no item starts out overdue. */
function suggestedStart(template: EventTemplate): string {
  const date = new Date();
  date.setDate(date.getDate() + Math.max(leadDays(template), 7));
  return localDate(date);
}

export function UseTemplateDialog({
  template,
  open,
  onOpenChange,
}: {
  template: EventTemplate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Use the {template.title} template</DialogTitle>
          <DialogDescription>
            We'll create a draft event with {template.activities.length} activities, a checklist of{" "}
            {template.checklist.length} items ({template.tasks.length} of them planning tasks on the board) and a{" "}
            {budgetTotal(template)} budget outline. You can change all of it afterwards.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from fresh suggestions. */}
        {open ? <UseTemplateForm template={template} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UseTemplateForm({ template, onCancel }: { template: EventTemplate; onCancel: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useUseTemplate(template.slug);
  const zones = useTimeZoneNames();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UseFormValues, unknown, z.output<typeof ZUseTemplateInput>>({
    resolver,
    defaultValues: {
      name: template.defaultEventName,
      startDate: suggestedStart(template),
      startTime: template.defaultStartTime,
      timeZone: browserTimeZone(),
    },
  });
  const [timeZone, startDate, startTime] = useWatch({ control, name: ["timeZone", "startDate", "startTime"] });
  const zoneGroups = useMemo(() => groupZones(zoneOptions(zones.data, timeZone)), [zones.data, timeZone]);

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const event = await create.mutateAsync(input);
      successToast(
        "Event created",
        `"${event.name}" is a draft with its schedule and checklist from the ${template.title} template.`,
      );
      void navigate(`/event-details/${event.id}`);
    } catch (error) {
      setFormError(submitFailureMessage(error, setError, FIELD_NAMES, "The event could not be created."));
    }
  });

  const field = (name: keyof UseFormValues) => `${id}-${name}`;
  const lead = leadDays(template);
  const zoneAt = startDate && startTime ? zonedInputToIso(`${startDate}T${startTime}`, timeZone) : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Use the ${template.title} template`}
      className="grid gap-5"
    >
      <FormField
        id={field("name")}
        label="Event name"
        hint="Leave it empty to use the template's name."
        error={errors.name?.message}
      >
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            maxLength={200}
            placeholder={template.defaultEventName}
            {...register("name")}
          />
        )}
      </FormField>

      {/* Hints of one line each keep the two inputs level side by side. */}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={field("startDate")}
          label="First day"
          required
          hint={lead > 0 ? `Checklist from ${daysBeforeText(lead).toLowerCase()}` : "The event's first day"}
          error={errors.startDate?.message}
        >
          {(props) => <Input {...props} type="date" {...register("startDate")} />}
        </FormField>
        <FormField
          id={field("startTime")}
          label="Start time"
          hint={`Usually ${timeOfDayText(template.defaultStartTime)}; activities follow`}
          error={errors.startTime?.message}
        >
          {(props) => <Input {...props} type="time" {...register("startTime")} />}
        </FormField>
      </div>

      <FormField
        id={field("timeZone")}
        label="Time zone"
        required
        hint={timeZone ? `Times are set in ${describeTimeZone(timeZone, zoneAt)}.` : undefined}
        error={errors.timeZone?.message}
      >
        {(props) => (
          <NativeSelect {...props} {...register("timeZone")}>
            <TimeZoneOptions groups={zoneGroups} />
          </NativeSelect>
        )}
      </FormField>

      {formError ? (
        <Alert variant="destructive" role="alert" title="The event was not created">
          {formError}
        </Alert>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Create event
        </Button>
      </DialogFooter>
    </form>
  );
}
