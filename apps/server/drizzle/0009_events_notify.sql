-- Server-sent events (docs/decisions/0016-event-streams.md): what a signed-in client is told
-- at once. The database announces each change on the channel playeats_events when its
-- transaction commits; every server copy LISTENs and writes it to that user's streams.
-- Triggers, so that every path that writes (placement's one-statement fast path, the
-- step-by-step path, webhooks, the simulator, credits and spends) announces, and nothing
-- is announced for a transaction that rolls back. Payloads stay small (ids and status):
-- clients fetch the rest.
CREATE FUNCTION playeats_announce_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('playeats_events', json_build_object(
    'type', 'notification',
    'userId', NEW.user_id,
    'id', NEW.id,
    'kind', NEW.kind,
    'orderId', NEW.order_id,
    'status', NEW.data ->> 'status'
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_announce AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION playeats_announce_notification();
--> statement-breakpoint
CREATE FUNCTION playeats_announce_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A balance row is created empty before its first movement: that is no change.
  IF (TG_OP = 'INSERT' AND NEW.bucks = 0 AND NEW.promo_cents = 0)
    OR (TG_OP = 'UPDATE' AND NEW.bucks = OLD.bucks AND NEW.promo_cents = OLD.promo_cents) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('playeats_events', json_build_object(
    'type', 'balance',
    'userId', NEW.user_id,
    'bucks', NEW.bucks,
    'promoCents', NEW.promo_cents
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reward_balances_announce AFTER INSERT OR UPDATE ON reward_balances
  FOR EACH ROW EXECUTE FUNCTION playeats_announce_balance();
