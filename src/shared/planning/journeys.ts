/**
 * Planning journeys: a guided milestone plan per built-in event type, each step placed in time by how many
 * days before the event's first day it should be done ("12 months before: book the venue"). Plain data,
 * loaded only by the server (which dates the steps for one event) and the journey page.
 */

export type JourneyPriority = "high" | "medium" | "low";

export interface JourneyStep {
  /** Stable within its plan: progress is stored per (event, key), so a key is never renamed. */
  key: string;
  title: string;
  description: string;
  /** Days before the event's first day (in its zone) the step is due; 0 is the day itself. */
  daysBefore: number;
  priority: JourneyPriority;
}

interface Journey {
  eventTypeId: string | null;
  title: string;
  steps: readonly JourneyStep[];
}

const step = (
  daysBefore: number,
  key: string,
  title: string,
  priority: JourneyPriority,
  description: string,
): JourneyStep => ({
  key,
  title,
  description,
  daysBefore,
  priority,
});

export const JOURNEYS: readonly Journey[] = [
  {
    eventTypeId: "club-type-1",
    title: "Club gathering journey",
    steps: [
      step(
        150,
        "agree-format",
        "Agree the date, format and budget",
        "high",
        "Settle with the committee what kind of gathering this is and what it may cost.",
      ),
      step(
        120,
        "book-venue",
        "Book the venue",
        "high",
        "A hall or clubhouse with room for displays, talks and a bar or tea table.",
      ),
      step(
        90,
        "save-the-date",
        "Send a save-the-date",
        "medium",
        "To current members and those whose membership lapsed: a date in the diary first.",
      ),
      step(
        75,
        "programme-slots",
        "Ask interest groups for a slot",
        "medium",
        "Each group runs a table, a talk or a demonstration.",
      ),
      step(
        60,
        "open-signups",
        "Open sign-ups",
        "high",
        "Ask about dietary needs and access requirements as people sign up.",
      ),
      step(
        45,
        "awards",
        "Choose awards and order trophies",
        "low",
        "Certificates and trophies take a few weeks to engrave.",
      ),
      step(30, "volunteers", "Recruit volunteers", "medium", "For set-up, the welcome desk and clearing away."),
      step(
        14,
        "catering-numbers",
        "Confirm catering numbers",
        "high",
        "Give the caterer final numbers and dietary needs.",
      ),
      step(
        7,
        "final-programme",
        "Send the final programme",
        "medium",
        "Times, map and parking to everyone who signed up.",
      ),
      step(0, "day-of", "Run the day", "high", "Arrive early, welcome members, and thank the volunteers."),
    ],
  },
  {
    eventTypeId: "community-type-1",
    title: "Community event journey",
    steps: [
      step(
        180,
        "form-committee",
        "Form an organising group",
        "high",
        "A few neighbours who share the work and the decisions.",
      ),
      step(
        150,
        "permits",
        "Check permits and insurance",
        "high",
        "Street closures, public liability and food licences can take months.",
      ),
      step(
        120,
        "book-venue",
        "Book the venue or site",
        "high",
        "A hall, park or street, with toilets and step-free access.",
      ),
      step(
        90,
        "stalls-and-acts",
        "Invite stalls and performers",
        "medium",
        "Local groups, businesses and performers to fill the programme.",
      ),
      step(
        60,
        "spread-word",
        "Spread the word",
        "medium",
        "Posters, newsletters, local social media and the school gate.",
      ),
      step(
        45,
        "volunteers",
        "Recruit volunteers",
        "medium",
        "Stewards, first aiders and a set-up crew, each with a clear job.",
      ),
      step(
        21,
        "site-plan",
        "Draw the site plan",
        "medium",
        "Where stalls, first aid, bins and the stage go; share it with everyone.",
      ),
      step(
        7,
        "brief-volunteers",
        "Brief the volunteers",
        "high",
        "Roles, timings, who to call and what to do if something goes wrong.",
      ),
      step(0, "day-of", "Run the day", "high", "Set up early, keep a walkie-talkie or phone list, and enjoy it."),
    ],
  },
  {
    eventTypeId: "family-type-1",
    title: "Family reunion journey",
    steps: [
      step(
        300,
        "gather-contacts",
        "Gather every branch's contacts",
        "high",
        "Ask one person per branch to collect names, addresses and emails.",
      ),
      step(
        270,
        "pick-date",
        "Pick the date and place",
        "high",
        "Poll the family for a weekend most can make, and a place central to most.",
      ),
      step(
        240,
        "book-venue",
        "Book the venue and rooms",
        "high",
        "A hall, a park shelter or a holiday home, and rooms nearby for those who travel.",
      ),
      step(180, "save-the-date", "Send a save-the-date", "medium", "Early enough for flights and time off work."),
      step(
        120,
        "invitations",
        "Send invitations and ask for RSVPs",
        "high",
        "With the programme, costs per family and a reply date.",
      ),
      step(
        90,
        "family-tree",
        "Prepare the family tree and photos",
        "low",
        "Ask each branch for old photos and stories to share on the day.",
      ),
      step(
        60,
        "activities",
        "Plan activities for all ages",
        "medium",
        "Games for children, a walk, a group photo, time to sit and talk.",
      ),
      step(
        30,
        "food",
        "Arrange food",
        "medium",
        "A caterer, a barbecue rota or a shared table: decide who brings what.",
      ),
      step(
        14,
        "final-numbers",
        "Confirm final numbers",
        "high",
        "Chase the last replies and tell the venue and caterer.",
      ),
      step(3, "name-tags", "Print name tags by branch", "low", "Colour by branch so cousins can find each other."),
      step(0, "day-of", "Enjoy the reunion", "high", "Take the group photo early, before anyone leaves."),
    ],
  },
  {
    eventTypeId: "milestone-type-1",
    title: "Milestone celebration journey",
    steps: [
      step(120, "guest-list", "Draft the guest list", "high", "Who must be there, and how many the budget allows."),
      step(
        100,
        "book-venue",
        "Book the venue",
        "high",
        "Restaurants and halls for big birthdays book up months ahead.",
      ),
      step(90, "save-the-date", "Send a save-the-date", "medium", "Especially to guests who travel."),
      step(60, "invitations", "Send invitations", "high", "With the dress code, the time and a date to reply by."),
      step(
        45,
        "entertainment",
        "Book music or entertainment",
        "medium",
        "A band, a DJ, a photographer or a slideshow of the years.",
      ),
      step(
        30,
        "cake-and-decor",
        "Order the cake and decorations",
        "medium",
        "A cake with the number, flowers, and photos through the years.",
      ),
      step(21, "speeches", "Ask people for speeches", "low", "Give them a time limit and a running order."),
      step(7, "final-numbers", "Confirm final numbers", "high", "Tell the venue and caterer, and sort the seating."),
      step(0, "day-of", "Celebrate", "high", "Hand the running of the day to a friend so you can enjoy it."),
    ],
  },
  {
    eventTypeId: "military-type-1",
    title: "Unit reunion journey",
    steps: [
      step(
        365,
        "trace-members",
        "Trace former members",
        "high",
        "Veterans' associations, regimental journals and old rosters find people.",
      ),
      step(
        300,
        "pick-date",
        "Pick the date and location",
        "high",
        "Near the old base or a memorial often means the most.",
      ),
      step(
        240,
        "book-venue",
        "Book the venue and a room block",
        "high",
        "Many travel far: reserve hotel rooms at a group rate.",
      ),
      step(180, "save-the-date", "Send a save-the-date", "medium", "To members, widows and families who want to come."),
      step(
        120,
        "memorial",
        "Plan the memorial service",
        "high",
        "A chaplain, a roll of honour and a wreath for those who are gone.",
      ),
      step(90, "registration", "Open registration", "high", "With costs, accessibility needs and who brings a guest."),
      step(60, "memorabilia", "Collect photos and memorabilia", "low", "For a display table and a slideshow."),
      step(
        30,
        "final-programme",
        "Confirm the programme",
        "medium",
        "Tours, the dinner, speakers and the service, with times.",
      ),
      step(
        7,
        "name-badges",
        "Print badges with rank and years",
        "low",
        "So people recognise each other after decades.",
      ),
      step(0, "day-of", "Hold the reunion", "high", "Start with the welcome and the roll call."),
    ],
  },
  {
    eventTypeId: "professional-type-1",
    title: "Professional gathering journey",
    steps: [
      step(
        60,
        "goals-budget",
        "Set goals and budget",
        "high",
        "What the meeting should achieve and who signs off the cost.",
      ),
      step(50, "book-venue", "Book the venue", "high", "Meeting rooms, AV and catering in one place."),
      step(45, "invite-speakers", "Confirm speakers", "high", "Agree topics, lengths and any fees or travel."),
      step(35, "invitations", "Send invitations", "high", "With the agenda and a registration link."),
      step(21, "agenda", "Finalise the agenda", "medium", "Sessions, breaks and time for networking."),
      step(
        14,
        "av-check",
        "Arrange AV and materials",
        "medium",
        "Projector, microphones, slides, badges and handouts.",
      ),
      step(7, "final-numbers", "Confirm numbers with the venue", "high", "Catering, seating and any dietary needs."),
      step(2, "brief-team", "Brief the team", "medium", "Who welcomes, who runs the room, who follows up."),
      step(0, "day-of", "Run the meeting", "high", "Start on time and collect feedback before people leave."),
    ],
  },
  {
    eventTypeId: "school-type-1",
    title: "Class reunion journey",
    steps: [
      step(
        365,
        "committee",
        "Form a reunion committee",
        "high",
        "A few classmates from different groups share the work.",
      ),
      step(
        300,
        "find-classmates",
        "Find classmates",
        "high",
        "Old yearbooks, the school's alumni office and social media.",
      ),
      step(270, "book-venue", "Book the venue", "high", "The school hall, a restaurant or a hotel function room."),
      step(180, "save-the-date", "Send a save-the-date", "medium", "Early, so people travelling home can plan."),
      step(120, "tickets", "Open tickets or RSVPs", "high", "With the price, what it includes and a reply date."),
      step(90, "teachers", "Invite former teachers", "low", "They are often delighted to be asked."),
      step(
        60,
        "memories",
        "Collect photos and 'where are they now'",
        "low",
        "For a slideshow, a memory board or a booklet.",
      ),
      step(
        30,
        "programme",
        "Plan the evening's programme",
        "medium",
        "Welcome, a school tour, a toast to absent friends, music.",
      ),
      step(14, "final-numbers", "Confirm final numbers", "high", "Tell the venue and caterer."),
      step(3, "name-tags", "Print name tags with yearbook photos", "low", "Nobody has to guess who is who."),
      step(0, "day-of", "Enjoy the reunion", "high", "Take a class photo like the old one."),
    ],
  },
  {
    eventTypeId: "social-event-type-1",
    title: "Party journey",
    steps: [
      step(60, "theme-budget", "Choose the theme and budget", "high", "What kind of party and how much to spend."),
      step(45, "book-venue", "Book the venue", "high", "Or decide to host at home and check the neighbours."),
      step(35, "invitations", "Send invitations", "high", "With the time, dress code and a date to reply by."),
      step(21, "music", "Sort music", "medium", "A DJ, a band or a playlist and a good speaker."),
      step(
        14,
        "food-drinks",
        "Plan food and drinks",
        "medium",
        "Catering or a shopping list, with dietary needs in mind.",
      ),
      step(7, "decorations", "Get decorations", "low", "Lights, flowers and anything the theme needs."),
      step(2, "final-numbers", "Confirm numbers", "medium", "Chase the last replies; adjust food and drinks."),
      step(0, "day-of", "Party", "high", "Set up early so you can greet guests."),
    ],
  },
  {
    eventTypeId: "sports-team-reunions-type-1",
    title: "Team reunion journey",
    steps: [
      step(
        240,
        "find-teammates",
        "Find teammates",
        "high",
        "Old team sheets, the club and coaches know where people went.",
      ),
      step(
        180,
        "pick-date",
        "Pick a date around a home game",
        "medium",
        "Many teams meet when the club plays at home.",
      ),
      step(150, "book-venue", "Book the venue", "high", "The clubhouse, a pub near the ground or a restaurant."),
      step(120, "save-the-date", "Send a save-the-date", "medium", "To players, coaches and staff of those seasons."),
      step(90, "match", "Arrange a friendly match", "low", "Book the pitch and find someone to referee."),
      step(60, "registration", "Open registration", "high", "With the cost and kit sizes if there is a reunion shirt."),
      step(45, "highlights", "Collect old photos and match footage", "low", "For a highlights reel on the night."),
      step(14, "final-numbers", "Confirm final numbers", "high", "Tell the venue and caterer."),
      step(0, "day-of", "Play and celebrate", "high", "Team photo in the old formation."),
    ],
  },
  {
    eventTypeId: "college-fraternity-sorority-type-1",
    title: "Chapter reunion journey",
    steps: [
      step(
        300,
        "chapter-contacts",
        "Update the chapter contact list",
        "high",
        "Work with the national office and alumni association.",
      ),
      step(
        240,
        "homecoming-date",
        "Pick the date around homecoming",
        "medium",
        "Campus events make the trip worth it.",
      ),
      step(
        210,
        "book-venue",
        "Book the venue and hotel rooms",
        "high",
        "Campus hotels fill up fast on homecoming weekend.",
      ),
      step(150, "save-the-date", "Send a save-the-date", "medium", "By class year, with a volunteer for each year."),
      step(
        120,
        "registration",
        "Open registration",
        "high",
        "With the cost, the schedule and a dues or donation option.",
      ),
      step(90, "house-tour", "Arrange a chapter house tour", "low", "Agree with the current chapter when to visit."),
      step(60, "memories", "Collect photos and stories", "low", "For a slideshow or a memory book."),
      step(
        21,
        "programme",
        "Finalise the weekend's programme",
        "medium",
        "Tailgate, dinner, ritual, brunch: times and places.",
      ),
      step(7, "final-numbers", "Confirm final numbers", "high", "Tell the venue and caterer."),
      step(0, "day-of", "Welcome everyone home", "high", "Start with the welcome and a chapter photo."),
    ],
  },
  {
    eventTypeId: "friends-type-1",
    title: "Friends get-together journey",
    steps: [
      step(90, "pick-date", "Find a date that suits everyone", "high", "A quick poll beats a long group chat."),
      step(75, "place", "Choose the place", "high", "A house, a cabin or a restaurant; book it if it books up."),
      step(60, "invite", "Invite everyone", "high", "Include those who drifted away: they are often glad to be asked."),
      step(30, "travel", "Sort travel and where people sleep", "medium", "Car shares, trains and spare beds."),
      step(
        21,
        "plan-activities",
        "Plan what you will do",
        "medium",
        "A walk, a game night, a meal out: a rough plan is enough.",
      ),
      step(10, "food", "Plan food and who brings what", "medium", "Share the cooking and the costs fairly."),
      step(2, "reminder", "Send a reminder", "low", "Address, time and what to bring."),
      step(0, "day-of", "Enjoy it", "high", "Take photos and share them afterwards."),
    ],
  },
  {
    eventTypeId: "cultural-gatherings-type-1",
    title: "Cultural gathering journey",
    steps: [
      step(270, "vision", "Agree the vision and budget", "high", "What this gathering celebrates and who it is for."),
      step(
        240,
        "funding",
        "Apply for grants and sponsors",
        "high",
        "Arts councils and local businesses have deadlines months ahead.",
      ),
      step(210, "book-venue", "Book the venue or site", "high", "With room for performances, stalls and food."),
      step(180, "permits", "Apply for permits and licences", "high", "Food, music, alcohol and public space licences."),
      step(150, "performers", "Book performers and artists", "high", "Contracts, fees, technical needs and travel."),
      step(
        120,
        "vendors",
        "Invite food and craft vendors",
        "medium",
        "Traditional food and crafts from the community.",
      ),
      step(
        90,
        "promotion",
        "Start promotion",
        "medium",
        "Posters, community radio, social media, translated where it helps.",
      ),
      step(45, "volunteers", "Recruit and train volunteers", "medium", "Stewards, guides and interpreters."),
      step(14, "run-sheet", "Write the run sheet", "high", "Minute by minute: stage times, changeovers and contacts."),
      step(0, "day-of", "Hold the celebration", "high", "Open with a welcome that names the people it honours."),
    ],
  },
];

