/**
 * Tickets and check-in (pro): ticket types per event or activity, orders and the
 * tickets in them, the public ticket shop, the buyer's confirmation page, check-in lists with a door link
 * for staff, the scanner's answers, and the statistics built on them.
 */
import { z } from "zod";

/** Tickets one order may hold, whatever a type allows. */
export const ORDER_TICKETS_MAX = 50;
/** Quantity of one type; the sale-rush bench sells 1,000 of one. */
export const TICKET_QUANTITY_MAX = 100_000;
export const TICKET_TYPES_PER_EVENT_MAX = 50;
export const CHECKIN_LISTS_PER_EVENT_MAX = 20;
const TICKETS_PAGE_MAX = 100;
/** The largest price of one ticket, in minor units (1,000,000.00). */
const TICKET_PRICE_MAX_MINOR = 100_000_000;
/**
 * How long an unpaid offline order holds its places before they go back on sale, in hours: two days for a
 * bank transfer by default; at least an hour, at most 30 days (longer would let unpaid orders keep a sale
 * blocked for most of its life).
 */
export const UNPAID_HOLD_HOURS_DEFAULT = 48;
export const UNPAID_HOLD_HOURS_MIN = 1;
export const UNPAID_HOLD_HOURS_MAX = 720;

export const ORDER_STATUSES = ["paid", "pending", "cancelled"] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  paid: "Paid",
  pending: "Awaiting payment",
  cancelled: "Cancelled",
};

/** How an order came to be: the shop's free tickets, the shop's offline payment, or the organiser's hand. */
export const ORDER_SOURCES = ["shop", "organiser", "guest-list"] as const;
export type TOrderSource = (typeof ORDER_SOURCES)[number];

/** Payment providers behind the payment interface; a card provider plugs in later. */
export const PAYMENT_METHODS = ["free", "offline"] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A ticket of a pending order is reserved but does not admit anyone until the organiser confirms payment. */
export const TICKET_STATUSES = ["valid", "pending", "cancelled"] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TTicketStatus, string> = {
  valid: "Valid",
  pending: "Awaiting payment",
  cancelled: "Cancelled",
};

/**
 * What the door says about one scan. `admitted` lets the person in; everything else does not.
 * `already`: checked in before on this list (when and by whom come with it).
 */
export const SCAN_RESULTS = [
  "admitted",
  "already",
  "wrong_event",
  "wrong_list",
  "cancelled",
  "unpaid",
  "not_active",
  "unknown",
] as const;
export type TScanResult = (typeof SCAN_RESULTS)[number];

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const isoDateTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

const ZName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} must be at most 200 characters`);

const ZEmail = z
  .string({ error: "Email is required" })
  .trim()
  .max(254, "Email is too long")
  .transform((v) => v.toLowerCase())
  .pipe(z.email("Enter a valid email address"));

const ZCurrency = z
  .string({ error: "Currency is required" })
  .trim()
  .regex(/^[A-Za-z]{3}$/, "Currency must be a three-letter code such as USD")
  .transform((v) => v.toUpperCase());

const quantityField = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max.toLocaleString("en")}`);

/** A ticket type as the organiser enters it. */
const ticketTypeFields = {
  name: ZName("Name"),
  description: trimmed("Description", 1000).default(""),
  /** Null: a ticket for the whole event; otherwise one of its activities. */
  activityId: z.uuid("Choose one of this event's activities").nullable().default(null),
  priceMinor: z.coerce
    .number({ error: "Price must be a number" })
    .int("Price must be in whole cents")
    .min(0, "Price cannot be negative")
    .max(TICKET_PRICE_MAX_MINOR, "Price is too high"),
  currency: ZCurrency.default("USD"),
  quantity: quantityField("Quantity", TICKET_QUANTITY_MAX),
  perOrderMax: quantityField("Per-order limit", ORDER_TICKETS_MAX).default(10),
  saleStartsAt: isoDateTime("Sale start").nullable().default(null),
  saleEndsAt: isoDateTime("Sale end").nullable().default(null),
  hidden: z.boolean().default(false),
};

export const ZTicketTypeInput = z.object(ticketTypeFields).strict();
export type TTicketTypeInput = z.input<typeof ZTicketTypeInput>;

