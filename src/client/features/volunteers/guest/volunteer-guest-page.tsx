/**
 * The volunteer's two pages, one page id (src/shared/routes.ts) and one download: the application form
 * (/volunteer-application/:token) and, once applied, their own page (/volunteer/:token).
 */
import { useLocation } from "react-router";
import { VolunteerApplicationPage } from "./application-page.tsx";
import { VolunteerPage } from "./volunteer-page.tsx";

export default function VolunteerGuestPage() {
  return /^\/volunteer\//i.test(useLocation().pathname) ? <VolunteerPage /> : <VolunteerApplicationPage />;
}
