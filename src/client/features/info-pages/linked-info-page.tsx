/** An information page opened by its share link: loading, the friendly wrong-link page, or the page itself. */
import type { ReactNode } from "react";
import type { TPublicInfoPage } from "#shared/info-pages/schemas.ts";
import { usePublicInfoPage, type PublicMode } from "./api.ts";
import { PreviewNotice, PublicInfoPage, PublicInfoPageFailure, PublicInfoPageSkeleton } from "./public-info-page.tsx";

export function LinkedInfoPage({
  token,
  mode,
  notice,
}: {
  token: string;
  mode: PublicMode;
  notice?: (page: TPublicInfoPage) => ReactNode;
}) {
  const query = usePublicInfoPage(token, mode);
  if (query.data) {
    const page = query.data;
    return <PublicInfoPage page={page} notice={page.preview ? <PreviewNotice page={page} /> : notice?.(page)} />;
  }
  if (query.isError) {
    return (
      <PublicInfoPageFailure error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }
  return <PublicInfoPageSkeleton />;
}
