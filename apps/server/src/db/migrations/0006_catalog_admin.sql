CREATE TABLE "catalogue_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"actor_user_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_uploads" (
	"area" text NOT NULL,
	"filename" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_uploads_area_filename_pk" PRIMARY KEY("area","filename")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_inches" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_slug_redirects" ADD CONSTRAINT "category_slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_audit_product_idx" ON "catalogue_audit" USING btree ("product_id","at");--> statement-breakpoint
-- hand-written: every write to a product or a variant raises its version, whoever makes it (the
-- owner's screens, a checkout taking stock, an import), so an edit based on what the owner saw
-- before is refused instead of overwriting it (issue 10).
CREATE FUNCTION raise_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_version BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION raise_version();--> statement-breakpoint
CREATE TRIGGER variants_version BEFORE UPDATE ON variants FOR EACH ROW EXECUTE FUNCTION raise_version();
