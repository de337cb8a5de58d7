/**
 * A manager section listing what the organiser creates (ticket types, check-in lists): its heading with a
 * "New …" button once there is one, the loading and failure states, and an empty state whose one action
 * creates the first. The items' own layout and the section's dialogs are the caller's.
 */
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Plus, type LucideIcon } from "lucide-react";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ManagerSection } from "./manager-section.tsx";

export function CreatableListSection<T>({
  title,
  description,
  query,
  loadingLabel,
  skeletonRows,
  failedTitle,
  createLabel,
  onCreate,
  empty,
  items,
  children,
}: {
  title: string;
  description: ReactNode;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  skeletonRows: number;
  failedTitle: string;
  /** The button beside the heading ("New ticket type"). */
  createLabel: string;
  onCreate: () => void;
  /** The empty state: what the list is for, and the words of its button ("Create your first …"). */
  empty: { icon: LucideIcon; title: string; createLabel: string; text: ReactNode };
  items: (items: T[]) => ReactNode;
  /** The section's dialogs. */
  children: ReactNode;
}) {
  return (
    <ManagerSection
      title={title}
      description={description}
      actions={
        query.data && query.data.length > 0 ? (
          <Button onClick={onCreate} className="self-start sm:self-auto">
            <Plus aria-hidden="true" />
            {createLabel}
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <ListSkeleton label={loadingLabel} rows={skeletonRows} />
      ) : query.isError ? (
        <LoadFailedAlert
          title={failedTitle}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          headingLevel={3}
          action={
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              {empty.createLabel}
            </Button>
          }
        >
          {empty.text}
        </EmptyState>
      ) : (
        items(query.data)
      )}

      {children}
    </ManagerSection>
  );
}
