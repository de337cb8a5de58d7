/**
 * /invitation/:token, the guest's hub: the RSVP feature's invitation page, with what the other features show
 * the guest through the same link (a feature does not import another, so they meet here).
 */
import InvitationPage from "#client/features/rsvp/guest/invitation-page.tsx";
import { GuestAccountSection } from "#client/features/rsvp/guest/guest-account-section.tsx";
import { GuestNewsSection } from "#client/features/announcements/guest-news-section.tsx";
import { GuestPollsSection } from "#client/features/polls/guest-polls-section.tsx";
import { GuestTicketsSection } from "#client/features/tickets/guest/guest-tickets-section.tsx";

export default function InvitationRoute() {
  return (
    <InvitationPage
      hub={(view, token) => (
        <>
          <GuestNewsSection token={token} timeZone={view.event.timeZone} />
          <GuestPollsSection token={token} />
          <GuestTicketsSection token={token} />
          <GuestAccountSection email={view.guest.email} token={token} />
        </>
      )}
    />
  );
}
