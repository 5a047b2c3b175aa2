CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"searches" integer NOT NULL,
	"found" integer NOT NULL,
	"left_out" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_misses_searched_idx" ON "search_misses" USING btree ("searches","last_searched_at");