CREATE TABLE "dashboard_edition_pupils" (
	"edition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "dashboard_edition_pupils_edition_id_user_id_pk" PRIMARY KEY("edition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_lesson_totals" (
	"edition_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"completed" bigint DEFAULT 0 NOT NULL,
	"points" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_lesson_totals_edition_id_school_id_lesson_id_pk" PRIMARY KEY("edition_id","school_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_school_pupils" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"pupils" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_school_totals" (
	"edition_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"active_pupils" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_school_totals_edition_id_school_id_pk" PRIMARY KEY("edition_id","school_id")
);
--> statement-breakpoint
CREATE INDEX "dashboard_edition_pupils_user" ON "dashboard_edition_pupils" USING btree ("user_id");--> statement-breakpoint
-- Issue 13: the summary tables are kept by these triggers in the transaction of every change (see
-- src/modules/dashboards/dashboards.table.ts and docs/decisions.md "Issue 13: dashboards").
-- Adds a pupil's attempt to the edition; the pupil's first attempt makes them active at their school.
CREATE FUNCTION dashboard_pupil_enter(p_edition integer, p_user integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_school integer;
  v_attempts integer;
BEGIN
  INSERT INTO dashboard_edition_pupils AS p (edition_id, user_id, school_id, attempts)
  VALUES (p_edition, p_user, coalesce((SELECT school_id FROM users WHERE id = p_user), 0), 1)
  ON CONFLICT (edition_id, user_id) DO UPDATE SET attempts = p.attempts + 1
  RETURNING p.school_id, p.attempts INTO v_school, v_attempts;
  IF v_attempts = 1 THEN
    INSERT INTO dashboard_school_totals AS t (edition_id, school_id, active_pupils)
    VALUES (p_edition, v_school, 1)
    ON CONFLICT (edition_id, school_id) DO UPDATE SET active_pupils = t.active_pupils + 1;
  END IF;
  RETURN v_school;
END $$;
--> statement-breakpoint
-- Removes a pupil's attempt; without attempts left the pupil is no longer active in the edition.
CREATE FUNCTION dashboard_pupil_leave(p_edition integer, p_user integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_school integer;
  v_attempts integer;
BEGIN
  UPDATE dashboard_edition_pupils SET attempts = attempts - 1
  WHERE edition_id = p_edition AND user_id = p_user
  RETURNING school_id, attempts INTO v_school, v_attempts;
  IF v_attempts = 0 THEN
    DELETE FROM dashboard_edition_pupils WHERE edition_id = p_edition AND user_id = p_user;
    UPDATE dashboard_school_totals SET active_pupils = active_pupils - 1
    WHERE edition_id = p_edition AND school_id = v_school;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_lesson_add(
  p_edition integer, p_school integer, p_lesson integer, p_completed integer, p_points numeric
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_lesson_totals AS t (edition_id, school_id, lesson_id, completed, points)
  VALUES (p_edition, p_school, p_lesson, p_completed, p_points)
  ON CONFLICT (edition_id, school_id, lesson_id)
  DO UPDATE SET completed = t.completed + p_completed, points = t.points + p_points;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_attempt_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_school integer;
BEGIN
  -- The old row's share goes out (a deletion, or an update's before-image) ...
  IF TG_OP <> 'INSERT' THEN
    SELECT school_id INTO v_school FROM dashboard_edition_pupils
    WHERE edition_id = OLD.edition_id AND user_id = OLD.user_id;
    IF OLD.state IN ('COMPLETED', 'APPROVED') THEN
      PERFORM dashboard_lesson_add(OLD.edition_id, coalesce(v_school, 0), OLD.lesson_id, -1,
        -coalesce(OLD.punctaj_final, 0));
    END IF;
    IF TG_OP = 'DELETE' OR OLD.user_id <> NEW.user_id OR OLD.edition_id <> NEW.edition_id THEN
      PERFORM dashboard_pupil_leave(OLD.edition_id, OLD.user_id);
      v_school := NULL;
    END IF;
  END IF;
  -- ... and the new row's share comes in.
  IF TG_OP <> 'DELETE' THEN
    IF v_school IS NULL THEN
      v_school := dashboard_pupil_enter(NEW.edition_id, NEW.user_id);
    END IF;
    IF NEW.state IN ('COMPLETED', 'APPROVED') THEN
      PERFORM dashboard_lesson_add(NEW.edition_id, v_school, NEW.lesson_id, 1, coalesce(NEW.punctaj_final, 0));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_attempt_inserted_or_deleted AFTER INSERT OR DELETE ON lesson_attempts
FOR EACH ROW EXECUTE FUNCTION dashboard_attempt_changed();
--> statement-breakpoint
-- Only the columns the totals read: an answer that just touches updated_at costs nothing here.
CREATE TRIGGER dashboard_attempt_updated AFTER UPDATE ON lesson_attempts
FOR EACH ROW WHEN (
  OLD.state IS DISTINCT FROM NEW.state OR OLD.punctaj_final IS DISTINCT FROM NEW.punctaj_final
  OR OLD.user_id <> NEW.user_id OR OLD.edition_id <> NEW.edition_id OR OLD.lesson_id <> NEW.lesson_id
) EXECUTE FUNCTION dashboard_attempt_changed();
--> statement-breakpoint
CREATE FUNCTION dashboard_school_pupils_add(p_school integer, p_pupils integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_school IS NOT NULL THEN
    INSERT INTO dashboard_school_pupils AS t (school_id, pupils) VALUES (p_school, p_pupils)
    ON CONFLICT (school_id) DO UPDATE SET pupils = t.pupils + p_pupils;
  END IF;
END $$;
--> statement-breakpoint
-- A pupil who joins, leaves or changes school: the enrolment counts follow, and so do the attempts already
-- counted for the old school (they count for the pupil's school of the moment, as the reports do).
CREATE FUNCTION dashboard_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_new_school integer;
  r record;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.role = 'ELEV' THEN
    PERFORM dashboard_school_pupils_add(OLD.school_id, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.role = 'ELEV' THEN
    PERFORM dashboard_school_pupils_add(NEW.school_id, 1);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.school_id IS DISTINCT FROM NEW.school_id THEN
    v_new_school := coalesce(NEW.school_id, 0);
    FOR r IN
      UPDATE dashboard_edition_pupils p SET school_id = v_new_school
      FROM (SELECT edition_id, school_id FROM dashboard_edition_pupils WHERE user_id = NEW.id FOR UPDATE) prev
      WHERE p.user_id = NEW.id AND p.edition_id = prev.edition_id
      RETURNING p.edition_id, prev.school_id AS old_school
    LOOP
      UPDATE dashboard_school_totals SET active_pupils = active_pupils - 1
      WHERE edition_id = r.edition_id AND school_id = r.old_school;
      INSERT INTO dashboard_school_totals AS t (edition_id, school_id, active_pupils)
      VALUES (r.edition_id, v_new_school, 1)
      ON CONFLICT (edition_id, school_id) DO UPDATE SET active_pupils = t.active_pupils + 1;
      PERFORM dashboard_lesson_add(r.edition_id, s.old_school, s.lesson_id, -s.completed, -s.points),
              dashboard_lesson_add(r.edition_id, v_new_school, s.lesson_id, s.completed, s.points)
      FROM (
        SELECT r.old_school AS old_school, a.lesson_id, count(*)::integer AS completed,
          coalesce(sum(a.punctaj_final), 0) AS points
        FROM lesson_attempts a
        WHERE a.user_id = NEW.id AND a.edition_id = r.edition_id AND a.state IN ('COMPLETED', 'APPROVED')
        GROUP BY a.lesson_id
      ) s;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_user_inserted_or_deleted AFTER INSERT OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION dashboard_user_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_user_updated AFTER UPDATE ON users
FOR EACH ROW WHEN (OLD.school_id IS DISTINCT FROM NEW.school_id OR OLD.role IS DISTINCT FROM NEW.role)
EXECUTE FUNCTION dashboard_user_changed();
--> statement-breakpoint
-- Recomputes every total from the rows (this migration's backfill; bulk loads that disable the triggers).
CREATE FUNCTION dashboard_totals_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_lesson_totals;
  DELETE FROM dashboard_school_totals;
  DELETE FROM dashboard_edition_pupils;
  DELETE FROM dashboard_school_pupils;
  INSERT INTO dashboard_edition_pupils (edition_id, user_id, school_id, attempts)
  SELECT a.edition_id, a.user_id, coalesce(u.school_id, 0), count(*)
  FROM lesson_attempts a JOIN users u ON u.id = a.user_id
  GROUP BY a.edition_id, a.user_id, u.school_id;
  INSERT INTO dashboard_school_totals (edition_id, school_id, active_pupils)
  SELECT edition_id, school_id, count(*) FROM dashboard_edition_pupils GROUP BY edition_id, school_id;
  INSERT INTO dashboard_lesson_totals (edition_id, school_id, lesson_id, completed, points)
  SELECT a.edition_id, coalesce(u.school_id, 0), a.lesson_id, count(*), coalesce(sum(a.punctaj_final), 0)
  FROM lesson_attempts a JOIN users u ON u.id = a.user_id
  WHERE a.state IN ('COMPLETED', 'APPROVED')
  GROUP BY a.edition_id, coalesce(u.school_id, 0), a.lesson_id;
  INSERT INTO dashboard_school_pupils (school_id, pupils)
  SELECT school_id, count(*) FROM users WHERE role = 'ELEV' AND school_id IS NOT NULL GROUP BY school_id;
END $$;
--> statement-breakpoint
SELECT dashboard_totals_rebuild();
