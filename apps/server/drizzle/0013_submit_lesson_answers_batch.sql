-- Issue 10: group commit. Several pupils' answers in one call and one transaction: the server keeps one such
-- call in flight per process and sends what arrived meanwhile as the next (db/group-commit.ts). Each answer
-- goes through submit_lesson_answer exactly as alone, in the order given, so what one answer decides (stored,
-- duplicate, stale, need_points, completed and its points) is what it decides alone after the ones before it.
-- Any error rolls the whole call back and the server sends each answer again on its own. A lock wait longer
-- than 200 ms (a teacher's review, or another process's call holding a dashboard row) ends the call the same
-- way, so one wait never holds a whole process's answers for deadlock_timeout.
CREATE OR REPLACE FUNCTION submit_lesson_answers(p_batch jsonb)
RETURNS TABLE (i integer, outcome text, punctaj_final numeric, attempt_id integer, attempt_state text, answered json)
LANGUAGE plpgsql AS $$
DECLARE
  e jsonb;
  k integer := 0;
BEGIN
  PERFORM set_config('lock_timeout', '200ms', true);
  FOR e IN SELECT x FROM jsonb_array_elements(p_batch) AS x LOOP
    RETURN QUERY SELECT k, s.outcome, s.punctaj_final, s.attempt_id, s.attempt_state, s.answered
      FROM submit_lesson_answer(
        (e->>'userId')::integer, (e->>'lessonId')::integer, (e->>'editionId')::integer,
        (e->>'slideId')::integer, (e->>'contentVersion')::bigint, (e->>'deadlinePassed')::boolean,
        (e->>'seenKnown')::boolean, (e->>'seenAttemptId')::integer, e->>'seenState',
        ARRAY(SELECT jsonb_array_elements_text(e->'seenSlideIds'))::integer[],
        ARRAY(SELECT jsonb_array_elements_text(e->'seenPoints'))::numeric[],
        ARRAY(SELECT jsonb_array_elements_text(e->'answerableSlideIds'))::integer[],
        e->>'answerState', (e->>'points')::numeric, e->'answer', (e->>'requiresApproval')::boolean,
        (e->>'lessonPoints')::numeric, (e->>'now')::timestamptz) AS s;
    k := k + 1;
  END LOOP;
END $$;
