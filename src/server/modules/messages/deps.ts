import type { ServiceContext } from "../../context.ts";
import type { Realtime } from "../realtime/index.ts";

export type { CommunityDeps } from "../people/index.ts";

/** A messages service call: who asks, the database (or a transaction) and the live fan-out. */
export interface MessageContext extends ServiceContext {
  realtime: Realtime;
}

/** Each person's inbox stream listens here; a send, a read or a block announces it. */
export const inboxTopic = (userId: string) => `inbox:${userId}`;
