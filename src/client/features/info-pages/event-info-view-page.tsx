import { useParams } from "react-router";
import { LinkedInfoPage } from "./linked-info-page.tsx";

/** /event-info-view/:shareToken: the published page, for anyone with the link, no account needed. */
export default function EventInfoViewPage() {
  const { shareToken = "" } = useParams();
  return <LinkedInfoPage token={shareToken} mode="view" />;
}
