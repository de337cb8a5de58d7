/**
 * The people of one event, searched and filtered on the server: the directory (/directory) and the search
 * page (/search, filters open) are this one component. The search, filters, view and page live in the
 * address, so a reload or a shared link shows the same people.
 */
import { useId, useState } from "react";
import { LayoutGrid, SlidersHorizontal, Table2, Users } from "lucide-react";
import { PEOPLE_STATUSES, type TMemberEvent, type TPeopleFacets, type TPeopleStatus } from "#shared/people/schemas.ts";
import { RSVP_STATUS_LABELS } from "#shared/rsvp/schemas.ts";
import { pluralTerm } from "#shared/words.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FilterSelect, ListSkeleton, NoMatches } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { ResponsiveRows, WideTable } from "#client/components/row-table.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { choiceParam, textParam, useListParams } from "#client/lib/use-list-params.ts";
import { usePageInRange } from "#client/lib/use-page-in-range.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { cn } from "#client/lib/utils.ts";
import { PEOPLE_PAGE_SIZE, usePeople, usePeopleFacets, type PeopleParams } from "./api.ts";
import { PersonAvatar, PersonCard, PersonDialog, StatusBadge, type ShownPerson } from "./person-parts.tsx";

const VIEWS = ["cards", "table"] as const;
type View = (typeof VIEWS)[number];
const STATUS_CHOICES = ["", ...PEOPLE_STATUSES] as const;

function usePeopleParams() {
  const [params, update] = useListParams<{
    q: string;
    group: string;
    status: "" | TPeopleStatus;
    location: string;
    tag: string;
    view: View;
    event: string;
    tab: string;
  }>({
    q: textParam(),
    group: textParam(),
    status: choiceParam(STATUS_CHOICES, ""),
    location: textParam(),
    tag: textParam(),
    view: choiceParam(VIEWS, "cards"),
    // The page's event picker keeps its choice in ?event=, the event page its open tab in ?tab=; both are
    // carried along since a filter rewrites the query.
    event: textParam(),
    tab: textParam(),
  });
  const list: PeopleParams = {
    q: params.q,
    group: params.group,
    status: params.status,
    location: params.location,
    tag: params.tag,
    page: params.page,
  };
  return { list, view: params.view, page: params.page, update };
}

function GroupChips({
  facets,
  groupTerm,
  value,
  onChange,
}: {
  facets: TPeopleFacets | undefined;
  groupTerm: string;
  value: string;
  onChange: (group: string) => void;
}) {
  const groups = facets?.groups ?? [];
  if (groups.length === 0) return null;
  const chip = (group: string, label: string) => (
    <Button
      key={group || "all"}
      type="button"
      size="sm"
      variant={value === group ? "default" : "outline"}
      aria-pressed={value === group}
      onClick={() => onChange(group)}
    >
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label={`Show one ${groupTerm.toLowerCase()}`} className="flex flex-wrap gap-2">
      {chip("", `Every ${groupTerm.toLowerCase()}`)}
      {groups.map((g) => chip(g.name, `${groupTerm}: ${g.name} (${g.count})`))}
    </div>
  );
}

