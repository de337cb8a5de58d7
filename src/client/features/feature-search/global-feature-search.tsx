import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { showsFeatureSearch } from "#shared/routes.ts";

// Loaded only on the pages that show it (not the home page); a prerendered page keeps its HTML until then.
const FeatureSearchBox = lazy(() => import("./feature-search-box.tsx"));

/**
 * The global feature search: an ARIA combobox over the feature catalogue. The route table
 * decides where it shows, so the layout can mount it once for every page.
 */
export function GlobalFeatureSearch() {
  const { pathname } = useLocation();
  if (!showsFeatureSearch(pathname)) return null;
  return (
    // The box's height, so the page below does not move when it arrives.
    <Suspense fallback={<div className="h-11 w-full sm:h-10" />}>
      <FeatureSearchBox />
    </Suspense>
  );
}
