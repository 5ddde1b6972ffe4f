-- Each entrant of a competition is asked their own draw from its pool (docs/architecture.md §4 'Competitions', decision 015):
-- how many, and the salt that seeds the draws (set when the competition opens). Competitions made
-- before keep null in both and ask everyone their whole set, as they always did.
ALTER TABLE "competition" ADD COLUMN "questions_per_entrant" smallint;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "pool_salt" text;--> statement-breakpoint
ALTER TABLE "competition" ADD CONSTRAINT "competition_per_entrant_check" CHECK ("competition"."questions_per_entrant" is null or "competition"."questions_per_entrant" > 0);