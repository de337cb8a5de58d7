/**
 * The demo reunion shown at /reunion-demo and /reunion-info (without an id): a realistic information
 * page in the very shape the public view gets from the server, so the demo is rendered by the same
 * component as a real page. Its date is always the next June far enough ahead, so the demo never looks stale.
 */
import { zonedInputToIso } from "../zoned-time.ts";
import { mapSearchUrl, type TPublicInfoPage } from "./schemas.ts";

const ZONE = "America/Chicago";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Reunions happen in early summer: the second Saturday of June at least eight weeks after `now`. */
function demoSaturday(now: Date): string {
  const earliest = now.getTime() + 56 * DAY_MS;
  for (let year = now.getUTCFullYear(); ; year++) {
    const firstOfJune = new Date(Date.UTC(year, 5, 1));
    const firstSaturday = 1 + ((6 - firstOfJune.getUTCDay() + 7) % 7);
    const day = new Date(Date.UTC(year, 5, firstSaturday + 7));
    if (day.getTime() >= earliest) return day.toISOString().slice(0, 10);
  }
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export function reunionDemo(now: Date = new Date()): TPublicInfoPage {
  const saturday = demoSaturday(now);
  const sunday = nextDay(saturday);
  const at = (date: string, time: string) => zonedInputToIso(`${date}T${time}`, ZONE);
  const address = ["1400 Riverside Drive", "Cedar Falls, Iowa", "United States"];
  return {
    preview: false,
    title: "Everything you need for the weekend",
    publishedAt: null,
    event: {
      name: "Riverside High Class of 2006: 20-Year Reunion",
      startAt: at(saturday, "17:00"),
      endAt: at(sunday, "13:00"),
      timeZone: ZONE,
      cancelled: false,
      typeName: "School",
      groupTerm: "Class Year",
      memberTerm: "Classmate",
      place: {
        name: "The Boathouse at Riverside Park",
        addressLines: address,
        mapUrl: mapSearchUrl(address.join(", ")),
      },
      coverUrl: null,
    },
    schedule: [
      {
        name: "Welcome drinks on the terrace",
        startAt: at(saturday, "17:00"),
        endAt: at(saturday, "18:00"),
        place: "Boathouse terrace",
        host: "Reunion committee",
      },
      {
        name: "Tour of the old school",
        startAt: at(saturday, "18:00"),
        endAt: at(saturday, "19:00"),
        place: "Riverside High, main entrance",
        host: "Mr. Alvarez (history, 1998–2019)",
      },
      {
        name: "Dinner and class photo",
        startAt: at(saturday, "19:30"),
        endAt: at(saturday, "21:00"),
        place: "Boathouse dining room",
        host: "",
      },
      {
        name: "Dancing to the songs of 2006",
        startAt: at(saturday, "21:00"),
        endAt: at(saturday, "23:30"),
        place: "Boathouse dining room",
        host: "DJ Priya (Class of 2006)",
      },
      {
        name: "Farewell brunch",
        startAt: at(sunday, "10:30"),
        endAt: at(sunday, "13:00"),
        place: "Maple Street Diner",
        host: "",
      },
    ],
    sections: [
      {
        kind: "text",
        title: "Welcome back, classmates",
        body: "Twenty years since we threw our caps in the air! Whether you have stayed in Cedar Falls or flown in from the other side of the world, we cannot wait to see you.\n\nPartners are welcome at every part of the weekend. The tour and the brunch are great for children too.",
        faq: [],
      },
      {
        kind: "schedule",
        title: "Schedule",
        body: "All times are Cedar Falls time. The schedule updates here as plans change, so check back before you leave.",
        faq: [],
      },
      {
        kind: "directions",
        title: "Getting there",
        body: "Free parking in the Riverside Park lot, a two-minute walk along the river path.\nThe nearest airport is Waterloo (ALO); shuttle times are at https://www.example.org/cedar-falls-shuttle\n\nThe old school is a ten-minute walk from the Boathouse; we walk over together at 5:55 PM.",
        faq: [],
      },
      {
        kind: "dress-code",
        title: "Dress code",
        body: "Smart casual for dinner. Wear something red and white (our old school colours) for the class photo!\nComfortable shoes for the tour.",
        faq: [],
      },
      {
        kind: "faq",
        title: "Questions",
        body: "",
        faq: [
          {
            question: "Can I bring my partner or children?",
            answer:
              "Yes. Partners are welcome all weekend, and children are welcome at the tour and the brunch. Please count them when you reply.",
          },
          {
            question: "I was not in the Class of 2006. Can I come?",
            answer: "Friends from the Classes of 2005 and 2007 are welcome too; just let the committee know.",
          },
          {
            question: "What does it cost?",
            answer: "Dinner is $45 per person, paid at the door by card or cash. Everything else is free.",
          },
          {
            question: "Where can I stay?",
            answer:
              'The Riverside Inn holds rooms for us until four weeks before the reunion; mention "Riverside High 2006" when you book.',
          },
        ],
      },
      {
        kind: "text",
        title: "Memory wall",
        body: "Bring one photo from our school years for the memory wall. Label the back with your name and we will give it back on Sunday.",
        faq: [],
      },
    ],
  };
}
