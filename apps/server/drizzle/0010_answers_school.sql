ALTER TABLE "lesson_answers" ADD COLUMN "school_id" integer;--> statement-breakpoint
-- Issue 10: an answer carries its pupil's school, so a teacher's screen reads its school's answers from one
-- index (see lesson_answers.school_id in src/modules/answers/answers.table.ts and docs/decisions.md).
-- The existing answers first, before the triggers and the index: each row is written once, with no trigger.
UPDATE "lesson_answers" a SET "school_id" = u."school_id"
FROM "users" u
WHERE u."id" = a."user_id" AND u."school_id" IS NOT NULL;--> statement-breakpoint
-- An answer takes its pupil's school when it is stored; a value the app might give is replaced, so the copy
-- can only ever be the pupil's school.
CREATE FUNCTION lesson_answer_school() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.school_id := (SELECT school_id FROM users WHERE id = NEW.user_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER lesson_answer_school BEFORE INSERT OR UPDATE OF user_id, school_id ON lesson_answers
FOR EACH ROW EXECUTE FUNCTION lesson_answer_school();
--> statement-breakpoint
-- A pupil who changes school (or whose school is deleted: the foreign key sets it to null) takes their
-- answers along, as the report did when it joined the pupil's current school.
CREATE FUNCTION user_answers_school() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lesson_answers SET school_id = NEW.school_id WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_answers_school AFTER UPDATE OF school_id ON users
FOR EACH ROW WHEN (OLD.school_id IS DISTINCT FROM NEW.school_id)
EXECUTE FUNCTION user_answers_school();
--> statement-breakpoint
CREATE INDEX "lesson_answers_school_edition_timestamp_id" ON "lesson_answers" USING btree ("school_id","edition_id","timestamp" DESC NULLS LAST,"id");
