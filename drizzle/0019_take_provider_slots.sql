-- A turn of the provider's plan in one statement (decision 089): the budget's lock, the day's count and
-- the window's slots, where a transaction took four round trips. A VOLATILE function reads each of its
-- statements with a snapshot taken when that statement starts, so what is counted after the lock includes
-- what the instance that held it had just committed (one statement with the lock in a CTE would not).
-- `p_sent_in_ms` null reserves the slots (pending, stamped now); a number takes them as sent, stamped that
-- far ahead (a request on its way keeps its slot until its deadline, decision 087). `day_full`: the day
-- cannot take `p_n` more calls, and nothing was taken. `frees` (only when none was taken): how long until
-- each sent slot leaves the window, the soonest first.
CREATE OR REPLACE FUNCTION take_provider_slots(
  p_lock_id bigint,
  p_n integer,
  p_sent_in_ms double precision,
  p_limit integer,
  p_guarded_ms double precision,
  p_abandoned_ms double precision,
  p_daily_limit integer,
  p_day text
) RETURNS TABLE (ids text[], frees double precision[], counted integer, used_before integer, day_full boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  window_start timestamptz := now() - p_guarded_ms * interval '1 millisecond';
BEGIN
  PERFORM pg_advisory_xact_lock(p_lock_id);
  ids := '{}';
  frees := '{}';
  counted := 0;
  used_before := 0;
  day_full := false;
  IF p_daily_limit IS NOT NULL THEN
    SELECT coalesce((SELECT d.calls FROM provider_days d WHERE d.day = p_day), 0) INTO used_before;
    IF used_before + p_n > p_daily_limit THEN
      day_full := true;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  DELETE FROM provider_calls c
  WHERE (NOT c.pending AND c.at < window_start) OR c.at < now() - p_abandoned_ms * interval '1 millisecond';
  SELECT count(*) INTO counted FROM provider_calls;
  WITH made AS (
    INSERT INTO provider_calls (pending, at)
    SELECT p_sent_in_ms IS NULL, now() + coalesce(p_sent_in_ms, 0) * interval '1 millisecond'
    FROM generate_series(1, greatest(0, least(p_n, p_limit - counted)))
    RETURNING id
  )
  SELECT coalesce(array_agg(made.id::text), '{}') INTO ids FROM made;
  IF cardinality(ids) = 0 THEN
    SELECT coalesce(
      array_agg((extract(epoch from (c.at - window_start)) * 1000)::float8 ORDER BY c.at) FILTER (WHERE NOT c.pending),
      '{}'
    ) INTO frees FROM provider_calls c;
  ELSIF p_daily_limit IS NOT NULL THEN
    INSERT INTO provider_days AS d (day, calls) VALUES (p_day, cardinality(ids))
    ON CONFLICT (day) DO UPDATE SET calls = greatest(0, d.calls + cardinality(ids));
  END IF;
  RETURN NEXT;
END
$$;
