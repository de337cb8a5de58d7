import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useUserData } from "#client/lib/account.ts";
import { AtAGlance } from "./at-a-glance.tsx";
import { AT_A_GLANCE_KEY, findCategory } from "./categories.ts";
import { CategoryNav } from "./category-nav.tsx";
import { CategoryNotFound, CategoryView } from "./category-view.tsx";

/**
 * /dashboard: At a Glance, or one category of the feature catalogue chosen by ?category=.
 * The header's drawer lists the categories on small screens; the side list here does on wide ones.
 */
export default function DashboardPage() {
  const [searchParams] = useSearchParams();
  const me = useUserData();
  const selected = searchParams.get("category")?.trim() || AT_A_GLANCE_KEY;
  const category = selected === AT_A_GLANCE_KEY ? undefined : findCategory(selected);
  const isAdmin = me.data?.roles.isAdmin === true;
  const retry = () => void me.refetch();

  // The layout keeps the scroll position when only the query string changes; a new category is new
  // content, so it starts at the top like a new page.
  const previous = useRef(selected);
  useEffect(() => {
    if (previous.current === selected) return;
    previous.current = selected;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [selected]);

  let content;
  if (selected === AT_A_GLANCE_KEY) {
    content = (
      <AtAGlance
        me={me.data}
        isPending={me.isPending}
        error={me.isError ? me.error : null}
        retrying={me.isFetching}
        onRetry={retry}
      />
    );
  } else if (category) {
    content = (
      <CategoryView
        key={category.key}
        category={category}
        me={me.data}
        isPending={me.isPending}
        error={me.isError ? me.error : null}
        retrying={me.isFetching}
        onRetry={retry}
      />
    );
  } else {
    content = <CategoryNotFound categoryKey={selected} />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
      <div className="lg:grid lg:grid-cols-[13.5rem_minmax(0,1fr)] lg:gap-10">
        <CategoryNav selected={selected} isAdmin={isAdmin} />
        <div className="min-w-0">{content}</div>
      </div>
    </div>
  );
}
