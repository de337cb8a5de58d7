import { useParams } from "react-router";
import { DemoReunion } from "./demo-reunion.tsx";
import { LinkedInfoPage } from "./linked-info-page.tsx";

/**
 * /reunion-info/:reunionId?: a reunion's public information page. The id is the share token of a
 * published information page (the same link as /event-info-view); without one, the demo reunion.
 */
export default function ReunionInfoPage() {
  const { reunionId } = useParams();
  return reunionId ? <LinkedInfoPage token={reunionId} mode="view" /> : <DemoReunion withCallToAction={false} />;
}
