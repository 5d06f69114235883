DROP INDEX "lesson_answers_edition_state_id";--> statement-breakpoint
CREATE INDEX "lesson_answers_edition_state_lesson_id" ON "lesson_answers" USING btree ("edition_id","state","lesson_id","id");