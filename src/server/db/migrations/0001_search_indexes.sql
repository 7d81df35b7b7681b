-- Text search of the session history and the students list (accent- and case-insensitive
-- substring): trigram indexes on exactly the folded expressions the queries use
-- (src/server/lib/sql-text.ts), so a search stays as fast with 50,000 classes as with 200.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "class_sessions_notes_trgm" ON "class_sessions" USING gin (lower(translate(coalesce("notes", ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "session_feedbacks_notes_trgm" ON "session_feedbacks" USING gin (lower(translate("notes", 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_name_trgm" ON "students" USING gin (lower(translate("name", 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny')) gin_trgm_ops);
