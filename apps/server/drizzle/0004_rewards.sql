CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"target" integer NOT NULL,
	"game_id" text,
	"reward_currency" text NOT NULL,
	"reward_amount" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_kind_check" CHECK ("challenges"."kind" in ('play_any_game_hours', 'play_game_hours', 'place_orders')),
	CONSTRAINT "challenges_game_check" CHECK ("challenges"."kind" <> 'play_game_hours' or "challenges"."game_id" is not null),
	CONSTRAINT "challenges_target_check" CHECK ("challenges"."target" > 0),
	CONSTRAINT "challenges_reward_check" CHECK ("challenges"."reward_amount" > 0),
	CONSTRAINT "challenges_currency_check" CHECK ("challenges"."reward_currency" in ('BUCKS', 'PROMO_CENTS')),
	CONSTRAINT "challenges_window_check" CHECK ("challenges"."ends_at" > "challenges"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"game_name" text NOT NULL,
	"application" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"seen_ms" bigint DEFAULT 0 NOT NULL,
	"double_ms" bigint DEFAULT 0 NOT NULL,
	"heartbeats" integer DEFAULT 0 NOT NULL,
	"tracking_disabled_at_start" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"minutes" integer,
	"bucks_earned" integer,
	"multiplier" integer,
	"capped" boolean,
	"tracked" boolean,
	"earned_on" date
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_currency_check" CHECK ("ledger_entries"."currency" in ('BUCKS', 'PROMO_CENTS')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_balance_after_check" CHECK ("ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_limit" integer,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_currency_check" CHECK ("promo_codes"."currency" in ('BUCKS', 'PROMO_CENTS')),
	CONSTRAINT "promo_codes_amount_check" CHECK ("promo_codes"."amount" > 0),
	CONSTRAINT "promo_codes_window_check" CHECK ("promo_codes"."ends_at" > "promo_codes"."starts_at"),
	CONSTRAINT "promo_codes_per_user_limit_check" CHECK ("promo_codes"."per_user_limit" >= 1),
	CONSTRAINT "promo_codes_total_limit_check" CHECK ("promo_codes"."total_limit" is null or ("promo_codes"."total_limit" >= 1 and "promo_codes"."redeemed_count" <= "promo_codes"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_user_id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bucks" integer DEFAULT 0 NOT NULL,
	"promo_cents" integer DEFAULT 0 NOT NULL,
	"next_expiry_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_balances_bucks_check" CHECK ("reward_balances"."bucks" >= 0),
	CONSTRAINT "reward_balances_promo_cents_check" CHECK ("reward_balances"."promo_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_type" text,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_owner_key_pk" PRIMARY KEY("owner","key")
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_balances" ADD CONSTRAINT "reward_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_window_idx" ON "challenges" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_one_open_key" ON "game_sessions" USING btree ("user_id") WHERE "game_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "game_sessions_user_started_idx" ON "game_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "game_sessions_user_earned_on_idx" ON "game_sessions" USING btree ("user_id","earned_on");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_movement_key" ON "ledger_entries" USING btree ("user_id","reason","source_type","source_id","currency");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_expiring_idx" ON "ledger_entries" USING btree ("user_id") WHERE "ledger_entries"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_use_key" ON "promo_redemptions" USING btree ("promo_code_id","user_id","ordinal");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");