-- Issue 10: the same answers stored and the same rows returned, with two statements fewer per answer.
-- submit_lesson_answer returns its one row through OUT parameters instead of RETURNS TABLE: each outcome is
-- assigned, not selected by a RETURN QUERY, and submit_lesson_answers calls it as a plain expression instead of
-- through a RETURN QUERY over a set-returning function. PL/pgSQL evaluates such an expression without starting
-- an executor and a tuple store, which the RETURN QUERYs cost for every answer (PostgreSQL's CPU per answer about
-- 2 % lower, measured around the function alone in alternating rounds: docs/performance.md, "Forty-second run").
-- Its return type changes (a set of rows -> one row), so it is dropped and created again; the single call's
-- `select ... from submit_lesson_answer(...)` reads the one row as before. The body is 0014's otherwise.
DROP FUNCTION submit_lesson_answer(integer, integer, integer, integer, bigint, boolean, boolean, integer, text,
  integer[], numeric[], integer[], text, numeric, jsonb, boolean, numeric, timestamptz);
--> statement-breakpoint
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
  p_now timestamptz,
  OUT outcome text, OUT punctaj_final numeric, OUT attempt_id integer, OUT attempt_state text, OUT answered json
)
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
    outcome := 'lesson_changed';
    RETURN;
  END IF;
  -- Submissions of one attempt run one after another from here on: the same lock the review takes.
  SELECT * INTO latest FROM lesson_attempts a
  WHERE a.user_id = p_user_id AND a.lesson_id = p_lesson_id AND a.edition_id = p_edition_id
  ORDER BY a.version DESC LIMIT 1 FOR UPDATE;
  IF p_seen_known AND (latest.id IS DISTINCT FROM p_seen_attempt_id OR latest.state IS DISTINCT FROM p_seen_state) THEN
    outcome := 'stale';
    RETURN;
  END IF;
  IF latest.state IN ('COMPLETED', 'APPROVED') THEN
    outcome := 'practice';
    RETURN;
  END IF;
  IF latest.state = 'PENDING_APPROVAL' THEN
    outcome := 'pending';
    RETURN;
  END IF;
  IF p_deadline_passed THEN
    outcome := 'deadline';
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
      outcome := 'duplicate';
      RETURN;
    END IF;
  END IF;
  -- The attempt's points are computed from every answer, so the server must know exactly these.
  completes := p_answerable_slide_ids <@ (answered_slide_ids || p_slide_id);
  IF completes AND NOT (p_seen_known AND answered_slide_ids = p_seen_slide_ids AND answered_points = p_seen_points) THEN
    outcome := 'need_points'; attempt_id := latest.id; attempt_state := latest.state;
    answered := (SELECT coalesce(json_agg(json_build_array(s, p) ORDER BY s), '[]'::json)
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
      outcome := 'stale';
      RETURN;
    END IF;
  END IF;
  -- The answer that completes an attempt without approval is stored COMPLETED at once: the UPDATE below then
  -- has one row fewer to rewrite (a new row version and an entry in each of the table's indexes).
  INSERT INTO lesson_answers (slide_id, lesson_id, user_id, edition_id, version, state, points, answer, started_at)
  VALUES (p_slide_id, p_lesson_id, p_user_id, p_edition_id, latest.version,
    CASE WHEN completes AND NOT p_requires_approval AND p_answer_state = 'IN_PROGRESS' THEN 'COMPLETED'
      ELSE p_answer_state END,
    p_points, p_answer, latest.started_at)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    outcome := 'duplicate';
    RETURN;
  END IF;
  IF NOT completes THEN
    outcome := 'stored'; attempt_id := latest.id; attempt_state := latest.state;
    answered := (SELECT json_agg(json_build_array(s, p) ORDER BY s)
       FROM unnest(answered_slide_ids || p_slide_id, answered_points || p_points::numeric(12, 2)) AS u(s, p));
    RETURN;
  END IF;
  IF p_requires_approval THEN
    -- Complete, waiting for a teacher: the points come with the approval.
    UPDATE lesson_attempts SET state = 'PENDING_APPROVAL', punctaj_final = 0, completed_at = p_now,
      updated_at = p_now
    WHERE id = latest.id;
    outcome := 'completed'; punctaj_final := 0;
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
  outcome := 'completed'; punctaj_final := final_points;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submit_lesson_answers(p_batch jsonb)
RETURNS TABLE (i integer, outcome text, punctaj_final numeric, attempt_id integer, attempt_state text, answered json)
LANGUAGE plpgsql AS $$
DECLARE
  e record;
  res record;
  k integer := 0;
BEGIN
  PERFORM set_config('lock_timeout', '200ms', true);
  FOR e IN
    SELECT r.*, x->'answer' AS answer
    FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS b(x, n),
      jsonb_to_record(x) AS r("userId" integer, "lessonId" integer, "editionId" integer, "slideId" integer,
        "contentVersion" bigint, "deadlinePassed" boolean, "seenKnown" boolean, "seenAttemptId" integer,
        "seenState" text, "seenSlideIds" integer[], "seenPoints" numeric[], "answerableSlideIds" integer[],
        "answerState" text, points numeric, "requiresApproval" boolean, "lessonPoints" numeric, now timestamptz)
    ORDER BY b.n
  LOOP
    -- A plain expression: PL/pgSQL evaluates it without an executor of its own (see the header).
    res := submit_lesson_answer(
      e."userId", e."lessonId", e."editionId", e."slideId", e."contentVersion", e."deadlinePassed",
      e."seenKnown", e."seenAttemptId", e."seenState", coalesce(e."seenSlideIds", '{}'),
      coalesce(e."seenPoints", '{}'), coalesce(e."answerableSlideIds", '{}'), e."answerState", e.points,
      e.answer, e."requiresApproval", e."lessonPoints", e.now);
    i := k; outcome := res.outcome; punctaj_final := res.punctaj_final; attempt_id := res.attempt_id;
    attempt_state := res.attempt_state; answered := res.answered;
    RETURN NEXT;
    k := k + 1;
  END LOOP;
END $$;
