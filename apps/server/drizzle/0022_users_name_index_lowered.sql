-- Issue 10: the pupils by name, then id, with the lowered name after them (it orders nothing: the id is
-- unique). The answers report's walk by pupil tests its name filter, lower(nume) LIKE lower(pattern), on the
-- lowered names the index holds (an index-only scan) instead of lowering each name it reads. users_nume_lower
-- (lower(nume) alone) served no query: every user's insert and update wrote it for nothing.
CREATE INDEX "users_nume_id_lower" ON "users" USING btree ("nume","id",lower("nume"));--> statement-breakpoint
DROP INDEX "users_nume_id";--> statement-breakpoint
DROP INDEX "users_nume_lower";
