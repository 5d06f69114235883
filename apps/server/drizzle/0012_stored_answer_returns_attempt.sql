-- Issue 10: an answer that is stored without completing the attempt now brings back the attempt and its answers
-- (attempt_id, attempt_state, answered as [[slide_id, points], ...] with this answer among them), as
-- 'need_points' does. The server keeps them for the pupil's next answer (answers/seen-answers-cache.ts), so
-- the answer that completes the attempt is, most of the time, one call instead of two. Nothing else changes.
CREATE OR REPLACE FUNCTION submit_lesson_answer(
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
    RETURN QUERY SELECT 'stored'::text, NULL::numeric, latest.id, latest.state,
      (SELECT json_agg(json_build_array(s, p) ORDER BY s)
       FROM unnest(answered_slide_ids || p_slide_id, answered_points || p_points::numeric(12, 2)) AS u(s, p));
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
