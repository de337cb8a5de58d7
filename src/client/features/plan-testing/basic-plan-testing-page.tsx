import { PlanTestingPage } from "./plan-testing-page.tsx";

/** /basic-plan-testing */
export default function BasicPlanTestingPage() {
  return <PlanTestingPage plan="free" />;
}
