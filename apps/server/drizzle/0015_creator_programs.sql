CREATE TABLE "creator_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"platform" text NOT NULL,
	"channel_url" text NOT NULL,
	"followers" integer NOT NULL,
	"average_viewers" integer NOT NULL,
	"country" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" uuid,
	"reviewed_by_email" text,
	"rejection_reason" text,
	CONSTRAINT "creator_applications_status_check" CHECK ("creator_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "creator_applications_audience_check" CHECK ("creator_applications"."followers" >= 0 and "creator_applications"."average_viewers" >= 0),
	CONSTRAINT "creator_applications_review_check" CHECK (("creator_applications"."status" = 'pending') = ("creator_applications"."reviewed_at" is null) and ("creator_applications"."status" = 'rejected') = ("creator_applications"."rejection_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "creator_referrals" (
	"referred_user_id" uuid PRIMARY KEY NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"viewer_discount_cents" integer NOT NULL,
	"first_order_id" uuid,
	"rewarded_at" timestamp with time zone,
	"reward_bucks" integer,
	CONSTRAINT "creator_referrals_self_check" CHECK ("creator_referrals"."referred_user_id" <> "creator_referrals"."creator_user_id"),
	CONSTRAINT "creator_referrals_reward_check" CHECK (("creator_referrals"."rewarded_at" is null) = ("creator_referrals"."reward_bucks" is null))
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"application_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_link_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discord_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"discord_user_id" text NOT NULL,
	"username" text NOT NULL,
	"global_name" text,
	"linked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"link_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"week_start" date NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" uuid,
	"reviewed_by_email" text,
	"rejection_reason" text,
	"bucks_credited" integer,
	CONSTRAINT "social_posts_status_check" CHECK ("social_posts"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "social_posts_credit_check" CHECK (("social_posts"."status" = 'approved') = ("social_posts"."bucks_credited" is not null))
);
--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_referrals" ADD CONSTRAINT "creator_referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_referrals" ADD CONSTRAINT "creator_referrals_creator_user_id_creators_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."creators"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_application_id_creator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."creator_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_link_states" ADD CONSTRAINT "discord_link_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_links" ADD CONSTRAINT "discord_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_applications_open_key" ON "creator_applications" USING btree ("user_id") WHERE "creator_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "creator_applications_user_idx" ON "creator_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creator_applications_review_idx" ON "creator_applications" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creator_applications_created_idx" ON "creator_applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creator_referrals_creator_idx" ON "creator_referrals" USING btree ("creator_user_id","rewarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_code_key" ON "creators" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discord_link_states_expires_idx" ON "discord_link_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discord_links_discord_user_key" ON "discord_links" USING btree ("discord_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_posts_link_key" ON "social_posts" USING btree ("link_key");--> statement-breakpoint
CREATE INDEX "social_posts_user_idx" ON "social_posts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "social_posts_week_idx" ON "social_posts" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "social_posts_review_idx" ON "social_posts" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "social_posts_created_idx" ON "social_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);