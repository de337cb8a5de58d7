/** What the forum and chat need from the app besides the database (the community modules' shared deps). */
export type { CommunityDeps as ForumDeps } from "../people/index.ts";
