/**
 * /profile (also /profiles, /profile-features, /registration, /user-registration): what I share with the
 * people of my events and who may see each part, with a preview of how others see me. Name and photo are
 * the account's, changed in the account settings.
 */
import { useId, useState } from "react";
import { Link } from "react-router";
import { useFieldArray, useWatch, type Path } from "react-hook-form";
import type { z } from "zod";
import { Eye, Plus, UserRound, X } from "lucide-react";
import {
  audiencesFor,
  PROFILE_AUDIENCE_LABELS,
  PROFILE_AUDIENCES,
  PROFILE_BIO_MAX,
  PROFILE_FIELD_LABELS,
  PROFILE_LINKS_MAX,
  visibleProfile,
  ZProfileInput,
  type TEventRole,
  type TMyProfile,
  type TProfileAudience,
  type TProfileField,
  type TProfileLink,
} from "#shared/people/schemas.ts";
import { SaveFormFooter } from "#client/components/form-footer.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { FormSkeleton, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { UnsavedChangesGuard } from "#client/components/ui/unsaved-changes-guard.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useMyProfile, useSaveProfile } from "./api.ts";
import { PeoplePageFrame, PersonAvatar, PersonDetails } from "./person-parts.tsx";
import { ThenPhotoSection } from "./then-photo-section.tsx";

interface ProfileFormValues {
  bio: string;
  location: string;
  phone: string;
  contactEmail: string;
  links: TProfileLink[];
  visibility: Record<TProfileField, TProfileAudience>;
}

type ProfileApiInput = z.output<typeof ZProfileInput>;

const LINK_FIELDS = Array.from(
  { length: PROFILE_LINKS_MAX },
  (_, i) => [`links.${i}.label`, `links.${i}.url`] as const,
).flat();
const VISIBILITY_FIELDS = (["photo", "thenPhoto", "bio", "location", "phone", "email", "links"] as const).map(
  (f) => `visibility.${f}` as const,
);
const FIELD_NAMES: ReadonlyArray<Path<ProfileFormValues>> = [
  "bio",
  "location",
  "phone",
  "contactEmail",
  "links",
  ...LINK_FIELDS,
  ...VISIBILITY_FIELDS,
];

const profileResolver = shapedZodResolver<ProfileFormValues, typeof ZProfileInput>(ZProfileInput, (values) => values);

function toFormValues(profile: TMyProfile): ProfileFormValues {
  return {
    bio: profile.bio,
    location: profile.location,
    phone: profile.phone,
    contactEmail: profile.contactEmail,
    links: profile.links,
    visibility: profile.visibility,
  };
}

