CREATE TABLE "lesson_content_versions" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_content_versions" ADD CONSTRAINT "lesson_content_versions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 10: a lesson's version changes with the lesson and with each of its slides (see
-- lesson_content_versions in src/modules/lessons/lessons.table.ts). A lesson without a row is version 0; its
-- first change creates the row at 1.
INSERT INTO "lesson_content_versions" ("lesson_id") SELECT "id" FROM "lessons";--> statement-breakpoint
-- Only while the lesson exists: a lesson's deletion deletes its slides after it, and its row with it.
CREATE FUNCTION lesson_content_bump(p_lesson_id integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO lesson_content_versions AS v (lesson_id)
  SELECT p_lesson_id WHERE EXISTS (SELECT 1 FROM lessons WHERE id = p_lesson_id)
  ON CONFLICT (lesson_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION lesson_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'lessons' THEN
    PERFORM lesson_content_bump(NEW.id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM lesson_content_bump(NEW.lesson_id);
  ELSE
    PERFORM lesson_content_bump(OLD.lesson_id);
    IF TG_OP = 'UPDATE' THEN
      IF NEW.lesson_id <> OLD.lesson_id THEN
        PERFORM lesson_content_bump(NEW.lesson_id);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lesson_content_changed AFTER INSERT OR UPDATE ON lessons
FOR EACH ROW EXECUTE FUNCTION lesson_content_changed();
--> statement-breakpoint
CREATE TRIGGER slide_content_changed AFTER INSERT OR UPDATE OR DELETE ON slides
FOR EACH ROW EXECUTE FUNCTION lesson_content_changed();
--> statement-breakpoint
-- Issue 10: a pupil's answer is stored, and its attempt completed, in one call: one round trip and one implicit
-- transaction instead of BEGIN, a locked read, up to three writes and COMMIT. The server scores the answer
-- with the slide's plugin against the lesson it keeps in memory and says which version of it that was; this
-- function locks the pupil's latest attempt and decides the rest. Scoring and the lesson's points stay in the
-- server (src/modules/answers/answers.service.ts, lesson-points.ts). Outcomes: 'stored' (the attempt goes
-- on), 'completed' (with the points stored on the attempt), 'duplicate' (this slide of this attempt already
-- has an answer), 'stale' (the attempt the server was told about is not the latest: start again),
-- 'lesson_changed' (the lesson, a slide or the current edition changed: read the lesson again),
-- 'practice' (the lesson is completed or approved: nothing is saved), 'pending' (waiting for a teacher),
-- 'deadline' (past the deadline and not practice), and 'need_points': this answer would complete the attempt
-- but the server did not know the answers it has (p_seen_known false) or they changed; the attempt and its
-- answers come back (attempt_id, attempt_state, answered as [[slide_id, points], ...]) and nothing is stored,
-- so the server computes the lesson's points and calls again with them as seen.
CREATE FUNCTION submit_lesson_answer(
  p_user_id integer,
  p_lesson_id integer,
  p_edition_id integer,
  p_slide_id integer,
  p_content_version bigint,
  p_deadline_passed boolean,
  p_seen_known boolean,
  p_seen_attempt_id integer,
  p_seen_state text,
  p_seen_slide_ids integer[],
  p_seen_points numeric[],
  p_answerable_slide_ids integer[],
  p_answer_state text,
  p_points numeric,
  p_answer jsonb,
  p_requires_approval boolean,
  p_lesson_points numeric,
  p_now timestamptz
) RETURNS TABLE (outcome text, punctaj_final numeric, attempt_id integer, attempt_state text, answered json)
LANGUAGE plpgsql AS $$
DECLARE
  latest lesson_attempts%ROWTYPE;
  new_attempt boolean;
  answered_slide_ids integer[] := '{}';
  answered_points numeric[] := '{}';
  completes boolean;
  final_points numeric;
BEGIN
  IF coalesce((SELECT v.version FROM lesson_content_versions v WHERE v.lesson_id = p_lesson_id), 0)
      <> p_content_version
    OR NOT EXISTS (SELECT 1 FROM editions e WHERE e.id = p_edition_id AND e.is_current_edition) THEN
    RETURN QUERY SELECT 'lesson_changed'::text, NULL::numeric, NULL::integer, NULL::text, NULL::json;
    RETURN;
  END IF;
  -- Submissions of one attempt run one after another from here on: the same lock the review takes.
  SELECT * INTO latest FROM lesson_attempts a
  WHERE a.user_id = p_user_id AND a.lesson_id = p_lesson_id AND a.edition_id = p_edition_id
  ORDER BY a.version DESC LIMIT 1 FOR UPDATE;
  IF p_seen_known AND (latest.id IS DISTINCT FROM p_seen_attempt_id OR latest.state IS DISTINCT FROM p_seen_state) THEN
    RETURN QUERY SELECT 'stale'::text, NULL::numeric, NULL::integer, NULL::text, NULL::json;
    RETURN;
  END IF;
  IF latest.state IN ('COMPLETED', 'APPROVED') THEN
    RETURN QUERY SELECT 'practice'::text, NULL::numeric, NULL::integer, NULL::text, NULL::json;
    RETURN;
  END IF;
  IF latest.state = 'PENDING_APPROVAL' THEN
    RETURN QUERY SELECT 'pending'::text, NULL::numeric, NULL::integer, NULL::text, NULL::json;
    RETURN;
  END IF;
  IF p_deadline_passed THEN
    RETURN QUERY SELECT 'deadline'::text, NULL::numeric, NULL::integer, NULL::text, NULL::json;
    RETURN;
  END IF;
  -- The first attempt, or a new one after a rejection, starts with no answers.
  new_attempt := latest.id IS NULL OR latest.state <> 'IN_PROGRESS';
  IF NOT new_attempt THEN
    SELECT coalesce(array_agg(a.slide_id ORDER BY a.slide_id), '{}'),
      coalesce(array_agg(a.points ORDER BY a.slide_id), '{}')
    INTO answered_slide_ids, answered_points
    FROM lesson_answers a
    WHERE a.user_id = p_user_id AND a.lesson_id = p_lesson_id AND a.edition_id = p_edition_id
      AND a.version = latest.version;
    IF p_slide_id = ANY (answered_slide_ids) THEN
      RETURN QUERY SELECT 'duplicate'::text, NULL::numeric, NULL::integer, NULL::text, NULL::json;
      RETURN;
    END IF;
  END IF;
  -- The attempt's points are computed from every answer, so the server must know exactly these.
  completes := p_answerable_slide_ids <@ (answered_slide_ids || p_slide_id);
  IF completes AND NOT (p_seen_known AND answered_slide_ids = p_seen_slide_ids AND answered_points = p_seen_points) THEN
    RETURN QUERY SELECT 'need_points'::text, NULL::numeric, latest.id, latest.state,
      (SELECT coalesce(json_agg(json_build_array(s, p) ORDER BY s), '[]'::json)
       FROM unnest(answered_slide_ids, answered_points) AS u(s, p));
    RETURN;
  END IF;
  IF new_attempt THEN
    -- A parallel request that created it first makes this one stale: it starts again.
    INSERT INTO lesson_attempts (lesson_id, user_id, edition_id, version, state)
    VALUES (p_lesson_id, p_user_id, p_edition_id, coalesce(latest.version + 1, 0), 'IN_PROGRESS')
    ON CONFLICT DO NOTHING
    RETURNING * INTO latest;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'stale'::text, NULL::numeric, NULL::integer, NULL::text, NULL::json;
      RETURN;
    END IF;
  END IF;
  INSERT INTO lesson_answers (slide_id, lesson_id, user_id, edition_id, version, state, points, answer, started_at)
  VALUES (p_slide_id, p_lesson_id, p_user_id, p_edition_id, latest.version, p_answer_state, p_points, p_answer,
    latest.started_at)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::numeric, NULL::integer, NULL::text, NULL::json;
    RETURN;
  END IF;
  IF NOT completes THEN
    RETURN QUERY SELECT 'stored'::text, NULL::numeric, NULL::integer, NULL::text, NULL::json;
    RETURN;
  END IF;
  IF p_requires_approval THEN
    -- Complete, waiting for a teacher: the points come with the approval.
    UPDATE lesson_attempts SET state = 'PENDING_APPROVAL', punctaj_final = 0, completed_at = p_now,
      updated_at = p_now
    WHERE id = latest.id;
    RETURN QUERY SELECT 'completed'::text, 0::numeric, NULL::integer, NULL::text, NULL::json;
    RETURN;
  END IF;
  UPDATE lesson_answers a SET state = 'COMPLETED'
  WHERE a.user_id = p_user_id AND a.lesson_id = p_lesson_id AND a.edition_id = p_edition_id
    AND a.version = latest.version AND a.state = 'IN_PROGRESS';
  -- Points once per lesson and edition: 0 when an earlier attempt already completed and earned them.
  UPDATE lesson_attempts SET state = 'COMPLETED',
    punctaj_final = CASE WHEN EXISTS (
        SELECT 1 FROM lesson_attempts e
        WHERE e.user_id = p_user_id AND e.lesson_id = p_lesson_id AND e.edition_id = p_edition_id
          AND e.version <> latest.version AND e.state IN ('COMPLETED', 'APPROVED')
      ) THEN 0 ELSE p_lesson_points END,
    completed_at = p_now, updated_at = p_now
  WHERE id = latest.id
  RETURNING lesson_attempts.punctaj_final INTO final_points;
  RETURN QUERY SELECT 'completed'::text, final_points, NULL::integer, NULL::text, NULL::json;
END $$;
