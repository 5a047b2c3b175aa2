-- Aborts the statement that calls it, and so everything that statement wrote, with SQLSTATE DS001
-- and `reason` as the message: one statement can check what it wrote against a rule and take it
-- all back, without a transaction of several round trips (decision 040; the cart's addToCart).
-- VOLATILE (the default), so it runs only where a CASE reaches it.
CREATE FUNCTION refuse(reason json) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'DS001', MESSAGE = reason::text;
END $$;
