CREATE TABLE "stats_days" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"revenue_usd_cents" integer NOT NULL,
	"revenue_cad_cents" integer NOT NULL,
	"bucks_earned" integer NOT NULL,
	"bucks_spent" integer NOT NULL,
	"active_players" integer NOT NULL,
	"game_minutes" integer NOT NULL,
	"signups" integer NOT NULL,
	"referral_conversions" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stats_days_time_zone_day_pk" PRIMARY KEY("time_zone","day")
);
--> statement-breakpoint
-- The dashboard's live days read each module's rows of a date range: covering indexes, so
-- a week of a busy year is an index-only scan (written here: drizzle cannot say INCLUDE).
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at") INCLUDE ("currency", "reason", "amount");
--> statement-breakpoint
CREATE INDEX "game_sessions_started_idx" ON "game_sessions" USING btree ("started_at") INCLUDE ("user_id", "minutes");
--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "orders_placed_figures_idx" ON "orders" USING btree ("placed_at") INCLUDE ("status", "currency", "total_cents");
