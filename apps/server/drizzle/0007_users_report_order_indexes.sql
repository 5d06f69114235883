DROP INDEX "users_last_login";--> statement-breakpoint
DROP INDEX "users_created_at_desc";--> statement-breakpoint
CREATE INDEX "users_last_login_id" ON "users" USING btree ("last_login" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_created_at_desc_id" ON "users" USING btree ("created_at" DESC NULLS LAST,"id");