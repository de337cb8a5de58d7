/**
 * Where a part loaded later puts what it shows outside its own place: the line under the header that says whose
 * account a team member works in is drawn by the header's member part (features/team) into this element of the
 * standard layout (app/root-layout.tsx), so the first page's download carries only the empty element.
 */
export const ACCOUNT_BANNER_SLOT_ID = "account-banner";
