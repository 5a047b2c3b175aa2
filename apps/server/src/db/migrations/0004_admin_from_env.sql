ALTER TABLE "users" ADD COLUMN "admin_password_from_env" text;--> statement-breakpoint
-- Every admin so far was made by ADMIN_EMAIL: they stay under its control.
UPDATE "users" SET "admin_password_from_env" = "password_hash" WHERE "role" = 1;
