import { AdminPage } from "./admin-page.tsx";
import { UserDirectory } from "./user-directory.tsx";

/** /admin/users */
export default function AdminUsersPage() {
  return (
    <AdminPage
      title="Manage Users"
      description="Find any account by name or email. Manage opens its plan, trial, role, sessions and history."
    >
      <UserDirectory view="users" />
    </AdminPage>
  );
}
