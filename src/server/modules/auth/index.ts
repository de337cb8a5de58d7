export {
  CLIENT_IP_HEADER,
  createAuth,
  listActiveSessions,
  listAllActiveSessions,
  MAGIC_LINK_TTL_SECONDS,
  revokeAllSessions,
  revokeOtherSessions,
  revokeOwnSession,
  type Auth,
} from "./service.ts";
