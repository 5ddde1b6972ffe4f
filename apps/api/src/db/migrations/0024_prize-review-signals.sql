ALTER TABLE "competition_entry" ADD COLUMN "address_range" text;--> statement-breakpoint
ALTER TABLE "competition_entry" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "local_charge" ADD COLUMN "card_fingerprint" text;