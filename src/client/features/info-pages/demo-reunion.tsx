/**
 * The demo reunion (/reunion-demo, and /reunion-info without an id): the sample page of
 * #shared/info-pages/reunion-demo.ts in the same component guests get, clearly labelled as a demo,
 * with a way to make one's own.
 */
import { useState } from "react";
import { Link } from "react-router";
import { ArrowRight, FlaskConical } from "lucide-react";
import { reunionDemo } from "#shared/info-pages/reunion-demo.ts";
import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth.ts";
import { PublicInfoPage } from "./public-info-page.tsx";

/** Signed in: straight to the editor; a visitor: to sign-up first. */
function CreateYourOwn({ onColour = false }: { onColour?: boolean }) {
  const { isAuthenticated } = useAuth();
  return (
    <Button
      asChild
      variant={onColour ? "outline" : "default"}
      className={onColour ? "shrink-0 border-transparent" : "shrink-0"}
    >
      <Link to={isAuthenticated ? "/event-info-editor" : "/signup"}>
        {isAuthenticated ? "Create your information page" : "Sign up free to make your own"}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

function DemoNotice() {
  return (
    <aside
      aria-label="About this demo"
      className="flex flex-col gap-4 rounded-xl border border-primary/20 bg-primary-soft p-4 text-primary-soft-foreground sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">Demo reunion</p>
          <p className="text-sm text-pretty">
            A sample of the information page Gatherly makes for a reunion. The people, dates and places are made up.
          </p>
        </div>
      </div>
      <CreateYourOwn />
    </aside>
  );
}

function CallToAction() {
  return (
    <section
      aria-labelledby="demo-cta-title"
      className="rounded-2xl bg-gradient-to-br from-primary to-primary-hover p-6 text-primary-foreground shadow-soft sm:p-8"
    >
      <h2 id="demo-cta-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
        Your gathering deserves a page like this
      </h2>
      <p className="mt-2 max-w-xl text-pretty opacity-90">
        Write the schedule, directions, dress code and answers once, preview them, and share one link. The schedule
        follows your plans as they change, and guests need no account.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <CreateYourOwn onColour />
      </div>
    </section>
  );
}

export function DemoReunion({ withCallToAction }: { withCallToAction: boolean }) {
  // Computed once per visit: the demo's date is always a few weeks ahead.
  const [page] = useState(() => reunionDemo());
  return <PublicInfoPage page={page} notice={<DemoNotice />} after={withCallToAction ? <CallToAction /> : undefined} />;
}
