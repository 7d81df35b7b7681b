-- Custom migration (drizzle-kit generate --custom), issue 14 / decision 0015: whatever deletes a
-- voice note row (removing it, its feedback, its session, its student or the account, all by
-- cascade), its file's key is queued in media_deletions in the same transaction; the file is
-- removed after the commit (lib/storage flushMediaDeletions and the periodic sweep).
CREATE FUNCTION "voice_notes_queue_file_deletion"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "media_deletions" ("storage_key") VALUES (OLD."storage_key")
  ON CONFLICT ("storage_key") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "voice_notes_queue_file_deletion"
AFTER DELETE ON "voice_notes"
FOR EACH ROW EXECUTE FUNCTION "voice_notes_queue_file_deletion"();
