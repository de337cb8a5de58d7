import { AdminPage } from "./admin-page.tsx";
import { UserDirectory } from "./user-directory.tsx";

/** /admin/subscriptions */
export default function AdminSubscriptionsPage() {
  return (
    <AdminPage
      title="Subscriptions"
      description="Every account's plan, running or ended trial and lifetime status. Manage changes the plan, starts or ends a trial, or sets a lifetime plan."
    >
      <UserDirectory view="subscriptions" />
    </AdminPage>
  );
}