function PeopleTable({
  people,
  groupTerm,
  organiser,
  onOpen,
}: {
  people: ShownPerson[];
  groupTerm: string;
  organiser: boolean;
  onOpen: (person: ShownPerson) => void;
}) {
  return (
    <WideTable
      caption="People"
      columns={[
        { label: "Name" },
        { label: groupTerm },
        { label: "Location" },
        { label: "Status" },
        ...(organiser ? [{ label: "Tags" }] : []),
      ]}
    >
      {people.map((person) => (
        <tr key={person.key} className="align-middle hover:bg-muted/30">
          <th scope="row" className="px-4 py-3 font-normal">
            <span className="flex items-center gap-3">
              <PersonAvatar name={person.name} photo={person.profile.photo} />
              <span className="font-medium break-words">
                {person.name}
                {person.isMe ? <span className="text-muted-foreground"> (you)</span> : null}
              </span>
            </span>
          </th>
          <td className="px-3 py-3 break-words">
            {person.organiser ? "Organiser" : person.group || <span className="text-muted-foreground">—</span>}
          </td>
          <td className="px-3 py-3 break-words">
            {person.profile.location || <span className="text-muted-foreground">—</span>}
          </td>
          <td className="px-3 py-3">
            {person.status ? <StatusBadge status={person.status} waitlisted={person.waitlisted} /> : null}
          </td>
          {organiser ? (
            <td className="px-3 py-3 text-xs break-words text-muted-foreground">{person.tags?.join(", ") || "—"}</td>
          ) : null}
          <td className="px-4 py-3 text-right">
            <Button variant="outline" size="sm" onClick={() => onOpen(person)} aria-label={`View ${person.name}`}>
              View
            </Button>
          </td>
        </tr>
      ))}
    </WideTable>
  );
}

function CardGrid({
  people,
  groupTerm,
  onOpen,
  className,
}: {
  people: ShownPerson[];
  groupTerm: string;
  onOpen: (person: ShownPerson) => void;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {people.map((person) => (
        <PersonCard key={person.key} person={person} groupTerm={groupTerm} onOpen={onOpen} />
      ))}
    </ul>
  );
}

