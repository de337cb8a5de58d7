import { PlanTestingPage } from "./plan-testing-page.tsx";

/** /pro-plan-testing */
export default function ProPlanTestingPage() {
  return <PlanTestingPage plan="pro" />;
}
