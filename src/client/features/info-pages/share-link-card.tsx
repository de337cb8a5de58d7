/**
 * The page's one share link: it opens the public view (once published) and the preview. Replacing it
 * (the old one stops working) or revoking it closes both.
 */
import { Link2 } from "lucide-react";
import type { TInfoPage } from "#shared/info-pages/schemas.ts";
import { ShareLinkControls } from "#client/components/share-link-controls.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { useRegenerateInfoPageLink, useRevokeInfoPageLink, viewUrl } from "./api.ts";

export function ShareLinkCard({ page }: { page: TInfoPage }) {
  const regenerate = useRegenerateInfoPageLink();
  const revoke = useRevokeInfoPageLink();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Link2 aria-hidden="true" className="size-5 text-muted-foreground" />
          Share link
        </CardTitle>
        <CardDescription>
          Anyone with this link can open the published page, no account needed. Replacing or revoking it also closes the
          preview.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ShareLinkControls
          target={{ id: page.id, name: page.title }}
          url={page.shareToken ? viewUrl(page.shareToken) : null}
          label="Public link"
          note={
            page.status === "draft" ? (
              <p className="text-sm text-muted-foreground">
                Until you publish, the link says the page is not published yet.
              </p>
            ) : null
          }
          emptyText="No link: the public page and the preview are closed to everyone."
          createLabel="Create a new link"
          replaceDescription="The current link to the public page and its preview stops working straight away. Anyone you sent it to will need the new one."
          revokeDescription="The public page and the preview stop opening for everyone straight away. You can create a new link later."
          create={regenerate}
          revoke={revoke}
        />
      </CardContent>
    </Card>
  );
}
