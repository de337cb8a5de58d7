/**
 * The Timeline and Journey tabs of the event's details page (client/app composes them in; the tabs' plan gate
 * is the page's): the timeline and the planning journey of /timeline and /planning-journey, for this event.
 */
export { EventJourney as EventJourneyPanel } from "./journey-page.tsx";
export { EventTimeline as EventTimelinePanel } from "./timeline-page.tsx";
