/** The staff channel's limits, free of the schema library so a volunteer's phone page can use them. */

/** Longest post: a briefing fits, an essay does not. */
export const STAFF_POST_MAX = 2000;
/** Newest posts a channel shows. */
export const STAFF_CHANNEL_LIMIT = 100;
