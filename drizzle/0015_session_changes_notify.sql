-- Every app server keeps the sessions it has verified for a moment (account/session-check.ts). Whatever ends or
-- changes a session (sign-out, revocation, renewal, expiry clean-up, the user's deletion) or changes what a
-- session check answers about its user (address, ban) announces the user on the realtime channel, after
-- COMMIT, so every server forgets that user's sessions at once: whoever made the change (better-auth, an admin,
-- a sweep) needs to know nothing of the cache.
CREATE FUNCTION "gatherly_announce_session_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('gatherly_realtime', 'sessions:' || OLD.id);
  ELSE
    PERFORM pg_notify('gatherly_realtime', 'sessions:' || OLD.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "gatherly_announce_session_user"();--> statement-breakpoint
CREATE TRIGGER "users_announce_session_change" AFTER UPDATE ON "users"
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.banned IS DISTINCT FROM NEW.banned
    OR OLD.ban_expires IS DISTINCT FROM NEW.ban_expires)
  EXECUTE FUNCTION "gatherly_announce_session_user"();
