DROP INDEX "lesson_answers_lesson_user_edition";--> statement-breakpoint
DROP INDEX "lesson_answers_state";--> statement-breakpoint
CREATE INDEX "schools_nume_desc" ON "schools" USING btree ("nume_institutie_invatamant" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lesson_answers_lesson_edition_id" ON "lesson_answers" USING btree ("lesson_id","edition_id","id");--> statement-breakpoint
CREATE INDEX "lesson_answers_edition_state_id" ON "lesson_answers" USING btree ("edition_id","state","id");--> statement-breakpoint
CREATE INDEX "lesson_answers_edition_version_id" ON "lesson_answers" USING btree ("edition_id","version","id");