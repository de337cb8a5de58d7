/**
 * The header's actions for a signed-in person: Messages, the account switcher and the line under the header of
 * a business team's member (features/team, a file of its own), the account button and Sign Out. Loaded by the
 * header only once the session says "member", so a visitor's first page (and every prerendered page, which is
 * rendered signed out) does not download the avatar, the sign-out mutation or the unread count.
 */
import { lazy, Suspense } from "react";
import { UnreadMessagesLink } from "#client/features/messages/unread-link.tsx";
import { AccountButton } from "./account-button.tsx";
import { SignOutButton } from "./sign-out-button.tsx";

const TeamHeader = lazy(() => import("#client/features/team/team-header.tsx"));

export default function MemberActions() {
  return (
    <>
      <UnreadMessagesLink />
      <Suspense fallback={null}>
        <TeamHeader />
      </Suspense>
      <AccountButton />
      <SignOutButton className="hidden lg:inline-flex" />
    </>
  );
}
