import { PlanTestingPage } from "./plan-testing-page.tsx";

/** /business-plan-testing */
export default function BusinessPlanTestingPage() {
  return <PlanTestingPage plan="business" />;
}
