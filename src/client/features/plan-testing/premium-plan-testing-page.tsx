import { PlanTestingPage } from "./plan-testing-page.tsx";

/** /premium-plan-testing */
export default function PremiumPlanTestingPage() {
  return <PlanTestingPage plan="premium" />;
}
