import { ArrivesWithEvents } from "./arrives-with-events.tsx";

/** /admin/invitations */
export default function AdminInvitationsPage() {
  return <ArrivesWithEvents kind="invitations" />;
}
