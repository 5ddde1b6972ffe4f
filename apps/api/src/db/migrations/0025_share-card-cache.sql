CREATE TABLE "share_card_image" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"content_hash" text NOT NULL,
	"png" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_card_image_kind_code_pk" PRIMARY KEY("kind","code"),
	CONSTRAINT "share_card_image_kind_check" CHECK ("share_card_image"."kind" in ('result', 'certificate'))
);
