/**
 * The header's actions for a signed-in person: Messages, the account button and Sign Out. Loaded by the
 * header only once the session says "member", so a visitor's first page (and every prerendered page, which
 * is rendered signed out) does not download the avatar, the sign-out mutation or the unread count.
 */
import { UnreadMessagesLink } from "#client/features/messages/unread-link.tsx";
import { AccountButton } from "./account-button.tsx";
import { SignOutButton } from "./sign-out-button.tsx";

export default function MemberActions() {
  return (
    <>
      <UnreadMessagesLink />
      <AccountButton />
      <SignOutButton className="hidden lg:inline-flex" />
    </>
  );
}
