/**
 * The sections a new information page starts with, written in the event type's own words, so an
 * organiser edits a page that already reads right instead of facing an empty one.
 */
import type { TInfoSection, TInfoSectionKind } from "./schemas.ts";
import { pluralTerm } from "../words.ts";

/** The title a section of each kind starts with (the starter page's and the editor's "Add section"). */
export const SECTION_TITLES: Record<TInfoSectionKind, string> = {
  text: "About",
  schedule: "Schedule",
  directions: "Getting there",
  "dress-code": "Dress code",
  faq: "Questions",
};

interface StarterEvent {
  name: string;
  description: string;
  eventType: { id: string; name: string; groupTerm: string; memberTerm: string };
}

interface TypeWords {
  dressCode: string;
  /** One question guests of this kind of gathering always ask, with its answer. */
  question: { question: string; answer: string };
}

const lower = (term: string) => term.toLowerCase();
/** Per built-in type; an organiser's own types get the generic words. */
const TYPE_WORDS: Record<string, (group: string, member: string) => TypeWords> = {
  "school-type-1": (group) => ({
    dressCode: "Smart casual. Old school colours and scarves are very welcome.",
    question: {
      question: "Can I come if I was not in this class year?",
      answer: `Yes, partners and friends from other ${lower(pluralTerm(group))} are welcome. Let us know so we can plan numbers.`,
    },
  }),
  "family-type-1": (group, member) => ({
    dressCode: "Comfortable clothes and shoes for the garden games. Bring a warm layer for the evening.",
    question: {
      question: `Which ${lower(group)} am I in?`,
      answer: `Name tags show each ${lower(member)}'s ${lower(group)}. Ask at the welcome table if yours is missing.`,
    },
  }),
  "military-type-1": (group) => ({
    dressCode: "Smart civilian clothes or dress uniform. Medals and unit ties are welcome.",
    question: {
      question: "Can I bring my family?",
      answer: `Yes. Partners and families of everyone who served with the ${lower(group)} are welcome.`,
    },
  }),
  "professional-type-1": (group) => ({
    dressCode: "Business casual.",
    question: {
      question: "Will there be name badges?",
      answer: `Yes, with your name and ${lower(group)}. Pick yours up at registration.`,
    },
  }),
  "sports-team-reunions-type-1": (group) => ({
    dressCode: "Casual. Wear your old team shirt or the club colours if you still have them.",
    question: {
      question: "Is there a match?",
      answer: `A friendly game is planned for anyone who wants to play. Bring trainers; the ${lower(group)} kit is optional.`,
    },
  }),
  "college-fraternity-sorority-type-1": (group) => ({
    dressCode: "Smart casual. Chapter letters and colours are encouraged.",
    question: {
      question: "Can alumni from other chapters come?",
      answer: `Guests of a member of the ${lower(group)} are welcome. Please tell us their names in advance.`,
    },
  }),
  "cultural-gatherings-type-1": () => ({
    dressCode: "Traditional dress is warmly welcome; anything comfortable is fine.",
    question: {
      question: "Is the food suitable for everyone?",
      answer: "There are vegetarian options at every meal. Tell us about allergies in advance.",
    },
  }),
  "milestone-type-1": () => ({
    dressCode: "Cocktail attire.",
    question: {
      question: "Are gifts expected?",
      answer: "Your company is the gift. If you would like to bring something, a card with a memory is perfect.",
    },
  }),
  "social-event-type-1": () => ({
    dressCode: "Come as you are.",
    question: {
      question: "Can I bring a friend?",
      answer: "Yes, the more the merrier. Just let us know so there is enough food.",
    },
  }),
  "club-type-1": (group) => ({
    dressCode: "Casual.",
    question: {
      question: "Do I need to be a member to come?",
      answer: `Members of every ${lower(group)} and their guests are welcome.`,
    },
  }),
  "community-type-1": () => ({
    dressCode: "Casual and weather-ready: part of the day is outdoors.",
    question: {
      question: "Is it suitable for children?",
      answer: "Yes, families are welcome and there is a quiet corner for little ones.",
    },
  }),
  "friends-type-1": (group) => ({
    dressCode: "Whatever you are comfortable in.",
    question: {
      question: "Can I bring my partner?",
      answer: `Of course. Everyone in the ${lower(group)} is welcome to bring someone.`,
    },
  }),
};

const GENERIC: (group: string, member: string) => TypeWords = (_group, member) => ({
  dressCode: "Smart casual.",
  question: {
    question: "Can I bring a guest?",
    answer: `Yes. Please let us know so every ${lower(member)} gets a seat.`,
  },
});

const section = (
  kind: TInfoSection["kind"],
  title: string,
  body: string,
  faq: TInfoSection["faq"] = [],
): TInfoSection => ({
  kind,
  title,
  body,
  faq,
});

export function starterSections(event: StarterEvent): TInfoSection[] {
  const { groupTerm, memberTerm } = event.eventType;
  const members = lower(pluralTerm(memberTerm));
  const words = (TYPE_WORDS[event.eventType.id] ?? GENERIC)(groupTerm, memberTerm);
  const about =
    event.description.trim() ||
    `Welcome! This page has everything ${members} need to know about ${event.name}. We will keep it up to date as plans come together.`;
  return [
    section("text", SECTION_TITLES.text, about.slice(0, 10_000)),
    section(
      "schedule",
      SECTION_TITLES.schedule,
      "The programme below follows our plans as they change, so check back before you set off.",
    ),
    section("directions", SECTION_TITLES.directions, "Parking, public transport and where to find the entrance."),
    section("dress-code", SECTION_TITLES["dress-code"], words.dressCode),
    section("faq", SECTION_TITLES.faq, "", [
      words.question,
      {
        question: "Who do I ask if something is not clear?",
        answer: `Reply to the message this link came in, and the organisers will help any ${lower(memberTerm)} who asks.`,
      },
    ]),
  ];
}
