-- Issue 10: a pupil's answer is stored, and its attempt completed, in one call (one round trip and one
-- implicit transaction instead of BEGIN, a locked read, up to three writes and COMMIT). The server reads the
-- lesson, the pupil's latest attempt and its answers without a lock, scores the answer with the slide's
-- plugin, and passes here what it saw; this function locks the attempt and stores nothing when what it saw
-- is no longer true in a way that matters ('stale': the server reads again and calls again). Scoring and the
-- lesson's points stay in the server (src/modules/answers/answers.service.ts, lesson-points.ts).
-- Outcomes: 'stored' (the attempt goes on), 'completed' (with the points stored on the attempt),
-- 'duplicate' (this slide of this attempt already has an answer: nothing stored) and 'stale'.
CREATE FUNCTION submit_lesson_answer(
  p_user_id integer,
  p_lesson_id integer,
  p_edition_id integer,
  p_slide_id integer,
  -- The latest attempt the server saw (null when none) and its state.
  p_seen_attempt_id integer,
  p_seen_state text,
  -- The answers of that attempt the server saw when it was IN_PROGRESS (else empty), by slide id ascending.
  p_seen_slide_ids integer[],
  p_seen_points numeric[],
  -- The slides that must all be answered for the attempt to be complete.
  p_answerable_slide_ids integer[],
  p_answer_state text,
  p_points numeric,
  p_answer jsonb,
  p_requires_approval boolean,
  -- The attempt's points if this answer completes it with exactly the answers seen (lessonPointsOf).
  p_lesson_points numeric,
  p_now timestamptz
) RETURNS TABLE (outcome text, punctaj_final numeric)
LANGUAGE plpgsql AS $$
DECLARE
  latest lesson_attempts%ROWTYPE;
  answered_slide_ids integer[];
  answered_points numeric[];
  final_points numeric;
BEGIN
  -- Submissions of one attempt run one after another from here on: the same lock the review takes.
  SELECT * INTO latest FROM lesson_attempts
  WHERE user_id = p_user_id AND lesson_id = p_lesson_id AND edition_id = p_edition_id
  ORDER BY version DESC LIMIT 1 FOR UPDATE;
  IF latest.id IS DISTINCT FROM p_seen_attempt_id OR latest.state IS DISTINCT FROM p_seen_state THEN
    RETURN QUERY SELECT 'stale'::text, NULL::numeric;
    RETURN;
  END IF;
  IF latest.id IS NULL OR latest.state <> 'IN_PROGRESS' THEN
    -- The first attempt, or a new one after a rejection (the server never calls for a finished attempt).
    -- A parallel request that created it first makes this one stale: it reads the new attempt again.
    INSERT INTO lesson_attempts (lesson_id, user_id, edition_id, version, state)
    VALUES (p_lesson_id, p_user_id, p_edition_id, coalesce(latest.version + 1, 0), 'IN_PROGRESS')
    ON CONFLICT DO NOTHING
    RETURNING * INTO latest;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'stale'::text, NULL::numeric;
      RETURN;
    END IF;
  END IF;
  SELECT coalesce(array_agg(a.slide_id ORDER BY a.slide_id), '{}'),
    coalesce(array_agg(a.points ORDER BY a.slide_id), '{}')
  INTO answered_slide_ids, answered_points
  FROM lesson_answers a
  WHERE a.user_id = p_user_id AND a.lesson_id = p_lesson_id AND a.edition_id = p_edition_id
    AND a.version = latest.version;
  IF p_slide_id = ANY (answered_slide_ids) THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::numeric;
    RETURN;
  END IF;
  -- Answers stored in parallel matter only when this one would complete the attempt: its points are then
  -- computed from every answer, so they must be exactly those the server saw.
  IF p_answerable_slide_ids <@ (answered_slide_ids || p_slide_id)
    AND (answered_slide_ids <> p_seen_slide_ids OR answered_points <> p_seen_points) THEN
    RETURN QUERY SELECT 'stale'::text, NULL::numeric;
    RETURN;
  END IF;
  INSERT INTO lesson_answers (slide_id, lesson_id, user_id, edition_id, version, state, points, answer, started_at)
  VALUES (p_slide_id, p_lesson_id, p_user_id, p_edition_id, latest.version, p_answer_state, p_points, p_answer,
    latest.started_at)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::numeric;
    RETURN;
  END IF;
  IF NOT (p_answerable_slide_ids <@ (answered_slide_ids || p_slide_id)) THEN
    RETURN QUERY SELECT 'stored'::text, NULL::numeric;
    RETURN;
  END IF;
  IF p_requires_approval THEN
    -- Complete, waiting for a teacher: the points come with the approval.
    UPDATE lesson_attempts SET state = 'PENDING_APPROVAL', punctaj_final = 0, completed_at = p_now,
      updated_at = p_now
    WHERE id = latest.id;
    RETURN QUERY SELECT 'completed'::text, 0::numeric;
    RETURN;
  END IF;
  UPDATE lesson_answers SET state = 'COMPLETED'
  WHERE user_id = p_user_id AND lesson_id = p_lesson_id AND edition_id = p_edition_id
    AND version = latest.version AND state = 'IN_PROGRESS';
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
  RETURN QUERY SELECT 'completed'::text, final_points;
END $$;