function AudienceSelect({
  field,
  register,
}: {
  field: TProfileField;
  register: ReturnType<typeof useServerForm<ProfileFormValues, ProfileApiInput>>["register"];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Who sees {field === "email" ? "your contact email" : `your ${PROFILE_FIELD_LABELS[field].toLowerCase()}`}
      </Label>
      <NativeSelect id={id} {...register(`visibility.${field}`)}>
        {PROFILE_AUDIENCES.map((audience) => (
          <option key={audience} value={audience}>
            {PROFILE_AUDIENCE_LABELS[audience]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function Preview({ profile, values }: { profile: TMyProfile; values: ProfileFormValues }) {
  const [as, setAs] = useState<TEventRole>("attendee");
  const shown = visibleProfile(
    {
      image: profile.photo,
      thenPhoto: profile.thenPhoto,
      bio: values.bio,
      location: values.location,
      phone: values.phone,
      contactEmail: values.contactEmail,
      links: values.links.filter((l) => l.label.trim() && l.url.trim()),
      visibility: values.visibility,
    },
    audiencesFor(as),
  );
  return (
    <RegionCard
      icon={Eye}
      title="How others see you"
      description="A preview of your card in the directory, before and after you save."
    >
      <div className="space-y-4">
        <div role="group" aria-label="Preview as" className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={as === "attendee" ? "default" : "outline"}
            aria-pressed={as === "attendee"}
            onClick={() => setAs("attendee")}
          >
            People at my events
          </Button>
          <Button
            size="sm"
            variant={as === "organiser" ? "default" : "outline"}
            aria-pressed={as === "organiser"}
            onClick={() => setAs("organiser")}
          >
            Organisers
          </Button>
        </div>
        <p className="font-medium break-words">{profile.name}</p>
        <PersonDetails
          person={{ key: "me", name: profile.name, userId: profile.userId, isMe: false, profile: shown }}
          groupTerm=""
        />
        {Object.keys(shown).length === 0 ? (
          <p className="text-sm text-muted-foreground">They see only your name.</p>
        ) : null}
      </div>
    </RegionCard>
  );
}

function ProfileForm({ profile }: { profile: TMyProfile }) {
  const id = useId();
  const save = useSaveProfile();
  const {
    register,
    reset,
    control,
    formError,
    submitWith,
    formState: { errors, isDirty, isSubmitting },
  } = useServerForm<ProfileFormValues, ProfileApiInput>({
    resolver: profileResolver,
    defaultValues: toFormValues(profile),
    fieldNames: FIELD_NAMES,
    failure: "Your profile could not be saved.",
  });
  const links = useFieldArray({ control, name: "links" });
  const values = useWatch({ control }) as ProfileFormValues;
  const submit = submitWith(async (input) => {
    const saved = await save.mutateAsync(input);
    reset(toFormValues(saved));
    successToast("Profile saved", "The people of your events see the new version.");
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <UnsavedChangesGuard when={isDirty} description="Your profile changes are not saved yet." />
      <RegionCard
        icon={UserRound}
        title="About you"
        description="Shared with the people of the events you organise or are invited to."
      >
        <form noValidate onSubmit={submit} className="space-y-6">
          <div className="flex flex-col gap-4 rounded-lg border bg-muted/30 p-3 sm:flex-row sm:items-center">
            <PersonAvatar name={profile.name} photo={profile.photo} size="lg" />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-medium break-words">{profile.name}</p>
              <p className="text-sm text-muted-foreground">
                Your name and photo come from your account.{" "}
                <Link to="/account-settings" className="underline underline-offset-2">
                  Change them in account settings
                </Link>
                .
              </p>
            </div>
            <AudienceSelect field="photo" register={register} />
          </div>

          <ThenPhotoSection profile={profile} audience={<AudienceSelect field="thenPhoto" register={register} />} />

          <div className="space-y-2">
            <FormField
              id={`${id}-bio`}
              label="About me"
              hint={`Up to ${PROFILE_BIO_MAX} characters.`}
              error={errors.bio?.message}
            >
              {(control) => <Textarea {...control} rows={4} {...register("bio")} />}
            </FormField>
            <AudienceSelect field="bio" register={register} />
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <FormField id={`${id}-location`} label="Location" error={errors.location?.message}>
                {(control) => <Input {...control} autoComplete="address-level2" {...register("location")} />}
              </FormField>
              <AudienceSelect field="location" register={register} />
            </div>
            <div className="space-y-2">
              <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
                {(control) => <Input {...control} type="tel" autoComplete="tel" {...register("phone")} />}
              </FormField>
              <AudienceSelect field="phone" register={register} />
            </div>
            <div className="space-y-2 sm:col-span-2">
              <FormField
                id={`${id}-email`}
                label="Contact email"
                hint="Can differ from the address you sign in with."
                error={errors.contactEmail?.message}
              >
                {(control) => <Input {...control} type="email" autoComplete="email" {...register("contactEmail")} />}
              </FormField>
              <AudienceSelect field="email" register={register} />
            </div>
          </div>

          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">Links</legend>
            {links.fields.length === 0 ? (
              <p className="text-sm text-muted-foreground">No links yet. Add your website or social profiles.</p>
            ) : null}
            <ul className="space-y-3">
              {links.fields.map((field, index) => (
                <li
                  key={field.id}
                  className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start"
                >
                  <FormField
                    id={`${id}-link-${index}-label`}
                    label={`Link ${index + 1} label`}
                    error={errors.links?.[index]?.label?.message}
                  >
                    {(control) => <Input {...control} placeholder="Website" {...register(`links.${index}.label`)} />}
                  </FormField>
                  <FormField
                    id={`${id}-link-${index}-url`}
                    label={`Link ${index + 1} address`}
                    error={errors.links?.[index]?.url?.message}
                  >
                    {(control) => (
                      <Input {...control} type="url" placeholder="https://" {...register(`links.${index}.url`)} />
                    )}
                  </FormField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="sm:mt-7"
                    onClick={() => links.remove(index)}
                    aria-label={`Remove link ${index + 1}`}
                  >
                    <X aria-hidden="true" />
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <FieldError message={errors.links?.message ?? errors.links?.root?.message} />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <Button
                type="button"
                variant="outline"
                disabled={links.fields.length >= PROFILE_LINKS_MAX}
                onClick={() => links.append({ label: "", url: "" })}
              >
                <Plus aria-hidden="true" />
                Add a link
              </Button>
              <AudienceSelect field="links" register={register} />
            </div>
          </fieldset>

          <p className="text-sm text-muted-foreground">
            Organisers also see the email and phone they put on their guest list, whatever you choose here.
          </p>
          <SaveFormFooter
            error={formError}
            errorTitle="Your profile was not saved"
            dirty={isDirty}
            submitting={isSubmitting}
            submitLabel="Save profile"
          />
        </form>
      </RegionCard>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <Preview profile={profile} values={values} />
      </div>
    </div>
  );
}

export default function ProfilePage() {
  const profile = useMyProfile();
  return (
    <PeoplePageFrame
      title="My profile"
      intro={
        <p>
          Tell the people at your events a little about yourself, and choose who sees each part: everyone at your
          events, only the organisers, or only you.
        </p>
      }
    >
      {profile.isPending ? (
        <FormSkeleton label="Loading your profile" />
      ) : profile.isError ? (
        <LoadFailedAlert
          title="We couldn't load your profile."
          error={profile.error}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </PeoplePageFrame>
  );
}
