import { DemoReunion } from "./demo-reunion.tsx";

/** /reunion-demo: the demo reunion's information page with a call to make one's own. */
export default function ReunionDemoPage() {
  return <DemoReunion withCallToAction />;
}
