-- A statement that writes several modules' rows at once (src/db/statement-part.ts) ends by
-- calling this with whether every part applied: when one did not, it raises (SQLSTATE
-- PE001), and the error rolls the whole statement back: nothing of it is written.
CREATE OR REPLACE FUNCTION playeats_all_applied(applied boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF applied IS NOT TRUE THEN
    RAISE EXCEPTION 'a part of the statement did not apply' USING ERRCODE = 'PE001';
  END IF;
  RETURN true;
END;
$$;
