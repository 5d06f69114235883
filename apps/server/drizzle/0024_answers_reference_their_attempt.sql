-- Issue 10: an answer references its attempt (pupil, lesson, edition, attempt number) instead of its lesson, its
-- pupil and its edition one by one. Each stored answer then checks one foreign key instead of three, and that
-- one finds the attempt row the submission has just locked (PostgreSQL's CPU per answer about 5.5 % lower around
-- the function alone; docs/performance.md, "Forty-second run"). No integrity is lost and some is gained: the
-- attempt's own keys reach lessons (cascade), users (cascade) and editions, so deleting a pupil or a lesson
-- still deletes their answers (through the attempts), an edition with answers still cannot be deleted, and an
-- answer can no longer name an attempt that does not exist. Every path of the app stores the attempt before
-- its answers (submit_lesson_answer, the seeds), so the existing answers pass the check; it reads the two
-- tables once (a join) and holds back writes to them while it runs (docs/deploy.md). The new key is added
-- before the three are dropped.
ALTER TABLE "lesson_answers" ADD CONSTRAINT "lesson_answers_attempt_fk" FOREIGN KEY ("user_id","lesson_id","edition_id","version") REFERENCES "public"."lesson_attempts"("user_id","lesson_id","edition_id","version") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lesson_answers" DROP CONSTRAINT "lesson_answers_lesson_id_lessons_id_fk";
--> statement-breakpoint
ALTER TABLE "lesson_answers" DROP CONSTRAINT "lesson_answers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "lesson_answers" DROP CONSTRAINT "lesson_answers_edition_id_editions_id_fk";