/** For an organiser's own event type: a general plan that suits most gatherings. */
export const GENERAL_JOURNEY: Journey = {
  eventTypeId: null,
  title: "Event planning journey",
  steps: [
    step(
      120,
      "goals-budget",
      "Agree the date and budget",
      "high",
      "What kind of gathering, for whom, and what it may cost.",
    ),
    step(90, "book-venue", "Book the venue", "high", "Good venues book up first."),
    step(75, "save-the-date", "Send a save-the-date", "medium", "So people keep the day free."),
    step(45, "invitations", "Send invitations", "high", "With the programme, the cost and a date to reply by."),
    step(30, "programme", "Plan the programme", "medium", "Welcome, activities, food and a close."),
    step(14, "final-numbers", "Confirm final numbers", "high", "Tell the venue and caterer."),
    step(3, "reminder", "Send a reminder", "low", "Time, place and what to bring."),
    step(0, "day-of", "Run the day", "high", "Arrive early and enjoy it."),
  ],
};

export function journeyForEventType(eventTypeId: string): Journey {
  return JOURNEYS.find((j) => j.eventTypeId === eventTypeId) ?? GENERAL_JOURNEY;
}

/** What the step's length says in words: "12 months before", "2 weeks before", "On the day". */
export function daysBeforeWords(days: number): string {
  if (days === 0) return "On the day";
  if (days % 30 === 0 || days >= 60) {
    const months = Math.round(days / 30);
    return `${months} ${months === 1 ? "month" : "months"} before`;
  }
  if (days % 7 === 0) return `${days / 7} ${days === 7 ? "week" : "weeks"} before`;
  return `${days} ${days === 1 ? "day" : "days"} before`;
}

/** How many steps an event of this type has to take (the pro dashboard's progress, without dating them). */
export function journeyStepTotal(eventTypeId: string): number {
  return journeyForEventType(eventTypeId).steps.length;
}
