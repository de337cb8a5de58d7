import { LogOut } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useSignOut } from "#client/lib/sign-out.ts";
import { SIGN_OUT_REDIRECT } from "./nav-links.ts";

/** Sign Out from the header or the drawer: the one sign-out of lib/sign-out.ts, back to the home page. */
export function SignOutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { signOut, pending } = useSignOut();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={pending}
      className={className}
      onClick={() => {
        void signOut(SIGN_OUT_REDIRECT).finally(onDone);
      }}
    >
      {pending ? null : <LogOut aria-hidden="true" />}
      Sign Out
    </Button>
  );
}
