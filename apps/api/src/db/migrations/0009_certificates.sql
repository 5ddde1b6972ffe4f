-- Certificates (docs/architecture.md §4 'Recognition'): issued on request from final results, verified by code.
CREATE TABLE "certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"event_id" integer,
	"competition_id" integer,
	"achievement" text NOT NULL,
	"rank" integer NOT NULL,
	"of_n" integer NOT NULL,
	"score" integer NOT NULL,
	"score_unit" text NOT NULL,
	"title" text NOT NULL,
	"awarded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_code_unique" UNIQUE("code"),
	CONSTRAINT "certificate_source_check" CHECK (("certificate"."event_id" is null) <> ("certificate"."competition_id" is null)),
	CONSTRAINT "certificate_achievement_check" CHECK ("certificate"."achievement" in ('first', 'second', 'third', 'participation'))
);
--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_event_id_live_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_competition_id_competition_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_event_unique" ON "certificate" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_competition_unique" ON "certificate" USING btree ("user_id","competition_id");