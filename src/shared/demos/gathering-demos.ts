/** Sample events for the gathering-shaped types: club, community, milestone, professional, social, cultural. */
import { defineDemo, item, line, member, type DemoEvent } from "./types.ts";

export const GATHERING_DEMOS: readonly DemoEvent[] = [
  defineDemo({
    slug: "club-demo",
    eventTypeId: "club-type-1",
    templateSlug: "club",
    name: "Cascade Trail Club Annual Meeting & Members' Night",
    tagline: "Elect the committee in an hour, then celebrate 412 hikes and 3,100 volunteer hours.",
    start: "2027-02-06T18:00",
    end: "2027-02-06T22:30",
    timeZone: "America/Los_Angeles",
    venue: { name: "Fremont Community Hall", address: "3500 Fremont Avenue N, Seattle, WA 98103, USA" },
    hostedBy: "Cascade Trail Club committee",
    description:
      "Our annual general meeting: the chair's report, the accounts, committee elections and the vote on the new trail-maintenance fund. Afterwards each interest group shows off its year, we present the Trail Angel award and welcome the 58 members who joined this year, then it's the buffet and slideshow.",
    capacity: 120,
    schedule: [
      {
        name: "Doors and membership renewals",
        start: "2027-02-06T18:00",
        end: "2027-02-06T18:30",
        place: "Foyer",
        host: "Membership secretary Joy Kimura",
      },
      {
        name: "Annual general meeting",
        start: "2027-02-06T18:30",
        end: "2027-02-06T19:30",
        place: "Main hall",
        host: "Chair Rob Halvorsen",
      },
      {
        name: "Interest group showcase",
        start: "2027-02-06T19:30",
        end: "2027-02-06T20:15",
        place: "Side tables",
        host: "Group leaders",
      },
      {
        name: "Awards and new member welcome",
        start: "2027-02-06T20:15",
        end: "2027-02-06T20:45",
        place: "Main hall",
        host: "Chair Rob Halvorsen",
      },
      {
        name: "Buffet social and slideshow",
        start: "2027-02-06T20:45",
        end: "2027-02-06T22:30",
        place: "Main hall",
        host: "Social secretary Ana Costa",
      },
    ],
    checklist: [
      item("2026-12-08", true, "Book Fremont Community Hall"),
      item("2026-12-26", true, "Send the formal AGM notice (28 days, per the constitution)"),
      item("2027-01-02", true, "Call for nominations and motions"),
      item("2027-01-09", true, "Treasurer's accounts reviewed"),
      item("2027-01-16", true, "Send AGM papers and the candidate list"),
      item("2027-01-23", false, "Ask each interest group for a showcase table"),
      item("2027-01-27", false, "Order the buffet"),
      item("2027-01-30", false, "Print voting cards and the agenda"),
      item("2027-02-06", false, "Check quorum before the meeting starts (40 members)"),
    ],
    groups: [
      {
        name: "Day Hikers",
        members: [
          member("Joy Kimura", "going", "Membership secretary"),
          member("Peter Lund", "going"),
          member("Grace Amadi", "going", "New member"),
          member("Harold Finch", "maybe"),
        ],
      },
      {
        name: "Backpackers",
        members: [
          member("Rob Halvorsen", "going", "Chair"),
          member("Ana Costa", "going", "Social secretary"),
          member("Mateo Ruiz", "invited"),
        ],
      },
      {
        name: "Trail Runners",
        members: [member("Kira Novak", "going", "Group leader"), member("Sam Whitaker", "going", "New member")],
      },
      {
        name: "Trail Crew volunteers",
        members: [
          member("Linda Ochoa", "going", "Trail Angel nominee"),
          member("Dev Sharma", "going", "Treasurer"),
          member("Tom Reilly", "maybe"),
        ],
      },
    ],
    faq: [
      {
        question: "Who can vote?",
        answer: "Every member whose membership is current on the night. You can renew at the door.",
      },
      {
        question: "Can I vote by proxy?",
        answer: "Yes, with the proxy form in the AGM papers, handed in by 5 February.",
      },
      { question: "Is the social open to non-members?", answer: "Partners and friends are welcome from 20:15." },
    ],
    budget: {
      currency: "USD",
      lines: [
        line("Hall hire", 320_00, 320_00),
        line("Buffet for 120", 1200_00, 0),
        line("Drinks", 400_00, 0),
        line("Trophies and certificates", 180_00, 140_00),
        line("Printing", 75_00, 0),
      ],
    },
  }),

  defineDemo({
    slug: "community-demo",
    eventTypeId: "community-type-1",
    templateSlug: "community",
    name: "Elm Park Community Festival",
    tagline: "Forty stalls, four bands and the whole neighbourhood on one green.",
    start: "2027-06-19T10:00",
    end: "2027-06-19T17:00",
    timeZone: "Europe/London",
    venue: { name: "Elm Park Green", address: "Elm Park Road, Leeds LS6 2AB, United Kingdom" },
    hostedBy: "Elm Park Residents' Association",
    description:
      "Our ninth festival on the green. Local clubs, charities and shops show what they do, the library runs the kids' zone, four local bands play the small stage, and at four o'clock we thank the neighbours who made a difference this year. The raffle funds next year's festival.",
    capacity: 2000,
    schedule: [
      {
        name: "Official opening",
        start: "2027-06-19T10:00",
        end: "2027-06-19T10:30",
        place: "Small stage",
        host: "Chair Fatima Hussain and the Lord Mayor",
      },
      {
        name: "Stalls and information booths",
        start: "2027-06-19T10:30",
        end: "2027-06-19T16:30",
        place: "The green",
        host: "Stall coordinator Gareth Evans",
      },
      {
        name: "Kids' zone",
        start: "2027-06-19T11:00",
        end: "2027-06-19T16:00",
        place: "By the library",
        host: "Elm Park Library Friends",
      },
      {
        name: "Local bands",
        start: "2027-06-19T12:00",
        end: "2027-06-19T16:00",
        place: "Small stage",
        host: "Stage manager Priya Nair",
      },
      {
        name: "Community awards",
        start: "2027-06-19T16:00",
        end: "2027-06-19T16:30",
        place: "Small stage",
        host: "Chair Fatima Hussain",
      },
      {
        name: "Closing raffle",
        start: "2027-06-19T16:30",
        end: "2027-06-19T17:00",
        place: "Small stage",
        host: "Treasurer Colin Marsh",
      },
    ],
    checklist: [
      item("2026-12-21", true, "Apply for the event permit and road closure"),
      item("2027-01-20", true, "Renew public liability insurance"),
      item("2027-02-19", true, "Invite organisations to book a stall"),
      item("2027-03-21", true, "Book toilets, first aid and bins"),
      item("2027-04-20", true, "Open nominations for the community awards"),
      item("2027-05-05", false, "Recruit stewards and set-up volunteers"),
      item("2027-05-29", false, "Put posters in shop windows"),
      item("2027-06-05", false, "Finish the risk assessment"),
      item("2027-06-18", false, "Mark out stall pitches"),
      item("2027-06-19", false, "Volunteer briefing at 08:00"),
    ],
    groups: [
      {
        name: "Elm Park Residents' Association",
        members: [
          member("Fatima Hussain", "going", "Chair"),
          member("Colin Marsh", "going", "Treasurer"),
          member("Gareth Evans", "going", "Stall coordinator"),
        ],
      },
      {
        name: "Elm Park Library Friends",
        members: [member("Margaret O'Neill", "going", "Kids' zone lead"), member("Jamal Ahmed", "going")],
      },
      {
        name: "Elm Park Juniors FC",
        members: [member("Steve Collins", "going", "Penalty shoot-out stall"), member("Becky Lowe", "maybe")],
      },
      {
        name: "Community Garden Collective",
        members: [member("Ines Duarte", "going", "Seedling swap"), member("Tom Baker", "invited")],
      },
    ],
    faq: [
      {
        question: "How much does a stall cost?",
        answer: "Free for charities and community groups, £40 for businesses.",
      },
      { question: "Can I bring my dog?", answer: "Yes, on a lead. There's a water station by the library." },
      { question: "What if it rains?", answer: "The festival goes ahead; the stage and kids' zone are under cover." },
    ],
    budget: {
      currency: "GBP",
      lines: [
        line("Permit and road closure", 280_00, 280_00),
        line("Public liability insurance", 350_00, 350_00),
        line("Stage, PA and engineer", 1500_00, 500_00),
        line("Toilets and bins", 780_00, 0),
        line("First aid cover", 400_00, 0),
        line("Kids' zone", 450_00, 120_00),
        line("Posters and banners", 200_00, 180_00),
      ],
    },
  }),

  defineDemo({
    slug: "milestone-demo",
    eventTypeId: "milestone-type-1",
    templateSlug: "milestone",
    name: "Margaret & Tom's Golden Anniversary",
    tagline: "Fifty years, three children, seven grandchildren, and one very patient church choir.",
    start: "2027-08-14T17:00",
    end: "2027-08-14T22:00",
    timeZone: "Australia/Melbourne",
    venue: { name: "The Boathouse, Albert Park Lake", address: "Aquatic Drive, Albert Park VIC 3206, Australia" },
    hostedBy: "Claire, David and Fiona Whitmore",
    description:
      "Margaret and Tom married on 14 August 1977 at St Kilda Parish. Join us at the lake where Tom proposed (in a rowing boat, badly) for an evening of dinner, stories and dancing. The children are keeping it a surprise until the welcome reception, so please say nothing!",
    capacity: 80,
    schedule: [
      {
        name: "Welcome reception and the surprise",
        start: "2027-08-14T17:00",
        end: "2027-08-14T18:00",
        place: "Lakeside terrace",
        host: "Claire",
      },
      {
        name: "Fifty years in pictures",
        start: "2027-08-14T18:00",
        end: "2027-08-14T18:20",
        place: "Dining room",
        host: "Grandson Oliver",
      },
      {
        name: "Dinner",
        start: "2027-08-14T18:30",
        end: "2027-08-14T20:00",
        place: "Dining room",
        host: "The Boathouse kitchen",
      },
      {
        name: "Toasts from 1977, 1997 and today",
        start: "2027-08-14T20:00",
        end: "2027-08-14T20:30",
        place: "Dining room",
        host: "David",
      },
      {
        name: "Cake, first dance and dancing",
        start: "2027-08-14T20:45",
        end: "2027-08-14T22:00",
        place: "Dining room",
        host: "DJ Lou",
      },
    ],
    checklist: [
      item("2027-05-16", true, "Decide on a surprise and swear the siblings to secrecy"),
      item("2027-05-31", true, "Book The Boathouse dining room"),
      item("2027-06-15", true, "Gather guests from both families, the choir and the rowing club"),
      item("2027-06-30", true, "Send invitations asking for old photos"),
      item("2027-07-15", false, "Scan photos for the slideshow"),
      item("2027-07-24", false, "Ask three people for a two-minute toast"),
      item("2027-07-31", false, "Confirm the menu (Margaret's favourite: lamb with rosemary)"),
      item("2027-08-07", false, "Order the gold cake and the flowers"),
      item("2027-08-14", false, "Bring the 1977 wedding photo for the display table"),
    ],
    groups: [
      {
        name: "Family",
        members: [
          member("Claire Whitmore", "going", "Organiser"),
          member("David Whitmore", "going", "Toast: today"),
          member("Fiona Whitmore-Lee", "going", "Flying in from Singapore"),
          member("Oliver Whitmore", "going", "Slideshow"),
        ],
      },
      {
        name: "St Kilda Parish Choir",
        members: [
          member("Judith Barnes", "going", "Toast: 1977, bridesmaid"),
          member("Frank Russo", "going"),
          member("Helen Tsai", "maybe"),
        ],
      },
      {
        name: "Albert Park Rowing Club",
        members: [member("Bill Henderson", "going", "Toast: 1997"), member("Rosa Alvarez", "invited")],
      },
    ],
    faq: [
      {
        question: "Is it really a surprise?",
        answer: "Yes. Margaret and Tom think they are having dinner with the children. Please arrive by 16:45.",
      },
      {
        question: "Gifts?",
        answer: "They asked for none, so we're making a book of memories. Send a page to Claire by 31 July.",
      },
      {
        question: "Is there parking?",
        answer: "Free parking on Aquatic Drive; the terrace is step-free from the car park.",
      },
    ],
    budget: {
      currency: "AUD",
      lines: [
        line("Dining room hire", 900_00, 450_00),
        line("Dinner for 80", 6400_00, 0),
        line("Reception drinks", 1200_00, 0),
        line("Gold anniversary cake", 380_00, 0),
        line("DJ", 650_00, 200_00),
        line("Flowers", 420_00, 0),
      ],
    },
  }),

  defineDemo({
    slug: "professional-demo",
    eventTypeId: "professional-type-1",
    templateSlug: "professional",
    name: "Brightline Software Alumni Reunion",
    tagline: "Everyone who shipped Brightline, from the garage years to the acquisition.",
    start: "2027-03-11T18:00",
    end: "2027-03-11T22:00",
    timeZone: "America/New_York",
    venue: { name: "The Foundry Loft", address: "48 Wythe Avenue, Brooklyn, NY 11249, USA" },
    hostedBy: "Brightline alumni network",
    description:
      "Brightline started with four people in 2009 and was acquired in 2021. This is the first time its alumni and today's team meet in one room: a word from co-founder Nadia Ferreira, a then-and-now panel, dinner by old department, and an opportunities wall for roles, advice and introductions.",
    capacity: 150,
    schedule: [
      {
        name: "Registration and badges",
        start: "2027-03-11T18:00",
        end: "2027-03-11T18:30",
        place: "Entrance",
        host: "Alumni lead Jordan Pike",
      },
      {
        name: "Welcome from the co-founder",
        start: "2027-03-11T18:30",
        end: "2027-03-11T18:45",
        place: "Main floor",
        host: "Nadia Ferreira",
      },
      {
        name: "Then-and-now panel",
        start: "2027-03-11T18:45",
        end: "2027-03-11T19:30",
        place: "Main floor",
        host: "Moderator: Chris Obi",
      },
      {
        name: "Dinner by department",
        start: "2027-03-11T19:30",
        end: "2027-03-11T21:00",
        place: "Long tables",
        host: "Events: Mia Lopez",
      },
      {
        name: "Opportunities wall and networking",
        start: "2027-03-11T21:00",
        end: "2027-03-11T22:00",
        place: "Back wall",
        host: "Jordan Pike",
      },
    ],
    checklist: [
      item("2026-11-11", true, "Build the alumni list from HR records and LinkedIn"),
      item("2026-12-11", true, "Book The Foundry Loft"),
      item("2027-01-10", true, "Send invitations with the registration link"),
      item("2027-01-25", true, "Confirm the panellists"),
      item("2027-02-09", false, "Collect department and years for the badges"),
      item("2027-02-18", false, "Plan the seating by department"),
      item("2027-02-25", false, "Print badges"),
      item("2027-03-04", false, "Prepare the opportunities wall and cards"),
    ],
    groups: [
      {
        name: "Engineering",
        members: [
          member("Nadia Ferreira", "going", "Co-founder, 2009–2021"),
          member("Hiro Sato", "going", "First engineer"),
          member("Amara Nwosu", "going", "Now CTO elsewhere, hiring"),
          member("Leo Brandt", "maybe"),
        ],
      },
      {
        name: "Design",
        members: [member("Chris Obi", "going", "Panel moderator"), member("Elena Ruiz", "going")],
      },
      {
        name: "Sales and customer success",
        members: [
          member("Jordan Pike", "going", "Alumni lead"),
          member("Tessa Grant", "going"),
          member("Omar Haddad", "invited"),
        ],
      },
      {
        name: "Today's team",
        members: [member("Mia Lopez", "going", "Events"), member("Ravi Menon", "going", "Head of engineering")],
      },
    ],
    faq: [
      {
        question: "Is this a recruiting event?",
        answer: "Not officially, but the opportunities wall is there for anyone hiring or looking.",
      },
      {
        question: "Can I bring a plus-one?",
        answer: "This one is for alumni and current staff only, so everyone can catch up.",
      },
      { question: "What should I wear?", answer: "Whatever you wore to ship on a Friday." },
    ],
    budget: {
      currency: "USD",
      lines: [
        line("Venue, evening", 3500_00, 1750_00),
        line("Dinner for 150", 7500_00, 0),
        line("Drinks", 3000_00, 0),
        line("Badges and opportunities cards", 250_00, 0),
        line("Photographer", 700_00, 0),
      ],
    },
  }),

  defineDemo({
    slug: "social-demo",
    eventTypeId: "social-event-type-1",
    templateSlug: "social",
    name: "Midsummer Garden Party at the Hendersons'",
    tagline: "Croquet, a long buffet and a fire pit under the apple tree.",
    start: "2027-06-26T15:00",
    end: "2027-06-26T22:00",
    timeZone: "America/Toronto",
    venue: { name: "The Henderson garden", address: "27 Willow Crescent, Toronto, ON M4E 1R2, Canada" },
    hostedBy: "Priya and Mark Henderson",
    description:
      "Our midsummer party is back. Pitcher drinks at the gate, croquet and giant Jenga on the lawn, a buffet under the marquee, a quick toast to summer, and the fire pit once the sun goes down. Bring a blanket and shoes you don't mind on the grass.",
    capacity: 50,
    schedule: [
      {
        name: "Welcome drinks",
        start: "2027-06-26T15:00",
        end: "2027-06-26T16:00",
        place: "Garden gate",
        host: "Mark",
      },
      {
        name: "Lawn games",
        start: "2027-06-26T16:00",
        end: "2027-06-26T18:00",
        place: "Back lawn",
        host: "Josh (reigning croquet champion)",
      },
      { name: "Garden buffet", start: "2027-06-26T18:00", end: "2027-06-26T19:30", place: "Marquee", host: "Priya" },
      { name: "A toast to summer", start: "2027-06-26T19:30", end: "2027-06-26T19:45", place: "Marquee", host: "Mark" },
      {
        name: "Fire pit and music",
        start: "2027-06-26T20:00",
        end: "2027-06-26T22:00",
        place: "Under the apple tree",
        host: "Priya and Mark",
      },
    ],
    checklist: [
      item("2027-05-15", true, "Pick the date and a rain date (27 June)"),
      item("2027-05-22", true, "Send invitations"),
      item("2027-05-29", true, "Rent the marquee"),
      item("2027-06-05", true, "Plan a menu that survives the heat"),
      item("2027-06-16", true, "Tell the neighbours (and invite them)"),
      item("2027-06-19", false, "Order ice and drinks"),
      item("2027-06-23", false, "Mow the lawn and hang the string lights"),
      item("2027-06-25", false, "Make the rain call"),
    ],
    groups: [
      {
        name: "Neighbours on Willow Crescent",
        members: [
          member("Josh and Emma Kowalski", "going", "Bringing the croquet set"),
          member("Mrs. Delaney", "going", "Prefers a shaded seat"),
          member("The Nakamura family", "maybe"),
        ],
      },
      {
        name: "Book club",
        members: [
          member("Aline Dubois", "going", "Gluten-free"),
          member("Sunita Rao", "going"),
          member("Karen Walsh", "invited"),
        ],
      },
      {
        name: "Mark's colleagues",
        members: [member("Ben Tremblay", "going"), member("Zoe Chan", "going", "Vegan")],
      },
    ],
    faq: [
      {
        question: "Can I bring the kids?",
        answer: "Of course. There's a paddling pool and the lawn games are for all ages.",
      },
      {
        question: "What should I bring?",
        answer: "Nothing but a blanket for the fire pit. If you insist, dessert is always welcome.",
      },
      {
        question: "What if it rains?",
        answer: "We'll decide on Friday and message everyone; the rain date is Sunday 27 June.",
      },
    ],
    budget: {
      currency: "CAD",
      lines: [
        line("Marquee and furniture rental", 550_00, 275_00),
        line("Buffet ingredients", 700_00, 0),
        line("Drinks", 500_00, 0),
        line("Ice delivery", 60_00, 0),
        line("String lights and lanterns", 110_00, 110_00),
      ],
    },
  }),

  defineDemo({
    slug: "cultural-demo",
    eventTypeId: "cultural-gatherings-type-1",
    templateSlug: "cultural-exchange",
    name: "Sapporo–Portland Sister City Exchange Week",
    tagline: "Thirty-two visitors from Sapporo, thirty host families and a showcase night for the whole city.",
    start: "2027-09-04T14:00",
    end: "2027-09-13T12:00",
    timeZone: "America/Los_Angeles",
    venue: {
      name: "Portland Japanese Garden & Lincoln High School",
      address: "611 SW Kingston Avenue, Portland, OR 97205, USA",
    },
    hostedBy: "Portland–Sapporo Sister City Association",
    description:
      "Every other year a group of Sapporo high-school students and teachers spend ten days with Portland host families. They join classes at Lincoln High, cook with their hosts, visit the Columbia Gorge, and end the week with a showcase night where both groups share music, dance and stories.",
    capacity: 120,
    schedule: [
      {
        name: "Arrival and host-family matching",
        start: "2027-09-04T14:00",
        end: "2027-09-04T16:00",
        place: "Lincoln High School, commons",
        host: "Exchange coordinator Naomi Fujita",
      },
      {
        name: "Welcome evening",
        start: "2027-09-04T18:30",
        end: "2027-09-04T21:00",
        place: "Portland Japanese Garden, pavilion",
        host: "Association president",
      },
      {
        name: "Language tandem",
        start: "2027-09-05T10:00",
        end: "2027-09-05T12:00",
        place: "Lincoln High, library",
        host: "Mr. Keller, Japanese teacher",
      },
      {
        name: "School shadowing day",
        start: "2027-09-06T09:00",
        end: "2027-09-06T15:00",
        place: "Lincoln High School",
        host: "Naomi Fujita",
      },
      {
        name: "Cooking exchange",
        start: "2027-09-08T17:00",
        end: "2027-09-08T20:00",
        place: "Host family kitchens",
        host: "Host families",
      },
      {
        name: "Columbia Gorge heritage visit",
        start: "2027-09-09T09:00",
        end: "2027-09-09T17:00",
        place: "Multnomah Falls and Vista House",
        host: "Local historian Ruth Abrams",
      },
      {
        name: "Cultural showcase night",
        start: "2027-09-12T18:00",
        end: "2027-09-12T21:00",
        place: "Lincoln High auditorium",
        host: "Both group leaders",
      },
      {
        name: "Farewell and departure",
        start: "2027-09-13T09:00",
        end: "2027-09-13T11:00",
        place: "Lincoln High School, commons",
        host: "Naomi Fujita",
      },
    ],
    checklist: [
      item("2026-12-08", true, "Agree dates and group size with the Sapporo association"),
      item("2027-01-07", true, "Recruit host families"),
      item("2027-03-08", true, "Match guests to hosts by age, interests and allergies"),
      item("2027-05-07", true, "Collect signed consent forms for minors"),
      item("2027-06-06", true, "Plan the showcase programme with both leaders"),
      item("2027-07-06", false, "Host-family briefing evening"),
      item("2027-07-21", false, "Prepare welcome packs with maps and phrases"),
      item("2027-08-21", false, "Confirm flights and the airport pick-up"),
      item("2027-08-28", false, "Share the emergency contact tree"),
      item("2027-09-03", false, "Print badges and the daily programme"),
    ],
    groups: [
      {
        name: "Sapporo delegation",
        members: [
          member("Haruka Sato", "going", "Group leader, teacher"),
          member("Ren Takahashi", "going", "Student, plays shakuhachi"),
          member("Yui Nakamura", "going", "Student, shellfish allergy"),
          member("Sota Kobayashi", "going", "Student"),
        ],
      },
      {
        name: "Portland host families",
        members: [
          member("The Okafor family", "going", "Hosting Yui"),
          member("The Lindstrom family", "going", "Hosting Ren"),
          member("The Garcia family", "maybe", "Awaiting background check"),
        ],
      },
      {
        name: "Lincoln High Japanese Club",
        members: [member("Ella Morgan", "going", "Tandem partner"), member("Kai Pham", "going", "Showcase MC")],
      },
      {
        name: "Portland Taiko",
        members: [member("Denise Yamamoto", "going", "Opens the showcase"), member("Marcus Hill", "invited")],
      },
    ],
    faq: [
      {
        question: "Can anyone come to the showcase night?",
        answer: "Yes, it's free and open to the public. Doors at 17:30.",
      },
      {
        question: "What do host families provide?",
        answer: "A bed, breakfast and dinner, and the school run. Lunches and trips are covered by the association.",
      },
      {
        question: "Who do I call in an emergency?",
        answer: "Naomi Fujita, day or night, on the number in your welcome pack. She speaks English and Japanese.",
      },
    ],
    budget: {
      currency: "USD",
      lines: [
        line("Airport coach transfers", 900_00, 0),
        line("Columbia Gorge coach and guide", 950_00, 300_00),
        line("Welcome evening catering", 1400_00, 700_00),
        line("Auditorium for the showcase", 400_00, 0),
        line("Welcome packs and badges", 300_00, 260_00),
        line("Group travel insurance", 650_00, 650_00),
        line("Host family thank-you gifts", 450_00, 0),
      ],
    },
  }),
];
