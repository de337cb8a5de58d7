/**
 * Starter checklists: what an organiser of each kind of gathering usually has to do, with due dates
 * counted back from the event's first day. Runs on the server (copying a starter) and in the browser
 * (previewing one with the event's real dates).
 */
import { isoToZonedInput } from "../zoned-time.ts";
import type { StarterChecklist, TChecklistItemInput } from "./schemas.ts";

type Line = { text: string; daysBefore: number | null; step?: string };

/**
 * A line due `daysBefore` days before the first day (negative: after it, for the follow-up); `step` names the
 * planning-journey step of the starter's event type that the line is (ADR 027), so the two stay one item.
 */
const due = (daysBefore: number | null, text: string, step?: string): Line =>
  step ? { text, daysBefore, step } : { text, daysBefore };

// A day at a hired venue starts and ends alike whatever the gathering: these lines wrap each type's own
// day-of lines. Gatherings at home or in a rental (friends, parties) write their whole day themselves.
const DAY_BEFORE: Line[] = [
  due(1, "Pack the emergency kit: first aid, tape, scissors, safety pins, pens and phone chargers"),
  due(1, "Save every supplier's and the venue contact's phone number in one place"),
];
const DAY_ARRIVAL: Line[] = [
  due(0, "Arrive early and walk through the space with the venue contact"),
  due(0, "Put up signs from the entrance and the car park to where you are"),
  due(0, "Check the step-free entrance and the accessible toilets are open"),
];
const DAY_CLOSE: Line[] = [
  due(0, "Pay or tip the suppliers as agreed and keep the receipts"),
  due(0, "Pack up, sweep for lost property and leave the venue as you found it"),
];

const DAY_DESCRIPTION = "The day before and the day itself, hour by hour.";

function dayAtVenue(key: string, eventTypeId: string, title: string, ownLines: string[]): StarterChecklist {
  return {
    key,
    title,
    description: DAY_DESCRIPTION,
    eventTypeIds: [eventTypeId],
    items: [...DAY_BEFORE, ...DAY_ARRIVAL, ...ownLines.map((text) => due(0, text)), ...DAY_CLOSE],
  };
}

function plan(key: string, eventTypeId: string, title: string, description: string, items: Line[]): StarterChecklist {
  return { key, title, description, eventTypeIds: [eventTypeId], items };
}

