CREATE TABLE "shop_words" (
	"word" text PRIMARY KEY NOT NULL,
	"shop_word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
