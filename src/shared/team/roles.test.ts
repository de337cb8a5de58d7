import { describe, expect, it } from "vitest";
import { budgetsContract } from "../budgets/contract.ts";
import { eventsContract } from "../events/contract.ts";
import { teamContract } from "../team/contract.ts";
import { ticketsContract } from "../tickets/contract.ts";
import { volunteersContract } from "../volunteers/contract.ts";
import { roleAllows, rightOfCall } from "./roles.ts";

describe("the right a team member's call needs", () => {
  it("is read for reads, money for budgets and payments, door for check-ins, team for the team, else edit", () => {
    expect(rightOfCall(eventsContract.list)).toBe("read");
    expect(rightOfCall(eventsContract.update)).toBe("edit");
    expect(rightOfCall(teamContract.invite)).toBe("team");
    expect(rightOfCall(ticketsContract.confirmPayment)).toBe("money");
    expect(rightOfCall(volunteersContract.checkIn)).toBe("door");
    expect(rightOfCall(volunteersContract.noShow)).toBe("door");
    expect(rightOfCall(volunteersContract.adjustHours)).toBe("edit");
    expect(rightOfCall(volunteersContract.assign)).toBe("edit");
    const budgetWrite = Object.values(budgetsContract).find((endpoint) => endpoint.method !== "GET")!;
    expect(rightOfCall(budgetWrite)).toBe("money");
  });

  it("lets door staff check volunteers in but not plan the shifts", () => {
    expect(roleAllows("door", rightOfCall(volunteersContract.checkIn))).toBe(true);
    expect(roleAllows("door", rightOfCall(volunteersContract.createShift))).toBe(false);
    expect(roleAllows("finance", rightOfCall(volunteersContract.checkIn))).toBe(false);
  });
});
