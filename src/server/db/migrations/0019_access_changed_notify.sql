-- The access cache of every server process (src/server/http/accessCache.ts) forgets what it keeps when
-- another process, host or client writes a sign-in, a contact, a customer or a user: these triggers
-- NOTIFY access_changed at commit, and each process LISTENs (db/client.ts listenAccessChanges).
CREATE OR REPLACE FUNCTION access_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_sessions_access_changed AFTER UPDATE OR DELETE ON user_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed_notify();
--> statement-breakpoint
CREATE TRIGGER contacts_access_changed AFTER INSERT OR UPDATE OR DELETE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed_notify();
--> statement-breakpoint
CREATE TRIGGER customers_access_changed AFTER UPDATE OR DELETE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed_notify();
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed_notify();