export const ZTicketTypePatch = z
  .object({
    name: ticketTypeFields.name.optional(),
    description: trimmed("Description", 1000).optional(),
    activityId: z.uuid("Choose one of this event's activities").nullable().optional(),
    priceMinor: ticketTypeFields.priceMinor.optional(),
    currency: ZCurrency.optional(),
    quantity: quantityField("Quantity", TICKET_QUANTITY_MAX).optional(),
    perOrderMax: quantityField("Per-order limit", ORDER_TICKETS_MAX).optional(),
    saleStartsAt: isoDateTime("Sale start").nullable().optional(),
    saleEndsAt: isoDateTime("Sale end").nullable().optional(),
    hidden: z.boolean().optional(),
  })
  .strict();
export type TTicketTypePatch = z.input<typeof ZTicketTypePatch>;

export const ZTicketType = z.object({
  id: z.string(),
  eventId: z.string(),
  activityId: z.string().nullable(),
  /** The activity's title, when the type belongs to one. */
  activityTitle: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  quantity: z.number().int(),
  /** Tickets holding a place (valid or awaiting payment). */
  sold: z.number().int(),
  remaining: z.number().int(),
  perOrderMax: z.number().int(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type TTicketType = z.infer<typeof ZTicketType>;

/** The public shop of an event: off, or on at /tickets/{token}. */
export const ZTicketShop = z.object({
  enabled: z.boolean(),
  /** /tickets/{token}; null until the shop was first switched on. */
  path: z.string().nullable(),
  /** Offer "pay at the door / bank transfer" for priced tickets. */
  offlinePayment: z.boolean(),
  /** What buyers read about paying offline (bank details, "pay at the door"). */
  paymentInstructions: z.string(),
  /** Hours an unpaid offline order holds its places; then it is cancelled and they go back on sale. */
  unpaidHoldHours: z.number().int(),
  /**
   * Names of the priced ticket types on show that buyers cannot get, because the shop takes no payment (no
   * offline payment, and no card provider yet): the organiser is warned before opening the shop.
   */
  unpayableTypes: z.array(z.string()),
});
export type TTicketShop = z.infer<typeof ZTicketShop>;

export const ZTicketShopInput = z
  .object({
    enabled: z.boolean().optional(),
    offlinePayment: z.boolean().optional(),
    paymentInstructions: trimmed("Payment instructions", 2000).optional(),
    unpaidHoldHours: z.coerce
      .number({ error: "Hold time must be a number of hours" })
      .int("Hold time must be a whole number of hours")
      .min(UNPAID_HOLD_HOURS_MIN, `Hold time must be at least ${UNPAID_HOLD_HOURS_MIN} hour`)
      .max(UNPAID_HOLD_HOURS_MAX, `Hold time must be at most ${UNPAID_HOLD_HOURS_MAX} hours (30 days)`)
      .optional(),
  })
  .strict();
export type TTicketShopInput = z.input<typeof ZTicketShopInput>;

export const ticketShopPath = (token: string) => `/tickets/${token}`;
export const ticketConfirmationPath = (orderToken: string) => `/ticket-confirmation?order=${orderToken}`;
export const doorPath = (token: string) => `/scan/${token}`;

/** One line of an order: a type, how many, and optionally who holds each ticket (the buyer otherwise). */
const ZOrderItem = z
  .object({
    typeId: z.uuid("Choose a ticket type"),
    quantity: quantityField("Quantity", ORDER_TICKETS_MAX),
    holders: z
      .array(
        z
          .object({ name: trimmed("Name", 200).default(""), email: z.union([z.literal(""), ZEmail]).default("") })
          .strict(),
      )
      .max(ORDER_TICKETS_MAX)
      .default([]),
  })
  .strict();

const ZItems = z
  .array(ZOrderItem, { error: "Choose at least one ticket" })
  .min(1, "Choose at least one ticket")
  .max(TICKET_TYPES_PER_EVENT_MAX);

/** A buyer's order in the public shop. The idempotency key makes a retried submit return the first order. */
export const ZShopOrderInput = z
  .object({
    idempotencyKey: z.string().trim().min(8, "Idempotency key is too short").max(100, "Idempotency key is too long"),
    buyerName: ZName("Your name"),
    buyerEmail: ZEmail,
    items: ZItems,
    payment: z.enum(PAYMENT_METHODS, { error: "Choose how to pay" }).default("free"),
  })
  .strict();
export type TShopOrderInput = z.input<typeof ZShopOrderInput>;

/** Tickets the organiser issues by hand (complimentary or paid elsewhere). */
export const ZIssueInput = z
  .object({
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
    buyerName: ZName("Name"),
    buyerEmail: ZEmail,
    items: ZItems,
    /** Mail the tickets to the buyer. */
    sendEmail: z.boolean().default(true),
  })
  .strict();
export type TIssueInput = z.input<typeof ZIssueInput>;

/** One ticket of the chosen type for each person of each confirmed guest with an address. */
export const ZIssueFromGuestsInput = z
  .object({
    typeId: z.uuid("Choose a ticket type"),
    /** Only these guests; without it, every guest who said yes and has no ticket of this event yet. */
    guestIds: z.array(z.uuid()).min(1).max(5_000).optional(),
    sendEmail: z.boolean().default(true),
  })
  .strict();
export type TIssueFromGuestsInput = z.input<typeof ZIssueFromGuestsInput>;
export const ZIssueFromGuestsResult = z.object({
  orders: z.number().int(),
  tickets: z.number().int(),
  skipped: z.number().int(),
});

export const ZOrder = z.object({
  id: z.string(),
  eventId: z.string(),
  /** Short reference shown to buyers and organisers ("A7K2-9QX3"). */
  reference: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  status: z.enum(ORDER_STATUSES),
  source: z.enum(ORDER_SOURCES),
  payment: z.enum(PAYMENT_METHODS),
  totalMinor: z.number().int(),
  currency: z.string(),
  tickets: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: z.enum(["all", ...ORDER_STATUSES]).default("all"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(TICKETS_PAGE_MAX).default(25),
  })
  .strict();
export const ZOrderList = z.object({
  items: z.array(ZOrder),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOrderList = z.infer<typeof ZOrderList>;

export const ZTicket = z.object({
  id: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  holderName: z.string(),
  holderEmail: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** What door staff type when the QR cannot be scanned ("K7Q2-M9XD"); unique within the event. */
  shortCode: z.string(),
  /** The first admission still standing, on any list. */
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTicket = z.infer<typeof ZTicket>;

export const ZTicketListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    typeId: z.uuid().optional(),
    checkedIn: z.enum(["all", "yes", "no"]).default("all"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(TICKETS_PAGE_MAX).default(25),
  })
  .strict();
export const ZTicketList = z.object({
  items: z.array(ZTicket),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TTicketList = z.infer<typeof ZTicketList>;

export const ZCancelInput = z
  .object({
    /** Say the money goes back (recorded; the offline provider pays nothing out by itself). */
    refund: z.boolean().default(false),
  })
  .strict();

export const ZCancelResult = z.object({
  /** Tickets this call cancelled (0 when they already were): capacity came back by this many. */
  cancelled: z.number().int(),
});

/** A check-in list: which types it admits, when, and whether a ticket may enter again. */
const checkinListFields = {
  name: ZName("Name"),
  /** Empty: every type of the event. */
  typeIds: z.array(z.uuid("Every id must be a ticket type")).max(TICKET_TYPES_PER_EVENT_MAX).default([]),
  activeFrom: isoDateTime("Active from").nullable().default(null),
  activeUntil: isoDateTime("Active until").nullable().default(null),
  allowReentry: z.boolean().default(false),
};
export const ZCheckinListInput = z.object(checkinListFields).strict();
export type TCheckinListInput = z.input<typeof ZCheckinListInput>;
export const ZCheckinListPatch = z
  .object({
    name: checkinListFields.name.optional(),
    typeIds: z.array(z.uuid("Every id must be a ticket type")).max(TICKET_TYPES_PER_EVENT_MAX).optional(),
    activeFrom: isoDateTime("Active from").nullable().optional(),
    activeUntil: isoDateTime("Active until").nullable().optional(),
    allowReentry: z.boolean().optional(),
  })
  .strict();
export type TCheckinListPatch = z.input<typeof ZCheckinListPatch>;

export const ZCheckinList = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  typeIds: z.array(z.string()),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  allowReentry: z.boolean(),
  /** The door link (/scan/{token}) staff open without an account; null when revoked. */
  doorPath: z.string().nullable(),
  checkedIn: z.number().int(),
  createdAt: z.string(),
});
export type TCheckinList = z.infer<typeof ZCheckinList>;

/** Ticket codes: 26 characters of Crockford base32 (130 bits), shown in groups of four. */
export const TICKET_CODE_LENGTH = 26;
/**
 * Short codes: 8 characters of the same alphabet (40 bits), unique within an event, for typing at the door
 * when the camera fails. Not a secret: only signed-in door staff of the event may check a ticket in with one
 * (ADR 025); the QR keeps the full code.
 */
export const TICKET_SHORT_CODE_LENGTH = 8;

/** What a scanner sends: the code as read (QR or typed), a nonce so a retry is answered, not counted twice. */
export const ZScanInput = z
  .object({
    code: z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(200, "Code is too long"),
    nonce: z.string().trim().min(8, "Nonce is too short").max(100, "Nonce is too long"),
    /** Who is at this scanner (free text the staff member gives). */
    staff: trimmed("Staff name", 100).default(""),
    device: trimmed("Device", 100).default(""),
    /** When the scan happened, for scans queued offline and synced later. */
    scannedAt: isoDateTime("Scan time").optional(),
  })
  .strict();
export type TScanInput = z.input<typeof ZScanInput>;

export const ZScanAnswer = z.object({
  scanId: z.string().nullable(),
  result: z.enum(SCAN_RESULTS),
  /** The door's words for the result ("Valid", "Already checked in at 7:42 PM by Sam"). */
  message: z.string(),
  ticket: z.object({ holderName: z.string(), typeName: z.string(), reference: z.string() }).nullable(),
  /** For `already`: the standing admission. */
  firstCheckedInAt: z.string().nullable(),
  firstCheckedInBy: z.string().nullable(),
  /** A scan made offline that met an admission it did not know of: shown as a conflict, never admitted twice. */
  conflict: z.boolean(),
  /** The admission can still be undone. */
  undoable: z.boolean(),
});
export type TScanAnswer = z.infer<typeof ZScanAnswer>;

/** What the door page shows before the first scan. */
export const ZDoorView = z.object({
  /**
   * Present when the caller is signed in as door staff of the event (today its organiser): they may find
   * tickets by name, type short codes and mark unpaid orders paid, through the list's id.
   */
  staff: z.object({ listId: z.string() }).nullable(),
  list: z.object({
    name: z.string(),
    allowReentry: z.boolean(),
    activeFrom: z.string().nullable(),
    activeUntil: z.string().nullable(),
  }),
  event: z.object({ name: z.string(), startAt: z.string(), endAt: z.string(), timeZone: z.string() }),
  types: z.array(z.string()),
  checkedIn: z.number().int(),
  expected: z.number().int(),
});
export type TDoorView = z.infer<typeof ZDoorView>;

/** Door staff look a ticket up by the holder's or buyer's name, an email, an order reference or a short code. */
export const ZDoorSearchQuery = z
  .object({
    q: z
      .string({ error: "Type a name or a code" })
      .trim()
      .min(1, "Type a name or a code")
      .max(100, "Search at most 100 characters"),
  })
  .strict();

/** At most this many tickets answer one door search (a name typed at the door narrows it down). */
export const DOOR_SEARCH_MAX = 20;

export const ZDoorTicket = z.object({
  id: z.string(),
  holderName: z.string(),
  typeName: z.string(),
  status: z.enum(TICKET_STATUSES),
  orderId: z.string(),
  orderReference: z.string(),
  buyerName: z.string(),
  /** As printed ("K7Q2-M9XD"): what the Check in button sends. */
  shortCode: z.string(),
  /** The standing admission on this list, if the ticket is in. */
  checkedInAt: z.string().nullable(),
  /** The list admits the ticket's type. */
  admitsHere: z.boolean(),
});
export type TDoorTicket = z.infer<typeof ZDoorTicket>;

export const ZDoorSearchResult = z.object({
  items: z.array(ZDoorTicket),
  /** More tickets matched than are shown: a longer name narrows it down. */
  more: z.boolean(),
});
export type TDoorSearchResult = z.infer<typeof ZDoorSearchResult>;

export const ZTicketStats = z.object({
  /** Tickets holding a place (valid or awaiting payment), of the shop's and the organiser's orders. */
  sold: z.number().int(),
  /** Of those, issued by the organiser (by hand or from the guest list). */
  issued: z.number().int(),
  pending: z.number().int(),
  checkedIn: z.number().int(),
  /** Valid tickets not checked in yet. */
  expected: z.number().int(),
  capacity: z.number().int(),
  revenue: z.array(z.object({ currency: z.string(), paidMinor: z.number().int(), pendingMinor: z.number().int() })),
  byType: z.array(
    z.object({
      typeId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      sold: z.number().int(),
      checkedIn: z.number().int(),
    }),
  ),
  /** Per hour in the event's zone ("2026-06-12T19:00"), oldest first. */
  byHour: z.array(z.object({ hour: z.string(), sold: z.number().int(), checkedIn: z.number().int() })),
  timeZone: z.string(),
});
export type TTicketStats = z.infer<typeof ZTicketStats>;

/** The /ticket-management overview: the owner's events with their ticket numbers. */
export const ZTicketOverview = z.object({
  events: z.array(
    z.object({
      eventId: z.string(),
      name: z.string(),
      startAt: z.string(),
      timeZone: z.string(),
      status: z.string(),
      types: z.number().int(),
      sold: z.number().int(),
      capacity: z.number().int(),
      checkedIn: z.number().int(),
      shopEnabled: z.boolean(),
    }),
  ),
});
export type TTicketOverview = z.infer<typeof ZTicketOverview>;

/** The public shop page. */
export const ZShopView = z.object({
  event: z.object({
    name: z.string(),
    startAt: z.string(),
    endAt: z.string(),
    timeZone: z.string(),
    locationName: z.string().nullable(),
    description: z.string(),
    status: z.string(),
    coverUrl: z.string().nullable(),
  }),
  types: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      activityTitle: z.string().nullable(),
      priceMinor: z.number().int(),
      currency: z.string(),
      remaining: z.number().int(),
      perOrderMax: z.number().int(),
      /** Why this type cannot be bought now ("Sold out", "On sale from …"), or null. */
      unavailableReason: z.string().nullable(),
      /** Priced while the shop takes no payment: buyers cannot get it here (the page says so on the type). */
      paymentUnavailable: z.boolean(),
    }),
  ),
  offlinePayment: z.boolean(),
  paymentInstructions: z.string(),
  /** The whole shop is closed (event over or cancelled); the reason in words. */
  closedReason: z.string().nullable(),
});
export type TShopView = z.infer<typeof ZShopView>;

export const ZShopOrderResult = z.object({
  status: z.enum(ORDER_STATUSES),
  reference: z.string(),
  /** /ticket-confirmation?order={token}: the buyer's tickets (also emailed). */
  confirmationPath: z.string(),
  /** An unpaid offline order's places are held until then; null for a paid or free order. */
  heldUntil: z.string().nullable(),
});
export type TShopOrderResult = z.infer<typeof ZShopOrderResult>;

/** /ticket-confirmation: a buyer's order with its tickets, each with its QR code. */
export const ZOrderConfirmation = z.object({
  event: z.object({
    name: z.string(),
    startAt: z.string(),
    endAt: z.string(),
    timeZone: z.string(),
    locationName: z.string().nullable(),
    placeLine: z.string().nullable(),
  }),
  order: z.object({
    reference: z.string(),
    buyerName: z.string(),
    status: z.enum(ORDER_STATUSES),
    totalMinor: z.number().int(),
    currency: z.string(),
    createdAt: z.string(),
    /** While the payment awaits the organiser: when the order lapses unpaid and its places go back on sale. */
    heldUntil: z.string().nullable(),
  }),
  paymentInstructions: z.string(),
  tickets: z.array(
    z.object({
      id: z.string(),
      typeName: z.string(),
      holderName: z.string(),
      status: z.enum(TICKET_STATUSES),
      /** The code in text, in groups of four; null while the ticket cannot admit (awaiting payment, cancelled). */
      code: z.string().nullable(),
      /** The short code door staff can type instead ("K7Q2-M9XD"); null when `code` is. */
      shortCode: z.string().nullable(),
      /** The QR code as an SVG document; null when `code` is. */
      qrSvg: z.string().nullable(),
    }),
  ),
  /** The PDF of every valid ticket. */
  pdfPath: z.string(),
  calendarPath: z.string().nullable(),
});
export type TOrderConfirmation = z.infer<typeof ZOrderConfirmation>;

export const EXPORT_KINDS = ["orders", "tickets", "checkins"] as const;
export type TExportKind = (typeof EXPORT_KINDS)[number];

/** A guest's orders for the event they are invited to (their guest hub), each with its link to the tickets. */
export const ZGuestOrders = z.object({
  items: z.array(
    z.object({
      reference: z.string(),
      status: z.enum(ORDER_STATUSES),
      ticketCount: z.number().int(),
      createdAt: z.string(),
      confirmationPath: z.string(),
    }),
  ),
});
export type TGuestOrders = z.infer<typeof ZGuestOrders>;
