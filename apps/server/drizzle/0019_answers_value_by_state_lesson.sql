DROP INDEX "lesson_answers_edition_points_id";--> statement-breakpoint
DROP INDEX "lesson_answers_edition_version_id";--> statement-breakpoint
CREATE INDEX "lesson_answers_edition_points_state_lesson_id" ON "lesson_answers" USING btree ("edition_id","points" DESC NULLS FIRST,"state","lesson_id","id");--> statement-breakpoint
CREATE INDEX "lesson_answers_edition_version_state_lesson_id" ON "lesson_answers" USING btree ("edition_id","version","state","lesson_id","id");