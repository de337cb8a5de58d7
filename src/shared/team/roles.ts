/**
 * A business account's team (ADR 032): the roles a member can hold and what each may do with the account's
 * events. The server refuses by these rules (plugins/auth.ts through team/acting.ts); the client only uses them
 * to hide what the role cannot do.
 */

export const TEAM_ROLES = ["owner", "admin", "editor", "finance", "viewer", "door"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A person's place in an account's team: their role, and the events they may reach (null: every event). */
export interface TeamSeat {
  role: TeamRole;
  events: readonly string[] | null;
}

/** Roles an invitation or a change of role may give; ownership is handed over on its own (transfer). */
export const INVITABLE_ROLES = ["admin", "editor", "finance", "viewer", "door"] as const satisfies readonly TeamRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Spec: "Multi-admin limit: 10 admin accounts", besides the account's own, counting pending invitations. */
export const TEAM_SEAT_LIMIT = 10;

/** How long an emailed team invitation stays valid. */
export const TEAM_INVITATION_DAYS = 7;

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: "Owner",
  admin: "Admin",
  editor: "Editor",
  finance: "Finance",
  viewer: "Viewer",
  door: "Door staff",
};

export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: "Everything, including the team, the plan and handing over ownership.",
  admin: "Everything in the account's events, and invites or removes team members other than owners.",
  editor: "Plans and changes events, guests, tickets and messages; no money and no team.",
  finance: "Sees everything; changes budgets, expenses and ticket payments only.",
  viewer: "Sees everything, changes nothing.",
  door: "Sees everything, checks tickets in at the door and volunteers in for their shifts.",
};

/**
 * What a call does to the account's records: reads them, changes them, moves money (budgets, expenses, ticket
 * payments and refunds), checks people in, or manages the team itself.
 */
export type TeamRight = "read" | "edit" | "money" | "door" | "team";

const ROLE_RIGHTS: Record<TeamRole, readonly TeamRight[]> = {
  owner: ["read", "edit", "money", "door", "team"],
  admin: ["read", "edit", "money", "door", "team"],
  editor: ["read", "edit", "door"],
  finance: ["read", "money"],
  viewer: ["read"],
  door: ["read", "door"],
};

export function roleAllows(role: TeamRole, right: TeamRight): boolean {
  return ROLE_RIGHTS[role].includes(right);
}

/** The endpoint facts the right of a call is read from (a contract endpoint, src/shared/contract.ts). */
interface RightFacts {
  method: string;
  path: string;
  contract: string;
}

/**
 * The right a call needs. Reads need "read"; a budget's writes and a ticket order's payment, cancellation or a
 * ticket's refund need "money"; setting up check-in lists and their door links, and checking volunteers in for a
 * shift, need "door"; every other write "edit".
 */
export function rightOfCall(endpoint: RightFacts): TeamRight {
  const { path, method } = endpoint;
  if (method === "GET") return "read";
  if (endpoint.contract === "team") return "team";
  if (endpoint.contract === "budgets") return "money";
  if (path.startsWith("/api/orders/") && !path.endsWith("/resend")) return "money";
  if (path === "/api/tickets/:ticketId/cancel") return "money";
  if (path.includes("/checkin-lists")) return "door";
  // Checking volunteers in for a shift (or marking them absent) is door work too.
  if (/\/volunteers\/assignments\/:assignmentId\/(check-in|no-show)$/.test(path)) return "door";
  return "edit";
}

/** The refusal of an account-wide call to a member limited to some events (ADR 033). */
export const LIMITED_REACH_REFUSAL =
  "Your access is limited to some events of this account; ask an owner or admin for this.";

/** The refusal's words: what the role cannot do. */
export function roleRefusal(role: TeamRole, right: TeamRight): string {
  const what: Record<TeamRight, string> = {
    read: "see this",
    edit: "change this",
    money: "change money matters",
    door: "check people in",
    team: "manage the team",
  };
  return `Your role (${TEAM_ROLE_LABELS[role]}) cannot ${what[right]}.`;
}
