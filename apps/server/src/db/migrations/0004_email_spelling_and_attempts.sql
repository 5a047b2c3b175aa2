CREATE TABLE "attempt_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"level" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
-- /getSession tokens were stored and never read (issue 8): they are no longer kept.
DROP TABLE "sessions" CASCADE;--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
-- issue 8: every stored email takes the spelling of normalizeEmail (packages/domain/src/email.ts):
-- NFKC, trimmed, lower-cased once. PostgreSQL lowers U+0130 (İ) to a plain i where JavaScript
-- gives i + U+0307, so it is spelt out first. Where two accounts now share a spelling, the one
-- already spelt so (else the older) takes it; the other keeps its old spelling for the owner to sort out.
UPDATE "users" AS u SET "email" = n."normalized"
FROM (
	SELECT "id", "normalized",
		row_number() OVER (PARTITION BY "normalized" ORDER BY ("email" = "normalized") DESC, "id") AS "rank"
	FROM (
		SELECT "id", "email",
			lower(replace(btrim(normalize("email", NFKC), E' \t\r\n'), U&'\0130', U&'\0069\0307')) AS "normalized"
		FROM "users"
	) AS spelt
) AS n
WHERE u."id" = n."id" AND n."rank" = 1 AND u."email" <> n."normalized";--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_user_idx" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");