ALTER TABLE "question" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_author_idx" ON "question" USING btree ("author_id") WHERE "question"."author_id" is not null;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_private_not_sealed_check" CHECK ("question"."author_id" is null or not "question"."sealed");