const CHECKLIST_STARTERS: readonly StarterChecklist[] = [
  plan(
    "club-gathering",
    "club-type-1",
    "Club gathering plan",
    "From the committee's first decision to the newsletter write-up.",
    [
      due(120, "Agree the date, format and budget with the committee", "agree-format"),
      due(100, "Book a venue with room for displays and demonstrations", "book-venue"),
      due(90, "Set the member and guest ticket prices and what they include"),
      due(80, "Send a save-the-date to current members and those who let their membership lapse", "save-the-date"),
      due(70, "Ask each interest group to run a table, a talk or a demonstration", "programme-slots"),
      due(70, "Invite a guest speaker and agree the topic, length and fee"),
      due(60, "Open sign-ups and ask about dietary needs and access requirements", "open-signups"),
      due(45, "Order the club banner, badges or lanyards with the club logo"),
      due(40, "Check the club's insurance covers the equipment and activities"),
      due(35, "Draft the programme: welcome, talks, awards, open time to mingle"),
      due(30, "Choose this year's award winners and order trophies or certificates", "awards"),
      due(28, "Recruit volunteers for set-up, the welcome desk and clearing away", "volunteers"),
      due(14, "Confirm catering numbers with the caterer", "catering-numbers"),
      due(7, "Print the programme and the members' name badges"),
      due(7, "Prepare a newcomers' table with membership forms and the club calendar"),
      due(3, "Email a reminder with times, parking and what to bring", "final-programme"),
      due(2, "Pack the club archive: photo albums, scrapbooks and old newsletters"),
      due(-7, "Thank the volunteers and put the photos in the club newsletter"),
    ],
  ),
  dayAtVenue("club-day-of", "club-type-1", "Club gathering day", [
    "Set up each interest group's table and display",
    "Give the speaker the running order and test their slides",
    "Welcome newcomers and offer them a membership form",
    "Present the club awards",
    "Take photos for the newsletter and the club's page",
  ]),

  plan(
    "community-event",
    "community-type-1",
    "Community event plan",
    "Permits, stalls, volunteers and the clean-up, for a fair, fete or street party.",
    [
      due(90, "Apply to the council for the park permit or street closure", "permits"),
      due(75, "Check the organisation's public liability insurance covers the event"),
      due(60, "Book marquees, stalls, tables and chairs"),
      due(60, "Ask local businesses for sponsorship and raffle prizes"),
      due(55, "Invite each local group and organisation to run a stall", "stalls-and-acts"),
      due(45, "Book first-aid cover"),
      due(45, "Plan access: step-free routes, seating, an accessible toilet"),
      due(40, "Hire portable toilets and hand-washing stations"),
      due(30, "Write the risk assessment and share it with the committee"),
      due(30, "Arrange bins, recycling and a clean-up crew"),
      due(28, "Deliver flyers door to door and put posters in shops and the library", "spread-word"),
      due(21, "Draw up the volunteer rota, shift by shift", "volunteers"),
      due(21, "Write to neighbours about the noise, parking and road closure"),
      due(14, "Post the event on local social media and community noticeboards"),
      due(3, "Check the forecast and confirm the wet-weather plan"),
      due(2, "Prepare the cash floats and the card reader for the stalls"),
      due(-7, "Thank volunteers and sponsors and tell the committee what was raised"),
    ],
  ),
  dayAtVenue("community-day-of", "community-type-1", "Community event day", [
    "Mark out the stall pitches from the site plan",
    "Brief each volunteer at the start of their shift",
    "Check the first-aid point is staffed and signposted",
    "Walk the site for trip hazards, loose cables and blocked exits",
    "Count the takings with two people present",
  ]),

  plan(
    "family-reunion",
    "family-type-1",
    "Family reunion plan",
    "Every branch found, fed, housed and in the group photo.",
    [
      due(180, "Ask each branch of the family which dates work", "pick-date"),
      due(150, "Choose a place that older relatives can travel to"),
      due(140, "Book the hall, park pavilion or a group of cabins", "book-venue"),
      due(120, "Update the family address list: births, marriages, new addresses", "gather-contacts"),
      due(110, "Send a save-the-date to every branch", "save-the-date"),
      due(100, "Reserve a block of rooms for relatives coming from far away"),
      due(90, "Set the cost per family and how to collect it"),
      due(75, "Ask one person in each branch to gather their branch's replies"),
      due(45, "Order reunion T-shirts, one colour per branch"),
      due(45, "Plan games for the children and a quiet corner for the grandparents", "activities"),
      due(40, "Collect old family photos for a slideshow"),
      due(30, "Update the family tree chart to hang on the wall", "family-tree"),
      due(30, "Arrange the meal: a potluck sign-up sheet or a caterer", "food"),
      due(21, "Plan the group photo: photographer, time, and where each generation stands"),
      due(14, "Arrange lifts for relatives who do not drive"),
      due(7, "Make name tags showing each person's branch", "name-tags"),
      due(7, "Buy a memory book and pens for messages to the family"),
      due(5, "Send the final schedule and directions to everyone"),
      due(-14, "Share the photos and the updated address list with every branch"),
    ],
  ),
  dayAtVenue("family-day-of", "family-type-1", "Reunion day", [
    "Hang the family tree chart and the photo display",
    "Lay out the memory book and pens",
    "Take the group photo, branch by branch and then everyone",
    "Set up a shady, quiet corner for the oldest relatives",
    "Start the children's games",
  ]),

  plan(
    "milestone-celebration",
    "milestone-type-1",
    "Milestone celebration plan",
    "A birthday, anniversary, graduation or retirement to remember (surprise or not).",
    [
      due(
        90,
        "Agree the guest list size and style with the guest of honour (or their partner, if it is a surprise)",
        "guest-list",
      ),
      due(90, "Set the budget"),
      due(75, "Book the venue", "book-venue"),
      due(60, "Book the photographer"),
      due(45, "Send the invitations, saying clearly if it is a surprise", "invitations"),
      due(40, "Arrange the music: a playlist, a DJ or a band", "entertainment"),
      due(30, "Ask who will give a toast or a speech, and how long each may speak", "speeches"),
      due(30, "Collect photos from over the years for a slideshow or display"),
      due(30, "Choose decorations around the number: the age, the years married, the class year"),
      due(21, "Order the cake with the name and the number on it", "cake-and-decor"),
      due(21, "Organise a group gift or a memory book for guests to sign"),
      due(14, "Confirm the menu and dietary needs with the caterer"),
      due(14, "Chase the guests who have not replied"),
      due(7, "Brief guests on arrival time and the cover story, if it is a surprise"),
      due(7, "Plan how the guest of honour arrives, and who brings them"),
      due(5, "Give the venue the final numbers", "final-numbers"),
      due(1, "Pick up the cake, flowers and balloons"),
      due(-7, "Send thank-you notes and share the photos"),
    ],
  ),
  dayAtVenue("milestone-day-of", "milestone-type-1", "Celebration day", [
    "Set up the slideshow and check it plays with sound",
    "Put the cake somewhere cool and out of sight",
    "Give the speakers the order of the toasts",
    "Cue the guests for the guest of honour's entrance",
    "Keep cards and gifts together in one safe place",
  ]),

  plan(
    "military-reunion",
    "military-type-1",
    "Unit reunion plan",
    "Finding those who served, honouring the fallen, and a weekend together.",
    [
      due(240, "Form a reunion committee with someone from each company or squadron"),
      due(210, "Trace service members through the unit association, veterans' groups and old rosters", "trace-members"),
      due(180, "Choose a city near the old base or a memorial connected to the unit", "pick-date"),
      due(160, "Negotiate a hotel block with a hospitality room", "book-venue"),
      due(150, "Check access for veterans with limited mobility: lifts, ramps, seating, parking"),
      due(
        150,
        "Send the reunion notice through the association newsletter and veterans' organisations",
        "save-the-date",
      ),
      due(90, "Arrange a tour of the base or the regimental museum and send the visitor list with ID details"),
      due(90, "Invite the current unit commander or a guest speaker"),
      due(60, "Invite the families of fallen comrades and reserve places for them"),
      due(60, "Ask the chaplain to lead the memorial service", "memorial"),
      due(45, "Compile the roll of fallen comrades and those who have passed since the last reunion"),
      due(45, "Book a colour guard and a bugler for the memorial service"),
      due(45, "Plan the banquet: menu, head table, toasts and the missing man table"),
      due(30, "Collect photos, memorabilia and unit insignia for the display", "memorabilia"),
      due(21, "Line up a volunteer to record veterans' stories"),
      due(21, "Order name badges showing rank, company and years served", "name-badges"),
      due(10, "Print the programme with the unit history and the order of service", "final-programme"),
      due(-14, "Send every service member the attendance roster and the photos"),
    ],
  ),
  dayAtVenue("military-day-of", "military-type-1", "Reunion day", [
    "Open the hospitality room with the unit roster and the sign-in book",
    "Set up the memorabilia and photo display",
    "Walk through the memorial service with the chaplain and the colour guard",
    "Set the missing man table before the banquet",
    "Lay out the name badges by company",
  ]),

  plan(
    "professional-gathering",
    "professional-type-1",
    "Professional gathering plan",
    "Goals, agenda, speakers and the follow-up, for a company day, alumni evening or network meet-up.",
    [
      due(120, "Write down the goal and who it is for: departments, alumni, partners", "goals-budget"),
      due(110, "Agree the budget and the cost centre with finance"),
      due(90, "Book a venue with AV, Wi-Fi and breakout rooms", "book-venue"),
      due(75, "Check the alcohol, expenses and conduct policies with HR"),
      due(75, "Send a calendar hold to every department"),
      due(60, "Confirm the speakers and the agenda", "invite-speakers"),
      due(45, "Open registration with questions on dietary and access needs", "invitations"),
      due(45, "Book travel and rooms for colleagues from other offices"),
      due(21, "Brief the photographer and collect consent for photos"),
      due(14, "Order name badges with name, department and role"),
      due(10, "Plan the seating so that departments mix"),
      due(7, "Confirm catering numbers and dietary needs", "final-numbers"),
      due(5, "Send joining instructions: agenda, address, parking and dress code"),
      due(3, "Collect every speaker's slides in one folder"),
      due(2, "Test the AV: slides, microphones and the link for remote colleagues", "av-check"),
      due(-2, "Send the slides and a short feedback survey"),
      due(-14, "Compare the costs with the budget and report to finance"),
    ],
  ),
  dayAtVenue("professional-day-of", "professional-type-1", "Event day", [
    "Test the microphones, the slides and the stream once more",
    "Set up registration with the badges sorted by department",
    "Put the Wi-Fi details and the agenda on every table",
    "Check each speaker has arrived and knows their slot",
    "Tell the photographer the must-have shots",
  ]),

  plan(
    "school-reunion",
    "school-type-1",
    "Class reunion plan",
    "Finding classmates, the yearbook touches, and the night itself.",
    [
      due(270, "Form a committee with classmates from different friend groups", "committee"),
      due(240, "Find classmates through the yearbook, social media groups and the alumni office", "find-classmates"),
      due(210, "Keep a list of classmates found and still missing"),
      due(200, "Pick a date, perhaps on homecoming weekend"),
      due(180, "Book the venue", "book-venue"),
      due(150, "Send a save-the-date to every classmate found", "save-the-date"),
      due(120, "Set the ticket price and open ticket sales", "tickets"),
      due(60, "Invite the teachers who taught the class year", "teachers"),
      due(45, "Ask the school office for a tour of the old building"),
      due(45, "Compile the in-memoriam list of classmates who have died"),
      due(30, "Ask classmates for songs from senior year for the playlist"),
      due(30, "Scan the yearbook photos for the name tags"),
      due(21, "Order name tags with each classmate's yearbook photo", "name-tags"),
      due(21, "Make the then-and-now slideshow", "memories"),
      due(14, "Plan the class photo: where, when and who takes it"),
      due(14, 'Print "What have you been up to?" cards for the memory board'),
      due(7, "Give the venue the final headcount", "final-numbers"),
      due(5, "Print the classmate directory to hand out"),
      due(-14, "Share the photos and the updated contact list with the class"),
    ],
  ),
  dayAtVenue("school-day-of", "school-type-1", "Reunion night", [
    "Lay out the name tags with yearbook photos in alphabetical order",
    "Set up the in-memoriam table with photos and a candle",
    "Start the then-and-now slideshow",
    "Take the class photo before dinner",
    "Collect updated contact details from every classmate",
  ]),

  plan(
    "social-party",
    "social-event-type-1",
    "Party plan",
    "Invitations, food, drink, music and getting everyone home.",
    [
      due(45, "Choose the date, the theme and how many guests", "theme-budget"),
      due(45, "Set the budget"),
      due(40, "Book the venue, or check the date with housemates", "book-venue"),
      due(30, "Send the invitations with a reply-by date", "invitations"),
      due(21, "Plan the food, with vegetarian and allergy-friendly dishes", "food-drinks"),
      due(21, "Plan the drinks, including good alcohol-free options"),
      due(14, "Make the playlist or book a DJ", "music"),
      due(14, "Buy decorations for the theme", "decorations"),
      due(10, "Plan a game or an activity to break the ice"),
      due(7, "Chase the guests who have not replied and confirm numbers", "final-numbers"),
      due(7, "Tell the neighbours about the party and when it ends"),
      due(7, "Borrow or hire extra chairs, glasses and coolers"),
      due(3, "Sort out getting home: taxi numbers, designated drivers, spare beds"),
      due(2, "Do the food and drink shopping"),
      due(1, "Prepare the food that can be made ahead"),
      due(1, "Clean and set up the space"),
      due(-1, "Tidy up and return everything borrowed"),
    ],
  ),
  plan("social-day-of", "social-event-type-1", "Party day", DAY_DESCRIPTION, [
    due(1, "Pack a small kit: plasters, bottle opener, phone chargers, bin bags"),
    due(0, "Pick up the ice and the last fresh food"),
    due(0, "Chill the drinks and fill the coolers with ice"),
    due(0, "Put up the decorations"),
    due(0, "Set up the speaker and the playlist"),
    due(0, "Make a safe spot for coats and bags"),
    due(0, "Put out snacks as the first guests arrive"),
    due(0, "Serve the main food while everyone is still hungry"),
    due(0, "Keep the water jugs full"),
    due(0, "Keep taxi numbers by the door"),
    due(0, "Turn the music down at the time you promised the neighbours"),
    due(0, "Check everyone has a safe way home"),
  ]),

  plan(
    "sports-team-reunion",
    "sports-team-reunions-type-1",
    "Team reunion plan",
    "Rosters, the old ground, an alumni match and the stories.",
    [
      due(180, "Ask former captains and coaches to join the organising group"),
      due(160, "Put together the rosters from every season", "find-teammates"),
      due(150, "Choose a date: a home game, or the anniversary of the championship", "pick-date"),
      due(120, "Ask the club or school athletics department about using the ground"),
      due(90, "Book the pitch or court for an alumni match", "match"),
      due(75, "Invite the old coaching staff, physios and team managers"),
      due(60, "Book the clubhouse or a bar for after the match", "book-venue"),
      due(60, "Ask teammates' sizes and order reunion shirts with their old numbers"),
      due(45, "Book tickets to watch the current team play"),
      due(45, "Collect match footage, programmes and newspaper cuttings", "highlights"),
      due(30, "Plan the awards: the old MVP, the best story, the longest journey"),
      due(21, "Prepare the injury waiver for the alumni match"),
      due(14, "Plan the recreated team photo: same pose, same spot"),
      due(10, "Order name tags with player number and seasons played"),
      due(7, "Confirm numbers with the caterer", "final-numbers"),
      due(7, "Borrow the trophies and the championship banner for display"),
      due(-14, "Share the highlights video and the photos with the team"),
    ],
  ),
  dayAtVenue("sports-team-day-of", "sports-team-reunions-type-1", "Reunion match day", [
    "Bring the kit bag: balls, bibs, cones, water and the first-aid kit",
    "Have every player sign the waiver before the alumni match",
    "Hand out the reunion shirts",
    "Set up the trophy and banner display in the clubhouse",
    "Recreate the team photo",
  ]),

  plan(
    "chapter-reunion",
    "college-fraternity-sorority-type-1",
    "Chapter reunion plan",
    "Alumni by pledge class, the chapter house, and the rules of nationals.",
    [
      due(180, "Agree plans with the chapter's alumni relations chair and the current chapter president"),
      due(150, "Check headquarters' rules on alumni events, alcohol and risk management"),
      due(150, "Get the alumni roster by pledge class from headquarters or the alumni association", "chapter-contacts"),
      due(150, "Set the date around homecoming or Founders' Day", "homecoming-date"),
      due(120, "Book the venue and a chapter house tour with the current chapter", "book-venue"),
      due(120, "Recruit one contact in each pledge class to spread the word"),
      due(100, "Send save-the-dates through the alumni newsletter and social groups", "save-the-date"),
      due(90, "Set the registration fee, with a donation option for the chapter scholarship", "registration"),
      due(60, "Invite the chapter advisor and past chapter presidents"),
      due(45, "Get tickets for the homecoming game or plan the tailgate"),
      due(45, "Plan the memorial moment for brothers and sisters who have passed"),
      due(30, "Book a licensed bartender or venue bar as the risk policy requires"),
      due(30, "Collect composites and old photos for a display", "memories"),
      due(30, "Order letter apparel and name badges with pledge class"),
      due(7, "Give the venue the final headcount", "final-numbers"),
      due(7, "Print the programme with the chapter's milestones"),
      due(-14, "Share the photos and thank everyone who gave to the chapter"),
    ],
  ),
  dayAtVenue("chapter-day-of", "college-fraternity-sorority-type-1", "Reunion weekend day", [
    "Set up the composites and chapter history display",
    "Check brothers and sisters in by pledge class",
    "Meet the current chapter officers for the house tour",
    "Hold the memorial moment",
    "Check the bartender is checking IDs as the risk policy requires",
  ]),

  plan(
    "friends-get-together",
    "friends-type-1",
    "Friends' get-together plan",
    "Dates that suit everyone, a place to stay and costs split fairly.",
    [
      due(120, "Start a group chat and poll for dates", "pick-date"),
      due(110, "Agree a budget everyone is comfortable with"),
      due(100, "Choose the place: someone's home, a rented cottage or a city break", "place"),
      due(90, "Book the rental and split the deposit"),
      due(90, "Decide how costs are shared and who keeps track"),
      due(45, "Plan the travel: who drives, who shares a car, which train", "travel"),
      due(30, "Sketch each day: one big outing and plenty of free time", "plan-activities"),
      due(30, "Book a table for the big dinner out"),
      due(21, "Ask about allergies and what everyone does not eat"),
      due(21, "Prepare a surprise: a photo book, old pictures, the inside jokes"),
      due(14, "Share out who brings what: games, the speaker, the good knife"),
      due(14, "Start a shared playlist"),
      due(10, "Plan the meals and a shopping list for each day", "food"),
      due(5, "Check everyone's arrival and departure times"),
      due(-3, "Settle up the shared costs"),
      due(-7, "Put everyone's photos in one shared album"),
    ],
  ),
  plan(
    "friends-day-of",
    "friends-type-1",
    "Getaway days",
    "Arriving, settling in and leaving the place as you found it.",
    [
      due(1, "Pack the first-aid kit, phone chargers, games and the speaker"),
      due(1, "Message the group the address, the door code and the arrival plan", "reminder"),
      due(0, "Pick up the keys and check the place against the listing"),
      due(0, "Do the big grocery shop on the way"),
      due(0, "Share out the rooms"),
      due(0, "Keep the owner's number and the house rules to hand"),
      due(0, "Set up the speaker and the shared playlist"),
      due(0, "Start the shared photo album"),
      due(0, "Note shared costs as they happen"),
      due(0, "Cook the first dinner together"),
      due(0, "Agree tomorrow's outing and the time to leave"),
      due(null, "Leave the place tidy and hand back the keys on time"),
    ],
  ),

  plan(
    "cultural-festival",
    "cultural-gatherings-type-1",
    "Cultural gathering plan",
    "Performers, food, languages and traditions, respected and shared.",
    [
      due(150, "Meet community elders and cultural groups to agree the programme"),
      due(150, "Check the calendar for religious observances and holidays"),
      due(120, "Book a venue with space for performances, stalls and a prayer or quiet room", "book-venue"),
      due(100, "Apply for the permits: event licence, food stalls and amplified music", "permits"),
      due(90, "Invite performers (dance groups, musicians, storytellers) and agree fees", "performers"),
      due(75, "Recruit food vendors and check their food hygiene certificates", "vendors"),
      due(60, "Hire the sound system and the stage"),
      due(45, "Translate the flyers and signs into the community's languages"),
      due(45, "Plan the craft workshops and the heritage exhibition"),
      due(30, "Make sure food follows the dietary and religious rules, and label every dish"),
      due(30, "Book bilingual MCs or interpreters"),
      due(30, "Publicise through community centres, places of worship and local radio", "promotion"),
      due(30, "Recruit volunteers and draw up the rota", "volunteers"),
      due(21, "Arrange first aid and security"),
      due(7, "Confirm the running order with every performer", "run-sheet"),
      due(1, "Hold the sound check and the dress rehearsal"),
      due(-7, "Thank performers, vendors and volunteers and share the photos"),
    ],
  ),
  dayAtVenue("cultural-day-of", "cultural-gatherings-type-1", "Festival day", [
    "Sound check with each performer before the gates open",
    "Check every food stall shows its hygiene certificate",
    "Put up the signs in every language",
    "Go through the running order with the MCs and interpreters",
    "Open the prayer and quiet room",
  ]),

  // An organiser's own event type has no starter written for it yet: these two fit any gathering.
  {
    key: "general-plan",
    title: "Event plan",
    description: "The essentials of any gathering, from the budget to the thank-yous.",
    eventTypeIds: [],
    items: [
      due(120, "Agree the date, the budget and the guest list size", "goals-budget"),
      due(100, "Book the venue", "book-venue"),
      due(90, "Send a save-the-date", "save-the-date"),
      due(75, "Book the caterer, the photographer and any entertainment"),
      due(60, "Send the invitations with a reply-by date", "invitations"),
      due(45, "Plan the programme for the day", "programme"),
      due(30, "Recruit helpers for set-up and clearing away"),
      due(21, "Chase the guests who have not replied"),
      due(14, "Confirm menus and dietary needs with the caterer"),
      due(7, "Give the venue and the caterer the final numbers", "final-numbers"),
      due(7, "Print name tags, signs and the programme"),
      due(3, "Send a reminder with times, directions and parking", "reminder"),
      due(-7, "Thank helpers and guests and share the photos"),
    ],
  },
  {
    key: "general-day-of",
    title: "Event day",
    description: "The day before and the day itself, hour by hour.",
    eventTypeIds: [],
    items: [
      ...DAY_BEFORE,
      ...DAY_ARRIVAL,
      due(0, "Set up the welcome table with the guest list, pens and name tags"),
      due(0, "Brief the helpers on who does what and when"),
      due(0, "Check the food and drink arrive on time"),
      due(0, "Take photos, or ask someone to"),
      due(0, "Keep the running order to hand"),
      ...DAY_CLOSE,
    ],
  },
];

