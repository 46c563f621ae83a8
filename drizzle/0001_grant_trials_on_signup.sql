-- Every new user gets exactly 3 free trial checks, in the same statement that creates the user:
-- no lazy row to create later and no window in which two requests could both create one.
CREATE FUNCTION grant_signup_trials() RETURNS trigger AS $$
BEGIN
  INSERT INTO credit_accounts (user_id, trials_left, purchased_left) VALUES (NEW.id, 3, 0);
  INSERT INTO credit_ledger (user_id, kind, trials_delta, idempotency_key)
    VALUES (NEW.id, 'trial_grant', 3, 'trial_grant:' || NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_grant_signup_trials AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION grant_signup_trials();
