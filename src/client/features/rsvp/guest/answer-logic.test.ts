import { describe, expect, it } from "vitest";
import {
  answerSummary,
  changeUntilText,
  formFieldErrors,
  initialAnswerValues,
  joinedEmailFrom,
  peopleShown,
  toAnswer,
  validateAnswer,
  validateIdentity,
  withPerson,
  type AnswerValues,
} from "./answer-logic.ts";

const blank = (partyMax = 4): AnswerValues =>
  initialAnswerValues({ status: "pending", headcount: 0, party: [], note: "", partyMax });

describe("the answer form's starting point", () => {
  it("starts with nothing chosen for a guest who has not answered", () => {
    expect(blank()).toEqual({ status: "", partySize: 1, people: [{ name: "", meal: "", dietary: "" }], note: "" });
  });

  it("starts from the saved answer, meals and all", () => {
    const values = initialAnswerValues({
      status: "yes",
      headcount: 2,
      party: [
        { name: "Ana", meal: "Fish", dietary: "" },
        { name: "Ben", meal: null, dietary: "No nuts" },
      ],
      note: "See you!",
      partyMax: 3,
    });
    expect(values).toEqual({
      status: "yes",
      partySize: 2,
      people: [
        { name: "Ana", meal: "Fish", dietary: "" },
        { name: "Ben", meal: "", dietary: "No nuts" },
      ],
      note: "See you!",
    });
  });

  it("never offers more places than the invitation allows, even if the saved answer had more", () => {
    expect(initialAnswerValues({ status: "yes", headcount: 5, party: [], note: "", partyMax: 2 }).partySize).toBe(2);
  });
});

describe("the answer sent to the server", () => {
  it("sends one party entry per person coming, the guest first under their own name", () => {
    let values: AnswerValues = { ...blank(), status: "yes", partySize: 3 };
    values = withPerson(values, 0, { meal: "Vegetarian", dietary: " gluten free " });
    values = withPerson(values, 1, { name: " Sam " });
    expect(toAnswer({ ...values, note: "  Can't wait " }, "Alex")).toEqual({
      status: "yes",
      headcount: 3,
      party: [
        { name: "Alex", meal: "Vegetarian", dietary: "gluten free" },
        { name: "Sam", meal: null, dietary: "" },
        { name: "", meal: null, dietary: "" },
      ],
      note: "Can't wait",
    });
  });

  it("keeps what was typed for a person when the party shrinks and grows again, but sends only those coming", () => {
    let values: AnswerValues = { ...blank(), status: "maybe", partySize: 2 };
    values = withPerson(values, 1, { name: "Kim", meal: "Fish" });
    const smaller = { ...values, partySize: 1 };
    expect(toAnswer(smaller, "Alex").party).toHaveLength(1);
    expect(peopleShown({ ...smaller, partySize: 2 })[1]).toEqual({ name: "Kim", meal: "Fish", dietary: "" });
  });

  it("brings nobody with a no", () => {
    const values = withPerson({ ...blank(), status: "no", partySize: 3 }, 1, { name: "Kim" });
    expect(toAnswer(values, "Alex")).toEqual({ status: "no", headcount: 0, party: [], note: "" });
    expect(peopleShown(values)).toEqual([]);
  });
});

describe("checks before sending", () => {
  it("asks for yes, no or maybe", () => {
    expect(validateAnswer(blank(), 4)).toEqual({ status: "Choose yes, no or maybe" });
    expect(validateAnswer({ ...blank(), status: "yes" }, 4)).toEqual({});
  });

  it("refuses a party larger than the invitation, naming the limit", () => {
    expect(validateAnswer({ ...blank(), status: "yes", partySize: 5 }, 4)).toEqual({
      headcount: "Choose between 1 and 4 people",
    });
    expect(validateAnswer({ ...blank(), status: "no", partySize: 5 }, 4)).toEqual({});
  });

  it("refuses a note longer than the server keeps", () => {
    expect(validateAnswer({ ...blank(), status: "no", note: "x".repeat(1001) }, 1)).toEqual({
      note: "Note must be at most 1000 characters",
    });
  });

  it("asks the open link's visitor for a name and a real address", () => {
    expect(validateIdentity({ name: " ", email: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
    });
    expect(validateIdentity({ name: "Ana", email: "ana@" })).toEqual({ email: "Enter a valid email address" });
    expect(validateIdentity({ name: "Ana", email: " ana@example.org " })).toEqual({});
  });
});

describe("the server's field errors", () => {
  it("land under the form's fields whether or not the answer was nested", () => {
    expect(
      formFieldErrors({ "answer.headcount": "Too many", "party.1.meal": "Choose a meal", email: "Taken" }),
    ).toEqual({
      headcount: "Too many",
      "party.1.meal": "Choose a meal",
      email: "Taken",
    });
    expect(formFieldErrors(undefined)).toEqual({});
  });
});

describe("what the guest is told after saving", () => {
  it("says who is coming, counting the guest", () => {
    expect(answerSummary({ status: "yes", headcount: 3, waitlisted: false })).toBe(
      "You're coming with 3 people, you included.",
    );
    expect(answerSummary({ status: "yes", headcount: 1, waitlisted: false })).toBe("You're coming.");
    expect(answerSummary({ status: "maybe", headcount: 2, waitlisted: false })).toBe("You said maybe, for 2 people.");
    expect(answerSummary({ status: "no", headcount: 0, waitlisted: false })).toMatch(/^You're not coming\./);
  });

  it("says plainly when a yes went on the waitlist", () => {
    expect(answerSummary({ status: "yes", headcount: 1, waitlisted: true })).toBe(
      "You're on the waitlist: we'll tell you if a place opens.",
    );
    expect(answerSummary({ status: "yes", headcount: 2, waitlisted: true })).toBe(
      "You're on the waitlist for 2 people: we'll tell you if a place opens.",
    );
  });

  it("gives the deadline in the event's own zone, named", () => {
    const text = changeUntilText("2031-06-13T21:59:00Z", "Europe/Paris");
    expect(text).toMatch(/until Fri, Jun 13, 2031, 11:59\sPM \(Europe\/Paris, GMT\+2\)\.$/);
    expect(changeUntilText(null, "Europe/Paris")).toBe(
      "You can change your answer on this page until the event is over.",
    );
  });
});

describe("arriving from the open link", () => {
  it("reads the address only from the state the open link set", () => {
    expect(joinedEmailFrom({ joinedEmail: "ana@example.org" })).toBe("ana@example.org");
    expect(joinedEmailFrom(null)).toBeNull();
    expect(joinedEmailFrom({ joinedEmail: 42 })).toBeNull();
    expect(joinedEmailFrom("ana@example.org")).toBeNull();
  });
});