export function findStarter(key: string): StarterChecklist | undefined {
  return CHECKLIST_STARTERS.find((s) => s.key === key);
}

/** The starters written for a type; an organiser's own type gets the general ones. */
export function startersForEventType(eventTypeId?: string): StarterChecklist[] {
  if (!eventTypeId) return [...CHECKLIST_STARTERS];
  const own = CHECKLIST_STARTERS.filter((s) => s.eventTypeIds.includes(eventTypeId));
  return own.length > 0 ? own : CHECKLIST_STARTERS.filter((s) => s.eventTypeIds.length === 0);
}

/** The calendar day the event starts on where it happens (00:30 on 1 June in Auckland is 1 June). */
export function eventStartDay(startAtIso: string, timeZone: string): string {
  return isoToZonedInput(startAtIso, timeZone).slice(0, 10);
}

/** `day` moved back by `days` calendar days ("2027-03-01" minus 1 is "2027-02-28"). */
export function daysBeforeDay(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** A starter's lines with due dates for one event. */
export function starterItems(
  starter: StarterChecklist,
  event: { startAt: string; timeZone: string },
): Required<TChecklistItemInput>[] {
  const startDay = eventStartDay(event.startAt, event.timeZone);
  return starter.items.map((item) => ({
    text: item.text,
    dueDate: item.daysBefore === null ? null : daysBeforeDay(startDay, item.daysBefore),
  }));
}
