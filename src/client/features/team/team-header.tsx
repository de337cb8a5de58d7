/**
 * What the team feature adds to the header of a signed-in person (ADR 032): the account switcher, for people on a
 * business team, and the line under the header while they work in another's account. Loaded by the header's
 * member actions (app/shell/member-actions.tsx), so no visitor downloads it.
 */
import { AccountSwitcher } from "./account-switcher.tsx";
import { WorkingInBanner } from "./working-in-banner.tsx";

export default function TeamHeader() {
  return (
    <>
      <AccountSwitcher />
      <WorkingInBanner />
    </>
  );
}
