import type { Db } from "../../db/client.ts";
import { sendInvitationMail, TEAM_MAIL_QUEUE, type TeamDeps } from "./service.ts";

export async function registerTeamWorkers(db: Db, deps: TeamDeps): Promise<void> {
  await deps.jobs.work<{ invitationId: string }>(TEAM_MAIL_QUEUE, (job) =>
    sendInvitationMail(db, deps, job.invitationId),
  );
}
