/**
 * /scan/:token: the door scanner staff open from a link, with no account (ADR 018). The whole screen is
 * the page: the list and its counts, one code field that keyboard-wedge scanners and fingers type into, the
 * camera on request, each answer big and loud, undo for the last admission, and scans kept on the device
 * while the connection is gone. Door staff signed in for the event also find tickets by name and type short
 * codes (ADR 025); anyone else is told how to.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useParams } from "react-router";
import { Camera, Link2Off } from "lucide-react";
import type { TDoorView } from "#shared/tickets/schemas.ts";
import { LoadingScreen } from "#client/components/loading-screen.tsx";
import { isNotFound, LoadFailedAlert, NotFoundState } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { useDoorView } from "./api.ts";
import { CameraScanner } from "./camera-scanner.tsx";
import { useKeepFocus, useOnline } from "./door-hooks.ts";
import { ConflictsPanel, DoorHeader, RecentScans, SyncStatus, UndoBar } from "./door-panels.tsx";
import { DoorSearch } from "./door-search.tsx";
import { readMuted, readStaffName, saveMuted, saveStaffName } from "./door-storage.ts";
import { ScanAnnouncer, ScanResultOverlay } from "./scan-result.tsx";
import { unlockSound } from "./sounds.ts";
import { StaffNameDialog } from "./staff-name-dialog.tsx";
import { useDoorScanner } from "./use-door-scanner.ts";

/** The schema's limit for a code. */
const CODE_MAX = 200;

function LinkGone() {
  return (
    <NotFoundState
      titleId="door-link-gone-title"
      icon={Link2Off}
      title="This door link no longer works"
      message="Ask the organiser for the new one."
      backTo="/"
      backLabel="Go to the Gatherly home page"
    />
  );
}

/** For whoever opened the door by link alone: the organiser signed in can do more here. */
function SignInForMore() {
  const location = useLocation();
  const returnTo = new URLSearchParams({ returnTo: `${location.pathname}${location.search}` });
  return (
    <p className="text-sm text-muted-foreground">
      Are you the organiser?{" "}
      <Link to={`/login?${returnTo.toString()}`} className="font-medium text-primary underline underline-offset-2">
        Sign in
      </Link>{" "}
      to find tickets by name and type short codes here.
    </p>
  );
}

function DoorDesk({ token, view }: { token: string; view: TDoorView }) {
  const [staff, setStaff] = useState(() => readStaffName() ?? "");
  const [askingName, setAskingName] = useState(() => readStaffName() === null);
  const [muted, setMuted] = useState(readMuted);
  const [cameraOn, setCameraOn] = useState(false);
  const [code, setCode] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const door = useDoorScanner({ token, timeZone: view.event.timeZone, staff, muted });
  useKeepFocus(inputRef, !askingName);

  // Browsers start sound only after a tap or key press: the first one anywhere on the page will do.
  useEffect(() => {
    document.addEventListener("pointerdown", unlockSound);
    document.addEventListener("keydown", unlockSound);
    return () => {
      document.removeEventListener("pointerdown", unlockSound);
      document.removeEventListener("keydown", unlockSound);
    };
  }, []);

  if (door.revoked) return <LinkGone />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code;
    setCode("");
    void door.scan(value);
  };

  const saveName = (name: string) => {
    saveStaffName(name);
    setStaff(name);
    setAskingName(false);
  };

  const timeZone = view.event.timeZone;
  const staffSignedIn = view.staff !== null;

  return (
    <section
      aria-labelledby="door-title"
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 pt-4 pb-24 sm:px-6 sm:pt-8"
    >
      <title>{`Check-in: ${view.event.name} · Gatherly`}</title>
      <DoorHeader
        view={view}
        staff={staff}
        onChangeStaff={() => setAskingName(true)}
        muted={muted}
        onToggleMute={() => {
          saveMuted(!muted);
          setMuted(!muted);
        }}
      />

      <form
        onSubmit={submit}
        aria-label="Check in a ticket"
        className="space-y-2 rounded-xl border bg-surface p-3 shadow-soft sm:p-4"
      >
        <Label htmlFor="door-code">Ticket code</Label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id="door-code"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={CODE_MAX}
            placeholder="Scan or type a code"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby="door-code-hint"
            className="h-14 font-mono text-lg tracking-wide placeholder:font-sans placeholder:tracking-normal sm:h-14 sm:text-lg"
          />
          <Button type="submit" size="lg" className="h-14 shrink-0 px-5">
            Check in
          </Button>
        </div>
        <p id="door-code-hint" className="text-xs text-muted-foreground">
          {staffSignedIn
            ? "Scan the QR code, or type the ticket's code or its 8-character short code. A handheld scanner presses Enter for you. Dashes and capitals don't matter."
            : "A handheld scanner types the code and presses Enter for you. Dashes and capitals don't matter."}
        </p>
        {cameraOn ? null : (
          <Button variant="outline" size="lg" className="h-12 w-full" onClick={() => setCameraOn(true)}>
            <Camera aria-hidden="true" />
            Use camera
          </Button>
        )}
      </form>

      {cameraOn ? <CameraScanner onCode={(value) => void door.scan(value)} onClose={() => setCameraOn(false)} /> : null}

      {view.staff ? (
        <DoorSearch
          token={token}
          listId={view.staff.listId}
          timeZone={timeZone}
          allowReentry={view.list.allowReentry}
          onCheckIn={door.scan}
        />
      ) : (
        <SignInForMore />
      )}

      <SyncStatus online={online} waiting={door.waiting} syncing={door.syncing} onSync={() => void door.sync()} />
      {door.lastAdmission ? (
        <UndoBar admission={door.lastAdmission} undoing={door.undoing} onUndo={() => void door.undo()} />
      ) : null}
      <ConflictsPanel
        issues={door.issues}
        timeZone={timeZone}
        onDismiss={door.dismissIssue}
        onClearAll={door.clearIssues}
      />
      <RecentScans recent={door.recent} timeZone={timeZone} />

      {door.shown ? (
        <ScanResultOverlay
          shown={door.shown}
          onDismiss={door.dismiss}
          onUndo={() => void door.undo()}
          undoing={door.undoing}
        />
      ) : null}
      <ScanAnnouncer shown={door.shown} />

      <StaffNameDialog
        open={askingName}
        current={staff}
        onDone={saveName}
        onClosed={() => inputRef.current?.focus({ preventScroll: true })}
      />
    </section>
  );
}

function DoorScanner({ token }: { token: string }) {
  const view = useDoorView(token);
  if (isNotFound(view.error)) return <LinkGone />;
  if (view.data) return <DoorDesk token={token} view={view.data} />;
  if (view.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
        <LoadFailedAlert
          title="We couldn't open this door's list."
          error={view.error}
          retrying={view.isFetching}
          onRetry={() => void view.refetch()}
        />
      </div>
    );
  }
  return <LoadingScreen className="flex-1" label="Loading the door scanner..." />;
}

export default function DoorScannerPage() {
  const { token = "" } = useParams();
  // Keyed by token: another door link starts with its own queue and answers.
  return <DoorScanner key={token} token={token} />;
}
