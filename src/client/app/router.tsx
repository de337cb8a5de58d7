/**
 * The route table. Pages load on demand (React.lazy) behind the layout's "Loading..." fallback; guarded
 * pages sit inside RequireAuth. The full table of spec section 2 grows here issue by issue.
 */
import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RequireAuth } from "./require-auth.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "./route-error.tsx";

/** Spec section 2: the home page has its own message when its code cannot be loaded. */
function HomeLoadError() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-lg font-medium">Error loading Home page. Please refresh.</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Refresh page
      </Button>
    </div>
  );
}

const HomePage = lazy(() =>
  import("#client/features/home/home-page.tsx").catch(() => ({ default: HomeLoadError })),
);
const SignUpPage = lazy(() => import("#client/features/auth/signup-page.tsx"));
const LoginPage = lazy(() => import("#client/features/auth/login-page.tsx"));
const ForgotPasswordPage = lazy(() => import("#client/features/auth/forgot-password-page.tsx"));
const ResetPasswordPage = lazy(() => import("#client/features/auth/reset-password-page.tsx"));
const MagicLinkPage = lazy(() => import("#client/features/auth/magic-link-page.tsx"));
const AuthCallbackPage = lazy(() => import("#client/features/auth/auth-callback-page.tsx"));
const MailboxPage = lazy(() => import("#client/features/dev-mailbox/mailbox-page.tsx"));
const DashboardPage = lazy(() => import("#client/features/dashboard/dashboard-page.tsx"));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError fullPage />,
    children: [
      {
        // Keeps the top bar and footer around a page that fails.
        errorElement: <RouteError />,
        children: [
          { path: "/", element: <HomePage /> },
          { path: "/signup", element: <SignUpPage /> },
          { path: "/login", element: <LoginPage /> },
          { path: "/forgot-password", element: <ForgotPasswordPage /> },
          { path: "/reset-password", element: <ResetPasswordPage /> },
          { path: "/auth/update-password", element: <ResetPasswordPage /> },
          { path: "/auth/magic-link", element: <MagicLinkPage /> },
          { path: "/auth/callback", element: <AuthCallbackPage /> },
          {
            path: "/dashboard",
            element: (
              <RequireAuth>
                <DashboardPage />
              </RequireAuth>
            ),
          },
          { path: "/dev/mailbox", element: <MailboxPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
