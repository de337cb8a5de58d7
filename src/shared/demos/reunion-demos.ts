/** Sample events for the reunion-shaped types: family, school, military, sports team, chapter and friends. */
import { defineDemo, item, line, member, type DemoEvent } from "./types.ts";

export const REUNION_DEMOS: readonly DemoEvent[] = [
  defineDemo({
    slug: "family-demo",
    eventTypeId: "family-type-1",
    templateSlug: "family",
    name: "The Okafor–Lindqvist Family Reunion",
    tagline: "Four branches, three countries, one long weekend in the Lake District.",
    start: "2027-07-23T16:00",
    end: "2027-07-25T14:00",
    timeZone: "Europe/London",
    venue: { name: "Brackenfell Farm & Barn", address: "Brackenfell Lane, Keswick CA12 4RN, United Kingdom" },
    hostedBy: "Grace Okafor-Lindqvist",
    description:
      "Grandma Ada turns 85 this summer, and for the first time since the Stockholm wedding in 2019 every branch of the family will be in one place. We have the whole farm: the barn for Saturday's dinner, the meadow for games and the cottages for sleeping. Bring old photos for the history corner and something from where you live now.",
    capacity: 70,
    schedule: [
      {
        name: "Arrival and welcome barbecue",
        start: "2027-07-23T16:00",
        end: "2027-07-23T19:00",
        place: "Farmhouse garden",
        host: "Emeka and Ingrid",
      },
      {
        name: "Family history corner opens",
        start: "2027-07-24T10:00",
        end: "2027-07-24T12:00",
        place: "The old dairy",
        host: "Uncle Chidi",
      },
      {
        name: "Picnic lunch",
        start: "2027-07-24T12:30",
        end: "2027-07-24T14:00",
        place: "Meadow",
        host: "Catering: Fellside Kitchen",
      },
      {
        name: "Branch games: tug of war and the cousins' quiz",
        start: "2027-07-24T14:30",
        end: "2027-07-24T16:30",
        place: "Meadow",
        host: "Tolu and Freja",
      },
      {
        name: "Group photo",
        start: "2027-07-24T17:00",
        end: "2027-07-24T17:30",
        place: "Barn steps",
        host: "Photographer: Sam Reid",
      },
      {
        name: "Grandma Ada's 85th birthday dinner",
        start: "2027-07-24T18:30",
        end: "2027-07-24T21:30",
        place: "The barn",
        host: "Grace",
      },
      {
        name: "Farewell brunch",
        start: "2027-07-25T10:00",
        end: "2027-07-25T12:00",
        place: "Farmhouse kitchen",
        host: "The Lindqvist branch",
      },
    ],
    checklist: [
      item("2027-01-20", true, "Agree the date with Grandma Ada and the Lagos branch"),
      item("2027-02-15", true, "Book Brackenfell Farm and pay the deposit"),
      item("2027-03-01", true, "Send save-the-dates with the cottage booking link"),
      item("2027-04-30", true, "Collect passport details for the visa invitation letters"),
      item("2027-05-20", true, "Book the photographer for Saturday afternoon"),
      item("2027-06-15", false, "Confirm the caterer and the dietary list"),
      item("2027-06-30", false, "Print the family tree poster (four branches, five generations)"),
      item("2027-07-09", false, "Buy quiz prizes and tug-of-war rope"),
      item("2027-07-16", false, "Send the final schedule and the drive from Penrith station"),
      item("2027-07-22", false, "Set up the history corner in the old dairy"),
    ],
    groups: [
      {
        name: "Okafor branch, Lagos",
        members: [
          member("Ada Okafor", "going", "Guest of honour, 85"),
          member("Chidi Okafor", "going", "Family historian"),
          member("Ngozi Okafor", "going"),
          member("Tolu Okafor", "going", "Runs the games"),
          member("Kelechi Okafor", "maybe", "Visa pending"),
        ],
      },
      {
        name: "Okafor branch, London",
        members: [
          member("Emeka Okafor", "going", "Grill master"),
          member("Grace Okafor-Lindqvist", "going", "Organiser"),
          member("Ifeoma Bello", "going", "Vegetarian"),
          member("Daniel Bello", "invited"),
        ],
      },
      {
        name: "Lindqvist branch, Stockholm",
        members: [
          member("Ingrid Lindqvist", "going"),
          member("Erik Lindqvist", "going"),
          member("Freja Lindqvist", "going", "Co-runs the quiz"),
          member("Astrid Lindqvist", "maybe", "Exams that week"),
        ],
      },
      {
        name: "Lindqvist branch, Toronto",
        members: [
          member("Nils Lindqvist", "going", "Flies into Manchester"),
          member("Priya Lindqvist", "going", "Nut allergy"),
          member("Maya Lindqvist", "going", "Age 9"),
        ],
      },
    ],
    faq: [
      {
        question: "Where do we sleep?",
        answer:
          "The farm's six cottages are held for the family until 1 June; after that, the Keswick hotels in the welcome email.",
      },
      {
        question: "How do we get there without a car?",
        answer: "Train to Penrith, then the 15:00 minibus we booked on Friday. Tell Grace you are on it.",
      },
      {
        question: "Is there a present for Grandma Ada?",
        answer: "One gift from everyone: a book of letters. Send yours to Freja by 1 July.",
      },
    ],
    budget: {
      currency: "GBP",
      lines: [
        line("Venue: farm and barn, two days", 2400_00, 2400_00),
        line("Friday barbecue", 650_00, 0),
        line("Saturday dinner catering", 2800_00, 700_00),
        line("Photographer", 550_00, 150_00),
        line("Printing: tree poster and name tags", 120_00, 0),
        line("Games and prizes", 90_00, 35_00),
      ],
    },
  }),

  defineDemo({
    slug: "school-demo",
    eventTypeId: "school-type-1",
    templateSlug: "school",
    name: "Westbrook High Reunion: Classes of 2006–2008",
    tagline: "Twenty years on, three class years, one very full gym.",
    start: "2027-10-09T17:00",
    end: "2027-10-09T23:30",
    timeZone: "America/Chicago",
    venue: {
      name: "Westbrook High School & The Grain Exchange",
      address: "1200 Prairie Avenue, Westbrook, IL 60090, USA",
    },
    hostedBy: "Westbrook Alumni Committee",
    description:
      "The classes of 2006, 2007 and 2008 share teachers, teams and a lot of memories, so this year we reunite together. Tour the school at five (the gym floor is new, the lockers are not), then walk two blocks to the Grain Exchange for dinner, the then-and-now slideshow, class awards and music from our senior years.",
    capacity: 320,
    schedule: [
      {
        name: "Tour of the old school",
        start: "2027-10-09T17:00",
        end: "2027-10-09T18:00",
        place: "Westbrook High, main entrance",
        host: "Ms. Alvarez, current principal",
      },
      {
        name: "Reception with yearbook walls",
        start: "2027-10-09T18:30",
        end: "2027-10-09T19:30",
        place: "The Grain Exchange, lobby",
        host: "Reunion committee",
      },
      {
        name: "Dinner",
        start: "2027-10-09T19:30",
        end: "2027-10-09T20:30",
        place: "The Grain Exchange, main hall",
        host: "Prairie Table Catering",
      },
      {
        name: "Then-and-now slideshow and class awards",
        start: "2027-10-09T20:30",
        end: "2027-10-09T21:00",
        place: "Main hall stage",
        host: "Marcus Bell, class of 2007 president",
      },
      {
        name: "Dancing to 2006–2008 hits",
        start: "2027-10-09T21:00",
        end: "2027-10-09T23:30",
        place: "Main hall",
        host: "DJ Kev (class of 2006)",
      },
    ],
    checklist: [
      item("2026-10-15", true, "Form the committee with two people from each class"),
      item("2026-12-01", true, "Build the contact list from yearbooks and the alumni office"),
      item("2027-02-01", true, "Book the Grain Exchange"),
      item("2027-04-01", true, "Send save-the-dates"),
      item("2027-06-01", true, "Open ticket sales with early-bird pricing"),
      item("2027-07-15", true, "Post the list of classmates we still cannot find"),
      item("2027-08-25", false, "Collect then-and-now photos"),
      item("2027-09-09", false, "Order name tags with senior photos"),
      item("2027-09-25", false, "Confirm numbers with Prairie Table Catering"),
      item("2027-10-02", false, "Prepare the in-memoriam slide"),
    ],
    groups: [
      {
        name: "Class of 2006",
        members: [
          member("Kevin Osei", "going", "DJ for the night"),
          member("Hannah Lindgren", "going"),
          member("Luis Ortega", "maybe", "Flying in from Denver"),
          member("Rachel Kim", "invited"),
        ],
      },
      {
        name: "Class of 2007",
        members: [
          member("Marcus Bell", "going", "Class president"),
          member("Jenna Walsh", "going", "Committee"),
          member("Tyler Brooks", "going"),
          member("Aisha Rahman", "going", "Vegetarian"),
          member("Ben Novak", "maybe"),
        ],
      },
      {
        name: "Class of 2008",
        members: [
          member("Sofia Marino", "going", "Committee, slideshow"),
          member("Derek Chu", "going"),
          member("Olivia Grant", "invited"),
          member("Sam Patel", "going", "Bringing the 2008 yearbook"),
        ],
      },
    ],
    faq: [
      { question: "Can I bring my partner?", answer: "Yes. Partner tickets are the same price and include dinner." },
      {
        question: "Is the school tour accessible?",
        answer: "Yes, through the east entrance with the lift. Tell us if you need a seat on the tour.",
      },
      {
        question: "I'm in touch with someone who's not on the list.",
        answer: "Please send them the link, or send us their email and we'll invite them.",
      },
      {
        question: "Where do I park?",
        answer: "The school lot is free all evening; leave your car there and walk to the Grain Exchange.",
      },
    ],
    budget: {
      currency: "USD",
      lines: [
        line("Venue: Grain Exchange", 3200_00, 1600_00),
        line("Dinner for 300", 10500_00, 2500_00),
        line("Bar package", 4500_00, 0),
        line("Name tags and yearbook wall prints", 450_00, 0),
        line("Photographer", 700_00, 200_00),
      ],
    },
  }),

  defineDemo({
    slug: "military-demo",
    eventTypeId: "military-type-1",
    templateSlug: "military",
    name: "42nd Signal Battalion — 30th Anniversary Reunion",
    tagline: "Three decades since the battalion stood up. Come home to Fort Calloway.",
    start: "2027-05-13T15:00",
    end: "2027-05-15T22:00",
    timeZone: "America/New_York",
    venue: { name: "Calloway Inn & Conference Center", address: "88 Ridge Road, Calloway, NC 28301, USA" },
    hostedBy: "42nd Signal Battalion Association",
    description:
      "Thirty years ago the 42nd Signal Battalion was activated at Fort Calloway. This reunion brings together everyone who served with it, and their families, for a memorial service, a visit to the post's signal museum, an oral history afternoon and the anniversary banquet. The hospitality room is open all weekend.",
    capacity: 140,
    schedule: [
      {
        name: "Registration and hospitality room",
        start: "2027-05-13T15:00",
        end: "2027-05-13T19:00",
        place: "Inn, Ridge Room",
        host: "SFC (Ret.) Dana Whitfield",
      },
      {
        name: "Memorial service",
        start: "2027-05-14T09:00",
        end: "2027-05-14T10:00",
        place: "Post chapel",
        host: "Chaplain (Ret.) Paul Moreno",
      },
      {
        name: "Signal museum tour",
        start: "2027-05-14T10:30",
        end: "2027-05-14T13:30",
        place: "Fort Calloway Signal Museum",
        host: "Museum curator",
      },
      {
        name: "Oral history recordings",
        start: "2027-05-14T15:00",
        end: "2027-05-14T17:00",
        place: "Inn, Library",
        host: "Association historian",
      },
      {
        name: "30th anniversary banquet",
        start: "2027-05-15T18:00",
        end: "2027-05-15T22:00",
        place: "Inn, Grand Ballroom",
        host: "LTC (Ret.) Marcus Greene",
      },
    ],
    checklist: [
      item("2026-06-01", true, "Sign the hotel contract with the hospitality room"),
      item("2026-09-01", true, "First mailing to the roster, by post and email"),
      item("2026-11-15", true, "Request the museum tour and chapel from the post"),
      item("2027-01-15", true, "Invite the banquet guest speaker"),
      item("2027-02-15", true, "Arrange the colour guard"),
      item("2027-03-15", false, "Book accessible buses for the tour"),
      item("2027-04-13", false, "Submit the base-access roster"),
      item("2027-04-20", false, "Collect names for the memorial reading"),
      item("2027-05-06", false, "Set up recording equipment for the oral histories"),
      item("2027-05-13", false, "Pack the missing-man table setting for the banquet"),
    ],
    groups: [
      {
        name: "Headquarters Company",
        members: [
          member("Marcus Greene", "going", "Former battalion commander"),
          member("Dana Whitfield", "going", "Reunion chair"),
          member("Robert Hale", "going", "With wife Linda"),
        ],
      },
      {
        name: "Alpha Company",
        members: [
          member("Teresa Vaughn", "going"),
          member("James Okonkwo", "going", "Bringing 1998 photo albums"),
          member("Michael Brandt", "maybe", "Wheelchair user"),
          member("Luis Serrano", "invited"),
        ],
      },
      {
        name: "Bravo Company",
        members: [
          member("Patrick Doyle", "going"),
          member("Angela Ruiz", "going", "Recording her oral history"),
          member("Kevin Tran", "going"),
        ],
      },
      {
        name: "Families and friends",
        members: [
          member("Sarah Whitfield", "going"),
          member("Ellen Park", "going", "Attending in honour of her late father, SSG Daniel Park"),
        ],
      },
    ],
    faq: [
      {
        question: "What do I need to get onto the post?",
        answer:
          "A government photo ID. Your name must be on the access roster we send on 13 April, so register before then.",
      },
      {
        question: "Is the museum tour accessible?",
        answer: "Yes. The buses have lifts and the museum is on one floor with seating throughout.",
      },
      {
        question: "What is the dress code for the banquet?",
        answer: "Business attire or dress uniform; medals welcome.",
      },
    ],
    budget: {
      currency: "USD",
      lines: [
        line("Hospitality room, three days", 900_00, 900_00),
        line("Banquet dinner for 140", 6300_00, 1500_00),
        line("Accessible tour buses", 1400_00, 0),
        line("Bugler and colour guard", 400_00, 0),
        line("Badges and programmes", 350_00, 120_00),
      ],
    },
  }),

  defineDemo({
    slug: "sports-team-demo",
    eventTypeId: "sports-team-reunions-type-1",
    templateSlug: "sports-team",
    name: "Lakeside Lions — 2002 State Champions, 25 Years On",
    tagline: "The squad, the coaches and the trophy, back on the same field.",
    start: "2027-09-18T10:00",
    end: "2027-09-18T21:30",
    timeZone: "America/Denver",
    venue: { name: "Lakeside High Stadium & Clubhouse", address: "400 Shoreline Drive, Lakeside, CO 80501, USA" },
    hostedBy: "Coach Ray Delgado and the 2002 captains",
    description:
      "In 2002 the Lakeside Lions won the state title in double overtime. Twenty-five years later the squad is back: an alumni game (no tackling, knees are not what they were), lunch with the trophy, recognition at half-time of this year's home game, and a dinner with the full highlight reel from that season.",
    capacity: 80,
    schedule: [
      {
        name: "Alumni game",
        start: "2027-09-18T10:00",
        end: "2027-09-18T11:30",
        place: "Practice field",
        host: "Captains Jordan Miles and Eric Svoboda",
      },
      {
        name: "Team lunch with the trophy",
        start: "2027-09-18T12:00",
        end: "2027-09-18T13:30",
        place: "Clubhouse",
        host: "Team manager Beth Rowan",
      },
      {
        name: "Half-time recognition",
        start: "2027-09-18T14:00",
        end: "2027-09-18T16:00",
        place: "Main stadium",
        host: "Athletic director",
      },
      {
        name: "Reunion dinner and highlight reel",
        start: "2027-09-18T18:30",
        end: "2027-09-18T21:30",
        place: "Clubhouse",
        host: "Coach Ray Delgado",
      },
    ],
    checklist: [
      item("2027-03-22", true, "Confirm Coach Delgado can attend"),
      item("2027-04-20", true, "Rebuild the roster including managers and trainers"),
      item("2027-05-20", true, "Agree the half-time recognition with the athletic director"),
      item("2027-06-20", true, "Book the clubhouse for lunch and dinner"),
      item("2027-07-20", false, "Digitise the 2002 game tapes"),
      item("2027-08-04", false, "Order jerseys with original numbers"),
      item("2027-08-19", false, "Cut the highlight reel"),
      item("2027-09-11", false, "Pack ice packs and the first-aid kit for the alumni game"),
    ],
    groups: [
      {
        name: "2002 varsity squad",
        members: [
          member("Jordan Miles", "going", "Captain, #12"),
          member("Eric Svoboda", "going", "Captain, #55"),
          member("DeShawn Carter", "going", "Scored the winner, #22"),
          member("Tommy Nguyen", "maybe", "#8"),
          member("Alex Ferreira", "going", "#31"),
        ],
      },
      {
        name: "Coaches and staff",
        members: [
          member("Ray Delgado", "going", "Head coach"),
          member("Beth Rowan", "going", "Team manager"),
          member("Frank Ito", "invited", "Athletic trainer"),
        ],
      },
      {
        name: "Junior varsity 2002",
        members: [member("Chris Lange", "going"), member("Marco Bianchi", "maybe")],
      },
    ],
    faq: [
      {
        question: "Do I have to play in the alumni game?",
        answer: "Not at all. Cheering from the bench with a coffee counts as participating.",
      },
      {
        question: "Which jersey size do I get?",
        answer: "Tell Beth your size when you RSVP; your original number is already reserved.",
      },
      { question: "Can families come to dinner?", answer: "Yes, partners and kids are welcome; kids eat free." },
    ],
    budget: {
      currency: "USD",
      lines: [
        line("Clubhouse lunch", 700_00, 0),
        line("Reunion dinner", 3200_00, 800_00),
        line("Commemorative jerseys", 1800_00, 1800_00),
        line("Tape digitising and editing", 450_00, 450_00),
        line("Gift for Coach Delgado", 200_00, 0),
      ],
    },
  }),

  defineDemo({
    slug: "fraternity-sorority-demo",
    eventTypeId: "college-fraternity-sorority-type-1",
    templateSlug: "fraternity-sorority",
    name: "Sigma Lambda Phi Homecoming Reunion",
    tagline: "Three chapters, one homecoming, and the house's 50th birthday.",
    start: "2027-10-22T18:00",
    end: "2027-10-23T22:00",
    timeZone: "America/Los_Angeles",
    venue: {
      name: "Sigma Lambda Phi House & Campus Inn",
      address: "2211 College Avenue, Berkeley Hills, CA 94704, USA",
    },
    hostedBy: "Sigma Lambda Phi Alumni Board",
    description:
      "Our chapter house turns fifty this homecoming, and brothers and sisters from the three West Coast chapters are coming back to celebrate. Friday is the open house with composites from every year; Saturday is breakfast and the chapter meeting, the tailgate, the game, and the banquet where we announce this year's scholarship.",
    capacity: 180,
    schedule: [
      {
        name: "Chapter house open house",
        start: "2027-10-22T18:00",
        end: "2027-10-22T21:00",
        place: "Chapter house",
        host: "Active chapter president Lena Park",
      },
      {
        name: "Alumni breakfast and chapter meeting",
        start: "2027-10-23T09:00",
        end: "2027-10-23T10:30",
        place: "Campus Inn, Redwood Room",
        host: "Alumni board chair",
      },
      {
        name: "Homecoming tailgate",
        start: "2027-10-23T11:00",
        end: "2027-10-23T14:00",
        place: "Lot C, tent 14",
        host: "Social chair Devon Hayes",
      },
      {
        name: "Homecoming game",
        start: "2027-10-23T14:00",
        end: "2027-10-23T17:00",
        place: "Memorial Stadium, section 22",
        host: "Social chair Devon Hayes",
      },
      {
        name: "50th anniversary banquet",
        start: "2027-10-23T19:00",
        end: "2027-10-23T22:00",
        place: "Campus Inn, Grand Hall",
        host: "Alumni board chair",
      },
    ],
    checklist: [
      item("2027-01-25", true, "Confirm the homecoming date with the university"),
      item("2027-02-24", true, "Reserve the hotel room block"),
      item("2027-04-25", true, "Request the tailgate spot"),
      item("2027-06-24", true, "Send save-the-dates by initiation class"),
      item("2027-07-24", false, "Buy the block of game tickets"),
      item("2027-08-23", false, "Collect names for the memorial moment"),
      item("2027-09-07", false, "Order reunion shirts in chapter colours"),
      item("2027-10-19", false, "Print class-year banners for the tailgate"),
    ],
    groups: [
      {
        name: "Alpha Chapter, Berkeley",
        members: [
          member("Lena Park", "going", "Active chapter president"),
          member("Richard Adeyemi", "going", "Initiated 1977, founding class"),
          member("Devon Hayes", "going", "Social chair"),
          member("Carla Mendes", "maybe"),
        ],
      },
      {
        name: "Gamma Chapter, Portland",
        members: [
          member("Owen Fitzgerald", "going"),
          member("Mei Tanaka", "going", "Scholarship committee"),
          member("Jason Reyes", "invited"),
        ],
      },
      {
        name: "Delta Chapter, Seattle",
        members: [member("Hannah Brooks", "going"), member("Samir Haddad", "going", "Speaking at the banquet")],
      },
    ],
    faq: [
      {
        question: "Are game tickets included?",
        answer: "Yes, the reunion ticket includes a seat in our block in section 22.",
      },
      {
        question: "Can I bring my family to the tailgate?",
        answer: "Please do. The tent has shade, food for kids and a quieter corner.",
      },
      {
        question: "How do I give to the scholarship?",
        answer: "At registration, or at the banquet; every gift is matched by the alumni board up to $10,000.",
      },
    ],
    budget: {
      currency: "USD",
      lines: [
        line("Banquet hall", 2500_00, 1250_00),
        line("Banquet dinner", 8100_00, 0),
        line("Tailgate tent and food", 1500_00, 300_00),
        line("Game ticket block", 5400_00, 5400_00),
        line("Reunion shirts", 1800_00, 0),
      ],
    },
  }),

  defineDemo({
    slug: "friends-demo",
    eventTypeId: "friends-type-1",
    templateSlug: "friends",
    name: "Hill Street Ten Years On",
    tagline: "Back to the café where it started, with everyone from the flat and the five-a-side team.",
    start: "2027-04-17T15:00",
    end: "2027-04-18T00:00",
    timeZone: "Europe/Dublin",
    venue: { name: "Bewley's Corner Café, then The Stag's Head", address: "14 Hill Street, Dublin 1, Ireland" },
    hostedBy: "Niamh and Tomás",
    description:
      "Ten years since we moved out of the flat on Hill Street. Meet at the café we practically lived in, walk past the old places (the flat, the pitch, the chipper), then dinner, Tomás's legendary quiz and a time capsule to open in 2037.",
    capacity: 18,
    schedule: [
      {
        name: "Meet at the old café",
        start: "2027-04-17T15:00",
        end: "2027-04-17T17:00",
        place: "Bewley's Corner Café",
        host: "Niamh",
      },
      {
        name: "Memory lane walk",
        start: "2027-04-17T17:00",
        end: "2027-04-17T18:00",
        place: "Hill Street to Phoenix Park",
        host: "Cian (the one who stayed)",
      },
      {
        name: "Long dinner",
        start: "2027-04-17T18:30",
        end: "2027-04-17T21:00",
        place: "The Winding Stair",
        host: "Niamh",
      },
      {
        name: "Remember-when quiz and time capsule",
        start: "2027-04-17T21:00",
        end: "2027-04-17T22:00",
        place: "The Stag's Head, snug",
        host: "Tomás",
      },
      {
        name: "Late drinks",
        start: "2027-04-17T22:00",
        end: "2027-04-18T00:00",
        place: "The Stag's Head",
        host: "Everyone",
      },
    ],
    checklist: [
      item("2027-01-17", true, "Find a date that works for Aoife in Melbourne"),
      item("2027-02-16", true, "Check the café is still there and book the corner table"),
      item("2027-03-03", true, "Book the dinner table for 18"),
      item("2027-03-27", true, "Collect old photos for the quiz"),
      item("2027-04-03", false, "Write the quiz"),
      item("2027-04-07", false, "Buy the time capsule box"),
      item("2027-04-15", false, "Remind everyone to bring a note for the capsule"),
      item("2027-04-17", false, "Print the quiz sheets"),
    ],
    groups: [
      {
        name: "The Hill Street flat",
        members: [
          member("Niamh Byrne", "going", "Organiser"),
          member("Tomás Ó Briain", "going", "Quizmaster"),
          member("Aoife Keane", "going", "Flying in from Melbourne"),
          member("Rohan Mehta", "going"),
        ],
      },
      {
        name: "Sunday five-a-side",
        members: [
          member("Cian Doyle", "going", "Leads the walk"),
          member("Lukas Weber", "maybe", "Depends on flights from Berlin"),
          member("Femi Adebayo", "going"),
        ],
      },
      {
        name: "Partners and plus-ones",
        members: [member("Grace Keane", "going"), member("Sinéad Doyle", "invited")],
      },
    ],
    faq: [
      {
        question: "Do I need to prepare anything?",
        answer: "Just a note or small object for the time capsule. No spoilers about the quiz.",
      },
      {
        question: "Where are people staying?",
        answer: "Most of us are at the Hill Street Hostel's private rooms; ask Niamh for the group code.",
      },
      { question: "What's the damage?", answer: "About €60 for dinner; the first round at the café is on Niamh." },
    ],
    budget: {
      currency: "EUR",
      lines: [
        line("Dinner for 18", 1080_00, 200_00),
        line("First round at the café", 90_00, 0),
        line("Quiz prizes", 40_00, 25_00),
        line("Time capsule box", 35_00, 35_00),
        line("Printed photos to post afterwards", 60_00, 0),
      ],
    },
  }),
];