export function PeopleSearch({ event, filtersOpenAtFirst }: { event: TMemberEvent; filtersOpenAtFirst: boolean }) {
  const panelId = useId();
  const resultsId = useId();
  const { list: params, view, page, update } = usePeopleParams();
  const isOrganiser = event.role === "organiser";
  const [filtersOpen, setFiltersOpen] = useState(
    filtersOpenAtFirst || params.status !== "" || params.location !== "" || params.tag !== "",
  );
  const people = usePeople(event.id, params);
  const facets = usePeopleFacets(event.id);
  const opening = useTarget<ShownPerson>();
  const data = people.data;
  const groupTerm = event.groupTerm;
  const members = pluralTerm(event.memberTerm).toLowerCase();
  const filtered =
    params.q !== "" || params.group !== "" || params.status !== "" || params.location !== "" || params.tag !== "";
  usePageInRange({
    page,
    shown: data?.items.length,
    total: data?.total,
    pageSize: PEOPLE_PAGE_SIZE,
    onPage: (p) => update({ page: p }),
  });

  const organiserId = data?.organiser.userId;
  const shown: ShownPerson[] = (data?.items ?? []).map((p) => ({
    ...p,
    key: p.guestId,
    organiser: p.userId !== null && p.userId === organiserId,
  }));
  // The organiser heads the first page of the unfiltered list: everyone should find who runs the event. An
  // organiser on their own guest list is found there instead, marked as the organiser, so never twice.
  if (data && !data.organiser.onGuestList && !filtered && page === 1) {
    shown.unshift({
      key: `organiser-${data.organiser.userId}`,
      name: data.organiser.name,
      userId: data.organiser.userId,
      isMe: data.organiser.isMe,
      profile: data.organiser.profile,
      organiser: true,
    });
  }
  const clear = () => update({ q: "", group: "", status: "", location: "", tag: "" });
  const groupOptions = [
    { value: "", label: `Every ${groupTerm.toLowerCase()}` },
    ...(facets.data?.groups ?? []).map((g) => ({ value: g.name, label: `${g.name} (${g.count})` })),
  ];
  if (params.group && !groupOptions.some((o) => o.value === params.group))
    groupOptions.push({ value: params.group, label: params.group });
  const tagOptions = [
    { value: "", label: "Any tag" },
    ...(facets.data?.tags ?? []).map((t) => ({ value: t.name, label: `${t.name} (${t.count})` })),
  ];
  if (params.tag && !tagOptions.some((o) => o.value === params.tag))
    tagOptions.push({ value: params.tag, label: params.tag });

  return (
    <div className="space-y-4">
      <div role="search" aria-label={`Search ${members}`} className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            label="Search people"
            value={params.q}
            onSearch={(q) => update({ q })}
            placeholder="Name or location"
            className="flex-1"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters
            </Button>
            <div role="group" aria-label="Show people as" className="flex gap-1">
              <Button
                variant={view === "cards" ? "default" : "outline"}
                aria-pressed={view === "cards"}
                onClick={() => update({ view: "cards", page })}
              >
                <LayoutGrid aria-hidden="true" />
                Cards
              </Button>
              <Button
                variant={view === "table" ? "default" : "outline"}
                aria-pressed={view === "table"}
                onClick={() => update({ view: "table", page })}
              >
                <Table2 aria-hidden="true" />
                Table
              </Button>
            </div>
          </div>
        </div>
        <div
          id={panelId}
          hidden={!filtersOpen}
          className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          <FilterSelect
            label="Answer"
            value={params.status}
            options={STATUS_CHOICES.map((s) => ({ value: s, label: s === "" ? "Any answer" : RSVP_STATUS_LABELS[s] }))}
            onChange={(status) => update({ status })}
          />
          <FilterSelect
            label={groupTerm}
            value={params.group}
            options={groupOptions}
            onChange={(group) => update({ group })}
          />
          <SearchField
            label="Location"
            value={params.location}
            onSearch={(location) => update({ location })}
            placeholder="City or country"
          />
          {isOrganiser ? (
            <FilterSelect label="Tag" value={params.tag} options={tagOptions} onChange={(tag) => update({ tag })} />
          ) : null}
          {filtered ? (
            <div className="flex items-end">
              <Button variant="ghost" onClick={clear}>
                Clear filters
              </Button>
            </div>
          ) : null}
        </div>
        {filtersOpen ? null : (
          <GroupChips
            facets={facets.data}
            groupTerm={groupTerm}
            value={params.group}
            onChange={(group) => update({ group })}
          />
        )}
      </div>

      <section aria-labelledby={resultsId} aria-busy={people.isPlaceholderData || undefined} className="space-y-3">
        <h2 id={resultsId} className="sr-only">
          People at {event.name}
        </h2>
        {people.isPending ? (
          <ListSkeleton label="Loading people" rows={4} />
        ) : people.isError && !data ? (
          <LoadFailedAlert
            title="We couldn't load the people of this event."
            error={people.error}
            retrying={people.isFetching}
            onRetry={() => void people.refetch()}
          />
        ) : data && data.total === 0 && !filtered ? (
          <EmptyState icon={Users} title="No guests yet" headingLevel={3}>
            {isOrganiser
              ? "Add guests to the guest list on the RSVP page; they appear here, and those who sign up with the invited address can see each other."
              : "The organiser has not added anyone else yet."}
          </EmptyState>
        ) : data && data.items.length === 0 ? (
          <NoMatches icon={Users} items="people" onClear={clear} />
        ) : data ? (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.total === 1 ? "1 person" : `${data.total.toLocaleString()} people`}
              {filtered ? " match" : " on the guest list"}
            </p>
            <ResponsiveRows stale={people.isPlaceholderData}>
              {view === "table" ? (
                <>
                  <PeopleTable people={shown} groupTerm={groupTerm} organiser={isOrganiser} onOpen={opening.open} />
                  <CardGrid people={shown} groupTerm={groupTerm} onOpen={opening.open} className="md:hidden" />
                </>
              ) : (
                <CardGrid people={shown} groupTerm={groupTerm} onOpen={opening.open} />
              )}
            </ResponsiveRows>
            <Pagination
              label="People pages"
              page={page}
              total={data.total}
              pageSize={PEOPLE_PAGE_SIZE}
              onPage={(p) => update({ page: p })}
            />
          </>
        ) : null}
      </section>
      <PersonDialog person={opening.target} groupTerm={groupTerm} onClose={opening.close} />
    </div>
  );
}
